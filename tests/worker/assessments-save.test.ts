import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { assessmentApprovalsTable, orgRiskAssessmentsTable, publicAnalysisJobsTable } from "@core/db/schema";
import { ErrorEnvelope } from "@core/contract/api";
import { AssessmentResponse } from "@core/contract/assessments";
import { analysisFor, completedJob, saveViaApi } from "./assessment-fixtures";
import { db, seedCache } from "./helpers";
import { seedOrg, seedUser, signedOut, type Caller } from "./seeded-callers";

let orgA: string;
let orgB: string;
let analyst: Caller;
let member: Caller;
let colleague: Caller;
let viewer: Caller;
let otherOrgAdmin: Caller;
let waiting: Caller;

beforeAll(async () => {
  orgA = await seedOrg("Save A");
  orgB = await seedOrg("Save B");
  analyst = await seedUser(orgA, ["analyst"]);
  member = await seedUser(orgA, ["member"]);
  colleague = await seedUser(orgA, ["member"]);
  viewer = await seedUser(orgA, ["viewer"]);
  otherOrgAdmin = await seedUser(orgB, ["admin"]);
  waiting = await seedUser(null, [], { status: "pending_approval" });
});

async function expectError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  const body = ErrorEnvelope.parse(await res.json());
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toContain(message);
}

