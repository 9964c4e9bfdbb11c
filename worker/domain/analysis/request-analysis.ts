import { and, eq, lt, or, isNull, ne, sql } from "drizzle-orm";
import { organizationsTable, orgAnalysisJobsTable, publicAnalysisJobsTable } from "../../db/schema";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { monthOf } from "../../lib/clock";
import type { Analysis } from "../../shared/analysis";
import type { AnalyzeMessage } from "../../shared/queue";
import { parseVendorUrl, vendorKey } from "../../shared/url";
import type { Actor } from "../actor";
import { readCachedAnalysis } from "./cache";

export type RequestAnalysisResult =
  | { kind: "cached"; analysis: Analysis; cachedAt: string }
  | { kind: "queued"; jobId: string; isPublicJob: boolean };

export interface RequestAnalysisDeps {
  db: Db;
  cache: KVNamespace;
  queue: Queue<AnalyzeMessage>;
  now: Date;
  /** Analyses per anonymous client per rolling hour; 0 = unlimited. */
  anonymousHourlyLimit: number;
}

export const MONTHLY_LIMIT_MESSAGE = "Monthly assessment limit reached";
/** Anonymous visitors cannot refresh a report younger than this; they get the report instead. */
export const ANONYMOUS_REFRESH_AFTER_MS = 3600_000;

/**
 * Starts an analysis of a vendor address, or answers from the cache.
 * Anyone may call it. Anonymous visitors' jobs go to public_analysis_jobs and count against a
 * per-client hourly limit (checked and counted by one conditional INSERT, so a parallel burst
 * cannot pass it; `forceRefresh` counts like any analysis and cannot refresh a report younger
 * than an hour); members' jobs go to org_analysis_jobs and use one of their organization's
 * monthly assessments. Cached answers cost nothing.
 */
export async function requestAnalysis(
  deps: RequestAnalysisDeps,
  actor: Actor,
  input: { url?: string; forceRefresh?: boolean },
): Promise<RequestAnalysisResult> {
  const checked = parseVendorUrl(input.url);
  if (!checked.ok) throw new AppError(checked.code, 400, checked.message, { reason: checked.reason });
  const url = checked.url;
  const key = vendorKey(url);

  // Members may always refresh (it costs a monthly assessment); anonymous visitors get a report
  // younger than an hour instead of a new analysis.
  const member = actor.kind === "user" && actor.organizationId !== null;
  if (!input.forceRefresh || !member) {
    const hit = await readCachedAnalysis(deps.cache, key);
    if (hit) {
      const young = deps.now.getTime() - new Date(hit.cachedAt).getTime() < ANONYMOUS_REFRESH_AFTER_MS;
      if (!input.forceRefresh || young) return { kind: "cached", analysis: hit.analysis, cachedAt: hit.cachedAt };
    }
  }

  const id = crypto.randomUUID();
  const now = deps.now.toISOString();
  const row = { id, url: url.href, vendorKey: key, status: "pending" as const, createdAt: now, updatedAt: now };

  if (actor.kind === "user" && actor.organizationId) {
    await useMonthlyAssessment(deps.db, actor.organizationId, deps.now);
    await deps.db.insert(orgAnalysisJobsTable).values({
      ...row,
      organizationId: actor.organizationId,
      userId: actor.userId,
    });
    await deps.queue.send({ v: 1, type: "analyze", jobId: id, scope: "org", url: url.href });
    return { kind: "queued", jobId: id, isPublicJob: false };
  }

  if (!(await insertPublicJobWithinLimit(deps, { ...row, clientKey: actor.clientKey }))) {
    const limit = deps.anonymousHourlyLimit;
    throw new AppError(
      "RATE_LIMITED",
      429,
      `Too many analyses from your network: the limit is ${limit} per hour without an account. Please try again later, or sign in to use your organization's assessments.`,
      { limit, windowSeconds: 3600 },
      { "retry-after": "3600" },
    );
  }
  await deps.queue.send({ v: 1, type: "analyze", jobId: id, scope: "public", url: url.href });
  return { kind: "queued", jobId: id, isPublicJob: true };
}

/**
 * Inserts an anonymous job only while the client has started fewer than the hourly limit in
 * the last hour: count and insert are one statement (D1 runs one statement at a time), so
 * parallel requests cannot all see room. False when the limit is reached.
 */
async function insertPublicJobWithinLimit(
  deps: RequestAnalysisDeps,
  row: { id: string; url: string; vendorKey: string; status: "pending"; createdAt: string; updatedAt: string; clientKey: string },
): Promise<boolean> {
  const limit = deps.anonymousHourlyLimit;
  if (limit <= 0) {
    await deps.db.insert(publicAnalysisJobsTable).values(row);
    return true;
  }
  const t = publicAnalysisJobsTable;
  const since = new Date(deps.now.getTime() - 3600_000).toISOString();
  const inserted = await deps.db
    .insert(t)
    .select(
      // Values in the table's column order (INSERT ... SELECT through the query builder).
      sql`SELECT ${row.id}, ${row.url}, ${row.vendorKey}, ${row.status}, NULL, NULL, 0, ${row.createdAt}, ${row.updatedAt}, NULL, NULL, ${row.clientKey}
          WHERE (SELECT count(*) FROM ${t} WHERE ${t.clientKey} = ${row.clientKey} AND ${t.createdAt} >= ${since}) < ${limit}`,
    )
    .returning({ id: t.id });
  return inserted.length > 0;
}

/**
 * Uses one of the organization's monthly assessments in a single conditional UPDATE (no
 * read-then-write race). A new calendar month (UTC) starts the count again.
 */
async function useMonthlyAssessment(db: Db, organizationId: string, now: Date) {
  const month = monthOf(now);
  const t = organizationsTable;
  const rows = await db
    .update(t)
    .set({
      assessmentsUsedThisMonth: sql`CASE WHEN ${t.usagePeriod} = ${month} THEN ${t.assessmentsUsedThisMonth} + 1 ELSE 1 END`,
      usagePeriod: month,
      updatedAt: now.toISOString(),
    })
    .where(
      and(
        eq(t.id, organizationId),
        or(isNull(t.usagePeriod), ne(t.usagePeriod, month), lt(t.assessmentsUsedThisMonth, t.monthlyAssessmentLimit)),
      ),
    )
    .returning({ id: t.id });
  if (rows.length === 0) {
    throw new AppError(
      "MONTHLY_LIMIT_REACHED",
      429,
      `${MONTHLY_LIMIT_MESSAGE}. Your organization has reached its monthly assessment limit. Please contact your administrator to increase your limit or wait until next month.`,
    );
  }
}
