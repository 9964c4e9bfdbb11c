/**
 * A monthly assessment taken for an organization's analysis is given back when the analysis
 * fails: on the last attempt, from the dead letter queue, or by the sweep; once only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { failDeadLetters } from "@queue-consumer/jobs/fail-dead-letters";
import { processAnalysisMessage, type ProcessDeps } from "@queue-consumer/jobs/process-analysis-message";
import { sweepStaleJobs } from "@queue-consumer/jobs/sweep-stale-jobs";
import { AnalysisError } from "@queue-consumer/analysis-types";
import { organizationsTable, orgAnalysisJobsTable } from "@core/db/schema";
import { insertOrgJobTakingUnit } from "@core/domain/analysis/monthly-units";
import { createOrganizationQuery } from "@core/domain/organizations/create-organization";
import { db, fakeMessage, testEnv } from "./helpers";

async function orgWithJob(now = new Date()) {
  const organizationId = crypto.randomUUID();
  await createOrganizationQuery(db(), {
    id: organizationId,
    name: "Refund Co",
    domain: `${organizationId}.test`,
    isPersonal: false,
    billingEmail: null,
    monthlyLimit: 10,
    now,
  });
  const jobId = crypto.randomUUID();
  const url = `https://refund-${jobId.slice(0, 8)}.example-vendor.com/`;
  expect(await insertOrgJobTakingUnit(db(), { id: jobId, url, vendorKey: url, organizationId, userId: "u", now })).toBe(
    true,
  );
  return {
    organizationId,
    jobId,
    url,
    message: { v: 1 as const, type: "analyze" as const, jobId, scope: "org" as const, url },
  };
}

async function used(organizationId: string) {
  const [row] = await db().select().from(organizationsTable).where(eq(organizationsTable.id, organizationId));
  return row!.assessmentsUsedThisMonth;
}

const failing = (retryable: boolean): ProcessDeps => ({
  analyze: async () => {
    throw new AnalysisError("Could not reach the vendor.", retryable);
  },
  pipeline: { fetch, now: () => new Date() },
  now: () => new Date(),
});

describe("giving back a failed analysis's unit", () => {
  it("a non-retryable failure fails the job and gives the unit back", async () => {
    const { organizationId, jobId, message } = await orgWithJob();
    expect(await used(organizationId)).toBe(1);
    const { message: m, calls } = fakeMessage(message);
    await processAnalysisMessage(m, testEnv, failing(false));
    expect(calls.ack).toBe(1);
    const [job] = await db().select().from(orgAnalysisJobsTable).where(eq(orgAnalysisJobsTable.id, jobId));
    expect(job).toMatchObject({ status: "failed", unitsCharged: 0, errorMessage: "Could not reach the vendor." });
    expect(await used(organizationId)).toBe(0);
  });

  it("a retryable failure keeps the unit until the last attempt", async () => {
    const { organizationId, message } = await orgWithJob();
    const first = fakeMessage(message, 1);
    await processAnalysisMessage(first.message, testEnv, failing(true));
    expect(first.calls.retry).toHaveLength(1);
    expect(await used(organizationId)).toBe(1);
    const last = fakeMessage(message, 4);
    await processAnalysisMessage(last.message, testEnv, failing(true));
    expect(last.calls.ack).toBe(1);
    expect(await used(organizationId)).toBe(0);
  });

  it("the dead letter queue and the sweep give it back too, and never twice", async () => {
    const dead = await orgWithJob();
    const batch = {
      queue: "analysis-jobs-dlq",
      messages: [fakeMessage(dead.message).message],
    } as unknown as MessageBatch<unknown>;
    await failDeadLetters(batch, testEnv, () => new Date());
    await failDeadLetters(batch, testEnv, () => new Date());
    expect(await used(dead.organizationId)).toBe(0);

    const stale = await orgWithJob(new Date());
    await db()
      .update(orgAnalysisJobsTable)
      .set({ attempts: 4, status: "processing", startedAt: new Date(Date.now() - 3600_000).toISOString() })
      .where(eq(orgAnalysisJobsTable.id, stale.jobId));
    const queue = { send: async () => {} } as unknown as Queue;
    await sweepStaleJobs({ ...testEnv, ANALYSIS_QUEUE: queue }, new Date());
    await sweepStaleJobs({ ...testEnv, ANALYSIS_QUEUE: queue }, new Date());
    expect(await used(stale.organizationId)).toBe(0);
  });
});
