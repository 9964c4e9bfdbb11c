/**
 * GET /api/platform/analytics: analyses per day (anonymous and organization), failures, the
 * median time to a finished report, cache hits (counted by POST /api/analyze), new
 * organizations and users per week.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { dailyCountersTable, orgAnalysisJobsTable, organizationsTable, publicAnalysisJobsTable } from "@core/db/schema";
import { AnalyzeCached } from "@core/contract/api";
import { PlatformAnalytics } from "@core/contract/platform";
import { CookieJar, signedIn, SUPER_ADMIN, useFakeIdp } from "./auth-support";
import { db, sampleAnalysis, seedCache } from "./helpers";
import { ok, refused, sendJson } from "./platform-support";

const idp = useFakeIdp();
let root: CookieJar;
const DAY = 86_400_000;
const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const day = (offset: number) => new Date(today.getTime() - offset * DAY).toISOString().slice(0, 10);

/** A job created `daysAgo` days ago at 10:00 UTC, finished `ms` later (or failed). */
async function job(scope: "public" | "org", daysAgo: number, outcome: { ms: number } | "failed") {
  const created = new Date(today.getTime() - daysAgo * DAY + 10 * 3600_000);
  const base = {
    id: crypto.randomUUID(),
    url: "https://analytics-vendor.com/",
    vendorKey: "analytics-vendor.com",
    status: outcome === "failed" ? ("failed" as const) : ("completed" as const),
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    completedAt: outcome === "failed" ? null : new Date(created.getTime() + outcome.ms).toISOString(),
  };
  if (scope === "public")
    await db()
      .insert(publicAnalysisJobsTable)
      .values({ ...base, clientKey: "analytics" });
  else
    await db()
      .insert(orgAnalysisJobsTable)
      .values({ ...base, organizationId: "analytics-org", userId: "analytics-user" });
}

beforeAll(async () => {
  root = await signedIn(idp, SUPER_ADMIN);
  await job("public", 0, { ms: 1000 });
  await job("public", 0, { ms: 3000 });
  await job("public", 0, "failed");
  await job("org", 0, { ms: 2000 });
  await job("org", 0, { ms: 10_000 });
  await job("public", 1, { ms: 5000 });
  await job("public", 40, { ms: 99_000 });
  await db()
    .insert(organizationsTable)
    .values({
      id: "analytics-old-org",
      name: "Older Org",
      createdAt: new Date(today.getTime() - 10 * DAY).toISOString(),
      updatedAt: new Date(today.getTime() - 10 * DAY).toISOString(),
    });
  await seedCache("analytics-cached.com", sampleAnalysis("https://analytics-cached.com/"));
  for (let i = 0; i < 3; i++) {
    AnalyzeCached.parse(
      await ok(sendJson(new CookieJar(), "POST", "/api/analyze", { url: "https://analytics-cached.com/" })),
    );
  }
});

describe("GET /api/platform/analytics", () => {
  it("30 days by default: one entry per day, oldest first, with zeros where nothing happened", async () => {
    const a = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics")));
    expect(a).toMatchObject({ days: 30, from: day(29), to: day(0) });
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]!.date).toBe(day(29));
    expect(a.daily[29]!.date).toBe(day(0));
    expect(a.daily[10]).toEqual({
      date: day(19),
      anonymous: 0,
      organization: 0,
      failed: 0,
      cache_hits: 0,
      median_ms: null,
    });
  });

  it("counts anonymous and organization analyses, failures, cache hits and the median time per day", async () => {
    const a = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics?days=30")));
    expect(a.daily[29]).toEqual({
      date: day(0),
      anonymous: 3,
      organization: 2,
      failed: 1,
      cache_hits: 3,
      median_ms: 2500,
    });
    expect(a.daily[28]).toEqual({
      date: day(1),
      anonymous: 1,
      organization: 0,
      failed: 0,
      cache_hits: 0,
      median_ms: 5000,
    });
  });

  it("totals over the period: rates and the median over every finished analysis; older jobs are left out", async () => {
    const { totals } = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics?days=30")));
    expect(totals).toMatchObject({
      analyses: 6,
      anonymous: 4,
      organization: 2,
      failed: 1,
      cache_hits: 3,
      median_ms: 3000,
    });
    expect(totals.failure_rate).toBeCloseTo(1 / 6);
    expect(totals.cache_hit_rate).toBeCloseTo(3 / 9);
    const longer = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics?days=60")));
    expect(longer.totals.analyses).toBe(7);
    expect(longer.daily).toHaveLength(60);
  });

  it("new organizations and users per week (weeks start on Monday)", async () => {
    const a = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics?days=30")));
    for (const w of a.weekly) expect(new Date(`${w.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    const tenDaysAgo = new Date(today.getTime() - 10 * DAY);
    const itsMonday = new Date(tenDaysAgo.getTime() - ((tenDaysAgo.getUTCDay() + 6) % 7) * DAY)
      .toISOString()
      .slice(0, 10);
    expect(a.weekly.find((w) => w.week_start === itsMonday)?.organizations).toBeGreaterThanOrEqual(1);
    const last = a.weekly[a.weekly.length - 1]!;
    expect(last.users).toBeGreaterThanOrEqual(1); // the super admin signed up today
    expect(a.totals.new_organizations).toBe(a.weekly.reduce((n, w) => n + w.organizations, 0));
    expect(a.totals.new_users).toBeGreaterThanOrEqual(1);
  });

  it("cached answers are counted in the isolate and written together; the analytics read writes them first", async () => {
    const stored = async () => (await db().select().from(dailyCountersTable)).find((r) => r.day === day(0))?.value ?? 0;
    await ok(root.fetch("/api/platform/analytics?days=1"));
    const before = await stored();
    for (let i = 0; i < 2; i++)
      await ok(sendJson(new CookieJar(), "POST", "/api/analyze", { url: "https://analytics-cached.com/" }));
    expect(await stored()).toBe(before); // within 30 s of the last write: waiting in the isolate
    const a = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics?days=1")));
    expect(a.daily[0]!.cache_hits).toBe(before + 2);
    expect(await stored()).toBe(before + 2);
  });

  it("400 for days outside 1-365", async () => {
    await refused(root.fetch("/api/platform/analytics?days=0"), 400);
    await refused(root.fetch("/api/platform/analytics?days=366"), 400);
    await refused(root.fetch("/api/platform/analytics?days=ten"), 400);
    const one = PlatformAnalytics.parse(await ok(root.fetch("/api/platform/analytics?days=1")));
    expect(one.daily.map((d) => d.date)).toEqual([day(0)]);
  });
});
