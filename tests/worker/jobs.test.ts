import { describe, expect, it } from "vitest";
import { orgAnalysisJobsTable, publicAnalysisJobsTable } from "@core/db/schema";
import { AnalyzeQueued, ErrorEnvelope, Job } from "@core/contract/api";
import { api, db, postJson, sampleAnalysis } from "./helpers";

async function insertPublicJob(over: Partial<typeof publicAnalysisJobsTable.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db()
    .insert(publicAnalysisJobsTable)
    .values({
      id,
      url: "https://vendor.com/",
      vendorKey: "vendor.com",
      clientKey: "k",
      createdAt: now,
      updatedAt: now,
      ...over,
    });
  return id;
}

describe("GET /api/jobs/:id", () => {
  it("returns a new job as pending with the contract's fields", async () => {
    const res = await postJson("/api/analyze", { url: "jobs-vendor.com" });
    const { job_id } = AnalyzeQueued.parse(await res.json());
    const jobRes = await api(`/api/jobs/${job_id}`);
    expect(jobRes.status).toBe(200);
    const job = Job.parse(await jobRes.json());
    expect(job).toMatchObject({
      id: job_id,
      status: "pending",
      url: "https://jobs-vendor.com/",
      result: null,
      error_message: null,
    });
    expect(new Date(job.created_at).toString()).not.toBe("Invalid Date");
  });

  it("returns the parsed result of a completed job", async () => {
    const analysis = sampleAnalysis();
    const id = await insertPublicJob({ status: "completed", result: JSON.stringify(analysis) });
    const job = Job.parse(await (await api(`/api/jobs/${id}`)).json());
    expect(job.status).toBe("completed");
    expect(job.result).toEqual(analysis);
  });

  it("returns the error message of a failed job", async () => {
    const id = await insertPublicJob({ status: "failed", errorMessage: "Could not reach vendor.com" });
    const job = Job.parse(await (await api(`/api/jobs/${id}`)).json());
    expect(job).toMatchObject({ status: "failed", error_message: "Could not reach vendor.com", result: null });
  });

  it("answers 404 with the error envelope for an unknown id", async () => {
    const res = await api("/api/jobs/does-not-exist");
    expect(res.status).toBe(404);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("NOT_FOUND");
  });

  it("does not show an organization's job to an anonymous visitor", async () => {
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await db().insert(orgAnalysisJobsTable).values({
      id,
      url: "https://vendor.com/",
      vendorKey: "vendor.com",
      organizationId: "org-1",
      userId: "user-1",
      createdAt: now,
      updatedAt: now,
    });
    expect((await api(`/api/jobs/${id}`)).status).toBe(404);
  });
});

describe("GET /api/jobs/:id/events", () => {
  it("streams the job and ends once it is finished", async () => {
    const id = await insertPublicJob({ status: "completed", result: JSON.stringify(sampleAnalysis()) });
    const res = await api(`/api/jobs/${id}/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await res.text();
    expect(text).toContain("event: job");
    const data = text.split("\n").find((l: string) => l.startsWith("data: "))!;
    expect(Job.parse(JSON.parse(data.slice(6))).status).toBe("completed");
  });

  it("answers 404 before streaming for an unknown job", async () => {
    const res = await api("/api/jobs/nope/events");
    expect(res.status).toBe(404);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("NOT_FOUND");
  });
});
