import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  assessmentApprovalsTable,
  orgAnalysisJobsTable,
  organizationsTable,
  organizationUsageTable,
  orgRiskAssessmentsTable,
  userProfilesTable,
} from "@core/db/schema";
import { recordDailyUsage, usageDayFor } from "@core/domain/organizations/record-daily-usage";
import worker from "@worker/index";
import type { Env } from "@worker/env";
import { db } from "./helpers";

const RUN = new Date("2026-11-20T00:15:00.000Z");
const DAY = "2026-11-19";

async function seedOrganization(name: string) {
  const id = crypto.randomUUID();
  const at = "2026-10-01T00:00:00.000Z";
  await db()
    .insert(organizationsTable)
    .values({ id, name, domain: `${name}.test`, createdAt: at, updatedAt: at });
  return id;
}

async function seedMember(organizationId: string, fields: Partial<typeof userProfilesTable.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  await db()
    .insert(userProfilesTable)
    .values({
      id,
      email: `${id}@usage.test`,
      organizationId,
      status: "active",
      authIssuer: "https://idp.test",
      authSubject: id,
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
      ...fields,
    });
  return id;
}

async function metricsOf(organizationId: string) {
  const rows = await db()
    .select()
    .from(organizationUsageTable)
    .where(eq(organizationUsageTable.organizationId, organizationId));
  return Object.fromEntries(rows.map((r) => [`${r.periodStart}:${r.metricName}`, r.metricValue]));
}

describe("recordDailyUsage (the daily scheduled job)", () => {
  it("records the day before the run: analyses run, assessments saved, decisions, active members", async () => {
    const org = await seedOrganization("usage-a");
    const quiet = await seedOrganization("usage-b");
    const user = await seedMember(org);
    await seedMember(org);
    await seedMember(org, { isSuspended: true });
    await seedMember(org, { status: "pending_approval" });
    await seedMember(org, { createdAt: "2026-11-20T00:05:00.000Z" }); // joined after that day

    const job = (createdAt: string) => ({
      id: crypto.randomUUID(),
      url: "https://v.example/",
      vendorKey: "v.example",
      organizationId: org,
      userId: user,
      createdAt,
      updatedAt: createdAt,
    });
    await db()
      .insert(orgAnalysisJobsTable)
      .values([
        job("2026-11-19T00:00:00.000Z"),
        job("2026-11-19T23:59:59.999Z"),
        job("2026-11-18T23:59:59.999Z"),
        job("2026-11-20T00:00:00.000Z"),
      ]);
    await db().insert(orgRiskAssessmentsTable).values({
      id: crypto.randomUUID(),
      organizationId: org,
      url: "https://v.example/",
      vendorKey: "v.example",
      createdBy: user,
      createdAt: "2026-11-19T10:00:00.000Z",
      updatedAt: "2026-11-19T10:00:00.000Z",
    });
    await db()
      .insert(assessmentApprovalsTable)
      .values([
        {
          id: crypto.randomUUID(),
          assessmentId: "a",
          organizationId: org,
          reviewerId: user,
          status: "approved",
          createdAt: "2026-11-19T12:00:00.000Z",
        },
        {
          id: crypto.randomUUID(),
          assessmentId: "b",
          organizationId: org,
          reviewerId: user,
          status: "rejected",
          createdAt: "2026-11-19T13:00:00.000Z",
        },
      ]);

    expect(usageDayFor(RUN)).toBe(DAY);
    expect(await recordDailyUsage(db(), RUN)).toEqual({ day: DAY });
    expect(await metricsOf(org)).toEqual({
      [`${DAY}:analyses_run`]: 2,
      [`${DAY}:assessments_saved`]: 1,
      [`${DAY}:decisions`]: 2,
      [`${DAY}:active_members`]: 2,
    });
    expect(await metricsOf(quiet)).toEqual({
      [`${DAY}:analyses_run`]: 0,
      [`${DAY}:assessments_saved`]: 0,
      [`${DAY}:decisions`]: 0,
      [`${DAY}:active_members`]: 0,
    });
    const [row] = await db()
      .select()
      .from(organizationUsageTable)
      .where(and(eq(organizationUsageTable.organizationId, org), eq(organizationUsageTable.metricName, "decisions")));
    expect(row).toMatchObject({ period: "daily", periodStart: DAY, recordedAt: RUN.toISOString() });
  });

  it("is idempotent: a retried run for the same day writes nothing twice and keeps the first figures", async () => {
    const org = await seedOrganization("usage-retry");
    const user = await seedMember(org);
    await recordDailyUsage(db(), RUN);
    const first = await db()
      .select()
      .from(organizationUsageTable)
      .where(eq(organizationUsageTable.organizationId, org));
    // A late write for that day, then the retry.
    await db().insert(orgAnalysisJobsTable).values({
      id: crypto.randomUUID(),
      url: "https://v.example/",
      vendorKey: "v.example",
      organizationId: org,
      userId: user,
      createdAt: "2026-11-19T08:00:00.000Z",
      updatedAt: "2026-11-19T08:00:00.000Z",
    });
    await recordDailyUsage(db(), new Date(RUN.getTime() + 60_000));
    await recordDailyUsage(db(), new Date(RUN.getTime() + 120_000));
    const after = await db()
      .select()
      .from(organizationUsageTable)
      .where(eq(organizationUsageTable.organizationId, org));
    expect(after).toHaveLength(4);
    expect(after.map((r) => [r.id, r.metricValue, r.recordedAt]).sort()).toEqual(
      first.map((r) => [r.id, r.metricValue, r.recordedAt]).sort(),
    );

    // The next day gets its own rows.
    await recordDailyUsage(db(), new Date(RUN.getTime() + 86_400_000));
    expect(Object.keys(await metricsOf(org)).filter((k) => k.startsWith("2026-11-20"))).toHaveLength(4);
  });

  it("a run that stopped half-way is completed by the next one", async () => {
    const org = await seedOrganization("usage-half");
    await db().insert(organizationUsageTable).values({
      id: crypto.randomUUID(),
      organizationId: org,
      metricName: "analyses_run",
      metricValue: 7,
      period: "daily",
      periodStart: DAY,
      recordedAt: RUN.toISOString(),
    });
    await recordDailyUsage(db(), RUN);
    const metrics = await metricsOf(org);
    expect(Object.keys(metrics)).toHaveLength(4);
    expect(metrics[`${DAY}:analyses_run`]).toBe(7);
  });

  it("runs from the Worker's cron trigger", async () => {
    const org = await seedOrganization("usage-cron");
    await worker.scheduled(
      createScheduledController({ scheduledTime: RUN, cron: "15 0 * * *" }),
      env as unknown as Env,
    );
    expect(Object.keys(await metricsOf(org))).toHaveLength(4);
  });
});
