/**
 * An organization's monthly assessments: the unit and the job row are written in one batch
 * (concurrent requests for the last unit: exactly one wins), a job that cannot be queued or
 * that fails gives its unit back, once, and only within the month it was taken.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizationsTable, orgAnalysisJobsTable } from "@core/db/schema";
import type { Actor } from "@core/domain/actor";
import { failJob } from "@core/domain/analysis/job-store";
import { requestAnalysis } from "@core/domain/analysis/request-analysis";
import { createOrganizationQuery } from "@core/domain/organizations/create-organization";
import { AppError } from "@core/lib/errors";
import type { AnalyzeMessage } from "@core/contract/queue";
import { db } from "./helpers";

const NOW = new Date("2026-11-15T10:00:00Z");

async function newOrg(limit: number, used = 0, period: string | null = "2026-11") {
  const id = crypto.randomUUID();
  await createOrganizationQuery(db(), {
    id,
    name: "Units Co",
    domain: `${id}.test`,
    isPersonal: false,
    billingEmail: null,
    monthlyLimit: 10,
    now: NOW,
  });
  await db()
    .update(organizationsTable)
    .set({ monthlyAssessmentLimit: limit, assessmentsUsedThisMonth: used, usagePeriod: period })
    .where(eq(organizationsTable.id, id));
  return id;
}

const member = (organizationId: string): Actor => ({
  kind: "user",
  clientKey: "k",
  userId: crypto.randomUUID(),
  organizationId,
  roles: ["member"],
  isSuperAdmin: false,
});

function deps(queue: Queue<AnalyzeMessage> = env.ANALYSIS_QUEUE as Queue<AnalyzeMessage>, now = NOW) {
  return { db: db(), cache: env.CACHE, queue, clock: () => now, anonymousHourlyLimit: 0, cacheTtlSeconds: 604800 };
}

async function org(id: string) {
  const [row] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, id));
  return row!;
}

async function jobsOf(organizationId: string) {
  return db().select().from(orgAnalysisJobsTable).where(eq(orgAnalysisJobsTable.organizationId, organizationId));
}

describe("taking a unit with the job row", () => {
  it("concurrent requests for the last unit: exactly one wins, one job row, one unit used", async () => {
    const id = await newOrg(1);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        requestAnalysis(deps(), member(id), { url: `last-unit-${i}.example-vendor.com` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results
      .filter((r): r is PromiseRejectedResult => r.status === "rejected")
      .map((r) => r.reason as AppError);
    expect(refused.map((e) => [e.status, e.code])).toEqual(Array(5).fill([429, "MONTHLY_LIMIT_REACHED"]));
    expect((await org(id)).assessmentsUsedThisMonth).toBe(1);
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.unitsCharged).toBe(1);
  });

  it("several units left: as many winners as units, never more", async () => {
    const id = await newOrg(4, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        requestAnalysis(deps(), member(id), { url: `some-units-${i}.example-vendor.com` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect((await org(id)).assessmentsUsedThisMonth).toBe(4);
    expect(await jobsOf(id)).toHaveLength(3);
  });

  it("a new month starts the count again", async () => {
    const id = await newOrg(2, 2, "2026-10");
    await requestAnalysis(deps(), member(id), { url: "new-month.example-vendor.com" });
    expect(await org(id)).toMatchObject({ assessmentsUsedThisMonth: 1, usagePeriod: "2026-11" });
  });
});

describe("giving a unit back", () => {
  it("when the message cannot be queued: 503, the job failed, the unit back", async () => {
    const id = await newOrg(5, 2);
    const broken = {
      send: async () => Promise.reject(new Error("queue unavailable")),
      sendBatch: async () => {},
    } as unknown as Queue<AnalyzeMessage>;
    const err = await requestAnalysis(deps(broken), member(id), { url: "unqueued.example-vendor.com" }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    const [job] = await jobsOf(id);
    expect(job).toMatchObject({ status: "failed", unitsCharged: 0 });
    expect((await org(id)).assessmentsUsedThisMonth).toBe(2);
  });

  it("a failed job gives its unit back once; a completed or last month's job does not", async () => {
    const id = await newOrg(5, 0);
    const queued = await requestAnalysis(deps(), member(id), { url: "will-fail.example-vendor.com" });
    if (queued.kind !== "queued") throw new Error("expected a job");
    expect((await org(id)).assessmentsUsedThisMonth).toBe(1);
    expect(await failJob(db(), "org", queued.jobId, "The vendor could not be reached.", NOW)).toBe(true);
    expect((await org(id)).assessmentsUsedThisMonth).toBe(0);
    // A duplicate failure (dead letter after the last retry, the sweep) changes nothing.
    expect(await failJob(db(), "org", queued.jobId, "again", NOW)).toBe(false);
    expect((await org(id)).assessmentsUsedThisMonth).toBe(0);

    // A job of last month failing now does not free a unit of this month.
    const old = await requestAnalysis(deps(undefined, new Date("2026-10-31T23:59:00Z")), member(id), {
      url: "old-month.example-vendor.com",
    });
    await requestAnalysis(deps(), member(id), { url: "this-month.example-vendor.com" });
    const before = (await org(id)).assessmentsUsedThisMonth;
    if (old.kind !== "queued") throw new Error("expected a job");
    await failJob(db(), "org", old.jobId, "failed late", NOW);
    expect((await org(id)).assessmentsUsedThisMonth).toBe(before);
  });
});
