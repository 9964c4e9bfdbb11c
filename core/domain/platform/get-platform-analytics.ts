import { and, eq, gte, sql } from "drizzle-orm";
import {
  dailyCountersTable,
  orgAnalysisJobsTable,
  organizationsTable,
  publicAnalysisJobsTable,
  userProfilesTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import type { AnalyticsDay, AnalyticsWeek, PlatformAnalytics } from "@core/contract/platform";
import type { Actor } from "../actor";
import { flushCounts } from "../analytics/count-event";
import { authorize } from "../authorize";

const DAY_MS = 24 * 3600_000;

/**
 * The platform's analytics over the last `days` days (UTC, today included): analyses per day,
 * anonymous (public jobs) and by organizations, failures, the median time from request to a
 * finished report, requests answered from the cache (daily_counters, written by each isolate at
 * least every 30 seconds; this one's first), and new organizations
 * and users per week (weeks start on Monday). Days and weeks without activity are listed with
 * zeros so charts have no gaps. Computed by grouped queries over the job tables (indexed by
 * created_at); medians by window functions in SQLite.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function getPlatformAnalytics(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  query: { days: number },
): Promise<PlatformAnalytics> {
  authorize(actor, "platform.manage");
  const { db } = deps;
  const today = startOfDay(deps.clock());
  const from = new Date(today.getTime() - (query.days - 1) * DAY_MS);
  const weekFrom = mondayOf(from);
  const fromIso = from.toISOString();
  // This isolate's cache hits not written yet count too.
  await flushCounts(db, deps.clock());

  const [anonymous, organization, dailyMedians, [overall], cacheHits, orgWeeks, userWeeks, newOrgs, newUsers] =
    await Promise.all([
      jobsPerDay(db, publicAnalysisJobsTable, fromIso),
      jobsPerDay(db, orgAnalysisJobsTable, fromIso),
      medians(db, fromIso, true),
      medians(db, fromIso, false),
      db
        .select({ day: dailyCountersTable.day, n: dailyCountersTable.value })
        .from(dailyCountersTable)
        .where(and(eq(dailyCountersTable.name, "analysis.cache_hit"), gte(dailyCountersTable.day, dayKey(from)))),
      perWeek(db, organizationsTable, weekFrom.toISOString()),
      perWeek(db, userProfilesTable, weekFrom.toISOString()),
      countSince(db, organizationsTable, fromIso),
      countSince(db, userProfilesTable, fromIso),
    ]);

  const daily = eachDay(from, today).map((date): AnalyticsDay => {
    const a = anonymous.get(date);
    const o = organization.get(date);
    return {
      date,
      anonymous: a?.n ?? 0,
      organization: o?.n ?? 0,
      failed: (a?.failed ?? 0) + (o?.failed ?? 0),
      cache_hits: cacheHits.find((c) => c.day === date)?.n ?? 0,
      median_ms: roundMs(dailyMedians.find((m) => m.day === date)?.median),
    };
  });
  const weekly = eachWeek(weekFrom, today).map(
    (week_start): AnalyticsWeek => ({
      week_start,
      organizations: orgWeeks.get(week_start) ?? 0,
      users: userWeeks.get(week_start) ?? 0,
    }),
  );
  return {
    days: query.days,
    from: dayKey(from),
    to: dayKey(today),
    daily,
    weekly,
    totals: { ...totalsOf(daily, overall?.median), new_organizations: newOrgs, new_users: newUsers },
  };
}

function totalsOf(
  daily: AnalyticsDay[],
  median: number | null | undefined,
): Omit<PlatformAnalytics["totals"], "new_organizations" | "new_users"> {
  const sum = (f: (d: AnalyticsDay) => number) => daily.reduce((n, d) => n + f(d), 0);
  const anonymous = sum((d) => d.anonymous);
  const organization = sum((d) => d.organization);
  const analyses = anonymous + organization;
  const failed = sum((d) => d.failed);
  const cacheHits = sum((d) => d.cache_hits);
  return {
    analyses,
    anonymous,
    organization,
    failed,
    failure_rate: analyses ? failed / analyses : null,
    cache_hits: cacheHits,
    cache_hit_rate: cacheHits + analyses ? cacheHits / (cacheHits + analyses) : null,
    median_ms: roundMs(median),
  };
}

type JobTable = typeof publicAnalysisJobsTable | typeof orgAnalysisJobsTable;

async function jobsPerDay(db: Db, t: JobTable, fromIso: string): Promise<Map<string, { n: number; failed: number }>> {
  const day = sql<string>`substr(${t.createdAt}, 1, 10)`;
  const rows = await db
    .select({ day, n: sql<number>`count(*)`, failed: sql<number>`coalesce(sum(${t.status} = 'failed'), 0)` })
    .from(t)
    .where(gte(t.createdAt, fromIso))
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, { n: Number(r.n), failed: Number(r.failed) }]));
}

/**
 * Median milliseconds from request to finished report of completed analyses since `fromIso`,
 * per day or over the whole period: the middle row (or the mean of the two middle rows) by
 * ROW_NUMBER over the durations.
 */
async function medians(db: Db, fromIso: string, perDay: boolean): Promise<{ day: string; median: number | null }[]> {
  const p = publicAnalysisJobsTable;
  const o = orgAnalysisJobsTable;
  const duration = (t: JobTable) =>
    sql`SELECT substr(${t.createdAt}, 1, 10) AS day, (julianday(${t.completedAt}) - julianday(${t.createdAt})) * 86400000.0 AS ms
        FROM ${t} WHERE ${t.createdAt} >= ${fromIso} AND ${t.status} = 'completed' AND ${t.completedAt} IS NOT NULL`;
  const partition = perDay ? sql`PARTITION BY day` : sql``;
  const rows = await db.all<{ day: string; median: number | null }>(sql`
    WITH d AS (${duration(p)} UNION ALL ${duration(o)}),
    r AS (SELECT day, ms, row_number() OVER (${partition} ORDER BY ms) AS rn, count(*) OVER (${partition}) AS cnt FROM d)
    SELECT ${perDay ? sql`day` : sql`'all'`} AS day, avg(ms) AS median FROM r
    WHERE rn IN ((cnt + 1) / 2, (cnt + 2) / 2)
    ${perDay ? sql`GROUP BY day` : sql``}`);
  return rows;
}

type CreatedTable = typeof organizationsTable | typeof userProfilesTable;

async function perWeek(db: Db, t: CreatedTable, fromIso: string): Promise<Map<string, number>> {
  const week = sql<string>`date(${t.createdAt}, 'weekday 0', '-6 days')`;
  const rows = await db
    .select({ week, n: sql<number>`count(*)` })
    .from(t)
    .where(gte(t.createdAt, fromIso))
    .groupBy(week);
  return new Map(rows.map((r) => [r.week, Number(r.n)]));
}

async function countSince(db: Db, t: CreatedTable, fromIso: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(t).where(gte(t.createdAt, fromIso));
  return Number(row?.n ?? 0);
}

function roundMs(ms: number | null | undefined): number | null {
  return ms === null || ms === undefined ? null : Math.round(ms);
}

function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** The Monday (UTC) of the week a day falls in. */
function mondayOf(day: Date): Date {
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(startOfDay(day).getTime() - back * DAY_MS);
}

function dayKey(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function eachDay(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += DAY_MS) out.push(dayKey(new Date(t)));
  return out;
}

function eachWeek(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (let t = from.getTime(); t <= to.getTime(); t += 7 * DAY_MS) out.push(dayKey(new Date(t)));
  return out;
}