describe("POST /api/assessments", () => {
  it("saves the caller's completed job as a new assessment: 201, pending_review, approval pending", async () => {
    const jobId = await completedJob(
      analyst,
      orgA,
      "https://new-tool.com/",
      analysisFor("https://new-tool.com/", { vendor: "New Tool Inc", score: 7.5 }),
    );
    const res = await analyst.json("POST", "/api/assessments", {
      job_id: jobId,
      tool_name: "  New Tool  ",
      category_id: "cat-productivity",
      department: "Marketing",
      requested_purpose: "Campaign planning",
      priority: "urgent",
    });
    expect(res.status).toBe(201);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment).toMatchObject({
      organization_id: orgA,
      url: "https://new-tool.com/",
      tool_name: "New Tool",
      vendor_name: "New Tool Inc",
      category_id: "cat-productivity",
      category_name: "Productivity",
      department: "Marketing",
      requested_purpose: "Campaign planning",
      priority: "urgent",
      overall_score: 7.5,
      risk_level: "high",
      status: "pending_review",
      approval_status: "pending",
      created_by: analyst.userId,
      job_id: jobId,
      reanalysis: { job_id: null, error_message: null },
    });
    expect(assessment.analysis?.vendor_name).toBe("New Tool Inc");
    expect(assessment.analyzed_pages).toEqual(assessment.analysis?.analyzed_pages);
    expect(assessment.permissions).toContain("assessment.create");
  });

  it("saves the cached analysis of an address (no job), and defaults priority to normal", async () => {
    await seedCache("cached-tool.io", analysisFor("https://cached-tool.io/", { vendor: "Cached Tool" }));
    const res = await member.json("POST", "/api/assessments", { url: "cached-tool.io" });
    expect(res.status).toBe(201);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment).toMatchObject({
      url: "https://cached-tool.io/",
      vendor_name: "Cached Tool",
      job_id: null,
      priority: "normal",
      tool_name: null,
    });
  });

  it("ignores an analysis in the body: the server copies it from the job", async () => {
    const jobId = await completedJob(
      analyst,
      orgA,
      "https://honest.com/",
      analysisFor("https://honest.com/", { vendor: "Honest Vendor", score: 8 }),
    );
    const forged = analysisFor("https://honest.com/", { vendor: "Forged", score: 0 });
    const res = await analyst.json("POST", "/api/assessments", {
      job_id: jobId,
      priority: "normal",
      analysis: forged,
      overall_score: 0,
    });
    expect(res.status).toBe(201);
    const { assessment } = AssessmentResponse.parse(await res.json());
    expect(assessment.vendor_name).toBe("Honest Vendor");
    expect(assessment.overall_score).toBe(8);
  });

  describe("one assessment per organization and address", () => {
    it("saving the same address again updates it (200): new analysis and the metadata given", async () => {
      const first = await saveViaApi(analyst, orgA, "https://upsert.com/", {
        tool_name: "Upsert",
        department: "Sales",
      });
      const res = await analyst.json("POST", "/api/assessments", {
        job_id: await completedJob(
          analyst,
          orgA,
          "https://www.upsert.com/",
          analysisFor("https://www.upsert.com/", { score: 6 }),
        ),
        priority: "urgent",
        department: "Finance",
      });
      expect(res.status).toBe(200);
      const { assessment } = AssessmentResponse.parse(await res.json());
      expect(assessment).toMatchObject({
        id: first.id,
        tool_name: "Upsert",
        department: "Finance",
        priority: "urgent",
        overall_score: 6,
      });
      expect(assessment.version).toBe(first.version + 1);
      const rows = await db()
        .select()
        .from(orgRiskAssessmentsTable)
        .where(eq(orgRiskAssessmentsTable.vendorKey, "upsert.com"));
      expect(rows).toHaveLength(1);
    });

    it("a changed report sends a decided assessment back to pending and keeps its decisions", async () => {
      const saved = await saveViaApi(
        analyst,
        orgA,
        "https://decided.com/",
        {},
        analysisFor("https://decided.com/", { score: 2 }),
      );
      const t = orgRiskAssessmentsTable;
      await db().update(t).set({ approvalStatus: "approved", status: "completed" }).where(eq(t.id, saved.id));
      await db().insert(assessmentApprovalsTable).values({
        id: crypto.randomUUID(),
        assessmentId: saved.id,
        organizationId: orgA,
        reviewerId: analyst.userId,
        status: "approved",
        comments: "Fine",
        approvedAt: new Date().toISOString(),
        createdAt: new Date().toISOString(),
      });

      // The same report again: the decision stands.
      const same = await saveViaApi(
        analyst,
        orgA,
        "https://decided.com/",
        {},
        analysisFor("https://decided.com/", { score: 2 }),
      );
      expect(same).toMatchObject({ approval_status: "approved", status: "completed" });

      // A different report: back to review.
      const changed = await saveViaApi(
        analyst,
        orgA,
        "https://decided.com/",
        {},
        analysisFor("https://decided.com/", { score: 8 }),
      );
      expect(changed).toMatchObject({
        id: saved.id,
        approval_status: "pending",
        status: "pending_review",
        overall_score: 8,
      });
      const history = await db()
        .select()
        .from(assessmentApprovalsTable)
        .where(eq(assessmentApprovalsTable.assessmentId, saved.id));
      // The decision stays; the return to review is its own entry, naming the change.
      expect(history.map((h) => h.status).sort()).toEqual(["approved", "reopened"]);
      expect(history.find((h) => h.status === "reopened")!.reason).toBe(
        "The report changed: overall score 2/10 (low) → 8/10 (high)",
      );
    });

    it("the same address in another organization is another assessment", async () => {
      const a = await saveViaApi(analyst, orgA, "https://shared-tool.com/");
      const b = await saveViaApi(otherOrgAdmin, orgB, "https://shared-tool.com/");
      expect(b.id).not.toBe(a.id);
      expect(b.organization_id).toBe(orgB);
    });

    it("a member cannot overwrite the assessment a colleague saved (409)", async () => {
      await saveViaApi(colleague, orgA, "https://colleagues.com/");
      const jobId = await completedJob(member, orgA, "https://colleagues.com/");
      await expectError(
        await member.json("POST", "/api/assessments", { job_id: jobId, priority: "normal" }),
        409,
        "CONFLICT",
        "colleague",
      );
    });

    it("two saves of a new address at once make one assessment", async () => {
      const [j1, j2] = [
        await completedJob(analyst, orgA, "https://race.com/"),
        await completedJob(analyst, orgA, "https://race.com/"),
      ];
      const responses = await Promise.all(
        [j1, j2].map((job_id) => analyst.json("POST", "/api/assessments", { job_id, priority: "normal" })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
      const rows = await db()
        .select()
        .from(orgRiskAssessmentsTable)
        .where(eq(orgRiskAssessmentsTable.vendorKey, "race.com"));
      expect(rows).toHaveLength(1);
    });
  });

  describe("who may save", () => {
    it("signed out: 401 with the product's text, before the input is read", async () => {
      await expectError(
        await signedOut.json("POST", "/api/assessments", { url: "x.com", priority: "normal" }),
        401,
        "UNAUTHENTICATED",
        "You must be logged in to create an assessment",
      );
      await expectError(
        await signedOut.json("POST", "/api/assessments", { priority: "high" }),
        401,
        "UNAUTHENTICATED",
        "You must be logged in to create an assessment",
      );
      await expectError(
        await signedOut.json("PATCH", "/api/assessments/x", { priority: "high" }),
        401,
        "UNAUTHENTICATED",
      );
    });

    it("no organization (waiting for approval): 403 with the product's text", async () => {
      await expectError(
        await waiting.json("POST", "/api/assessments", { url: "x.com", priority: "normal" }),
        403,
        "FORBIDDEN",
        "Could not find your organization. Please contact support.",
      );
    });

    it("a viewer: 403", async () => {
      await seedCache("viewer-tool.com", analysisFor("https://viewer-tool.com/"));
      await expectError(
        await viewer.json("POST", "/api/assessments", { url: "viewer-tool.com", priority: "normal" }),
        403,
        "FORBIDDEN",
      );
    });

    it("a suspended user: 403", async () => {
      const suspended = await seedUser(orgA, ["analyst"], { suspended: true });
      const res = await suspended.json("POST", "/api/assessments", { url: "x.com", priority: "normal" });
      expect([401, 403]).toContain(res.status);
    });
  });

  describe("the job must be the caller's own and complete", () => {
    it("another user's job in the same organization: 404", async () => {
      const jobId = await completedJob(colleague, orgA, "https://theirs.com/");
      await expectError(
        await member.json("POST", "/api/assessments", { job_id: jobId, priority: "normal" }),
        404,
        "NOT_FOUND",
      );
    });

    it("another organization's job: 404", async () => {
      const jobId = await completedJob(otherOrgAdmin, orgB, "https://other-org.com/");
      await expectError(
        await analyst.json("POST", "/api/assessments", { job_id: jobId, priority: "normal" }),
        404,
        "NOT_FOUND",
      );
    });

    it("a public (anonymous) job or an unknown id: 404", async () => {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      await db()
        .insert(publicAnalysisJobsTable)
        .values({
          id,
          url: "https://public.com/",
          vendorKey: "public.com",
          clientKey: "k",
          status: "completed",
          result: JSON.stringify(analysisFor("https://public.com/")),
          createdAt: now,
          updatedAt: now,
        });
      await expectError(
        await analyst.json("POST", "/api/assessments", { job_id: id, priority: "normal" }),
        404,
        "NOT_FOUND",
      );
      await expectError(
        await analyst.json("POST", "/api/assessments", { job_id: "nope", priority: "normal" }),
        404,
        "NOT_FOUND",
      );
    });

    it("a job still running or failed: 409", async () => {
      const running = await completedJob(analyst, orgA, "https://running.com/", undefined, "pending");
      await expectError(
        await analyst.json("POST", "/api/assessments", { job_id: running, priority: "normal" }),
        409,
        "CONFLICT",
        "not finished",
      );
      const failed = await completedJob(analyst, orgA, "https://failed.com/", undefined, "failed");
      await expectError(
        await analyst.json("POST", "/api/assessments", { job_id: failed, priority: "normal" }),
        409,
        "CONFLICT",
        "failed",
      );
    });

    it("an address without a cached analysis: 404", async () => {
      await expectError(
        await analyst.json("POST", "/api/assessments", { url: "never-analyzed.com", priority: "normal" }),
        404,
        "NOT_FOUND",
        "Analyze it first",
      );
    });
  });

  describe("bad input: 400, nothing saved", () => {
    it.each([
      [{ priority: "normal" }, "URL_REQUIRED"],
      [{ url: "   ", priority: "normal" }, "URL_REQUIRED"],
      [{ url: "not a url", priority: "normal" }, "INVALID_URL"],
      [{ url: "127.0.0.1", priority: "normal" }, "INVALID_URL"],
      [{ url: "ok.com", priority: "high" }, "INVALID_REQUEST"],
      [{ url: "ok.com", priority: "normal", tool_name: "x".repeat(201) }, "INVALID_REQUEST"],
      [{ url: "ok.com", priority: "normal", department: 42 }, "INVALID_REQUEST"],
      [{ url: "ok.com", priority: "normal", requested_purpose: "x".repeat(2001) }, "INVALID_REQUEST"],
      [{ job_id: "", priority: "normal" }, "INVALID_REQUEST"],
    ])("%j → %s", async (body, code) => {
      await expectError(await analyst.json("POST", "/api/assessments", body), 400, code);
    });

    it("an unknown category: 400", async () => {
      await seedCache("cat-tool.com", analysisFor("https://cat-tool.com/"));
      await expectError(
        await analyst.json("POST", "/api/assessments", {
          url: "cat-tool.com",
          priority: "normal",
          category_id: "cat-nope",
        }),
        400,
        "INVALID_REQUEST",
        "category",
      );
      const rows = await db()
        .select()
        .from(orgRiskAssessmentsTable)
        .where(eq(orgRiskAssessmentsTable.vendorKey, "cat-tool.com"));
      expect(rows).toHaveLength(0);
    });

    it("a body that is not JSON: 400", async () => {
      await expectError(await analyst.json("POST", "/api/assessments", "{nope"), 400, "INVALID_REQUEST");
    });
  });
});
