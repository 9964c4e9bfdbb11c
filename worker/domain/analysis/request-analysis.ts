import { and, count, eq, gte, lt, or, isNull, ne, sql } from "drizzle-orm";
import { organizationsTable, orgAnalysisJobsTable, publicAnalysisJobsTable } from "../../db/schema";
import type { Db } from "../../db";
import { AppError } from "../../lib/errors";
import { monthOf, type Clock } from "../../lib/clock";
import type { Analysis } from "../../shared/analysis";
import type { AnalyzeMessage } from "../../shared/queue";
import { parseVendorUrl, vendorKey } from "../../shared/url";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { readCachedAnalysis } from "./cache";

export type RequestAnalysisResult =
  | { kind: "cached"; analysis: Analysis; cachedAt: string }
  | { kind: "queued"; jobId: string; isPublicJob: boolean };

export interface RequestAnalysisDeps {
  db: Db;
  cache: KVNamespace;
  queue: Queue<AnalyzeMessage>;
  clock: Clock;
  /** Analyses per anonymous client per rolling hour; 0 = unlimited (setting `analysis.anonymous_hourly_limit`). */
  anonymousHourlyLimit: number;
  /** Seconds a cached report is served (setting `analysis.cache_ttl_seconds`); older ones are analyzed again. */
  cacheTtlSeconds: number;
}

export const MONTHLY_LIMIT_MESSAGE = "Monthly assessment limit reached";

/**
 * Starts an analysis of a vendor address, or answers from the cache.
 * Anyone may call it, and cached answers are free for everyone. Anonymous visitors' (and
 * waiting users') jobs go to public_analysis_jobs and count against a per-client hourly limit.
 * Members' jobs go to org_analysis_jobs and use one of their organization's monthly
 * assessments, which asks the policy for `assessment.create` (a viewer gets 403).
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

  if (!input.forceRefresh) {
    const hit = await readCachedAnalysis(deps.cache, key, { now: deps.clock(), maxAgeSeconds: deps.cacheTtlSeconds });
    if (hit) return { kind: "cached", analysis: hit.analysis, cachedAt: hit.cachedAt };
  }

  const id = crypto.randomUUID();
  const at = deps.clock();
  const now = at.toISOString();
  const row = { id, url: url.href, vendorKey: key, status: "pending" as const, createdAt: now, updatedAt: now };

  if (actor.kind === "user" && actor.organizationId) {
    authorize(actor, "assessment.create");
    await useMonthlyAssessment(deps.db, actor.organizationId, at);
    await deps.db.insert(orgAnalysisJobsTable).values({
      ...row,
      organizationId: actor.organizationId,
      userId: actor.userId,
    });
    await deps.queue.send({ v: 1, type: "analyze", jobId: id, scope: "org", url: url.href });
    return { kind: "queued", jobId: id, isPublicJob: false };
  }

  await checkHourlyLimit(deps, actor.clientKey, at);
  await deps.db.insert(publicAnalysisJobsTable).values({ ...row, clientKey: actor.clientKey });
  await deps.queue.send({ v: 1, type: "analyze", jobId: id, scope: "public", url: url.href });
  return { kind: "queued", jobId: id, isPublicJob: true };
}

async function checkHourlyLimit(deps: RequestAnalysisDeps, clientKey: string, now: Date) {
  const limit = deps.anonymousHourlyLimit;
  if (limit <= 0) return;
  const since = new Date(now.getTime() - 3600_000).toISOString();
  const [row] = await deps.db
    .select({ n: count() })
    .from(publicAnalysisJobsTable)
    .where(and(eq(publicAnalysisJobsTable.clientKey, clientKey), gte(publicAnalysisJobsTable.createdAt, since)));
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(
      "RATE_LIMITED",
      429,
      `Too many analyses from your network: the limit is ${limit} per hour without an account. Please try again later, or sign in to use your organization's assessments.`,
      { limit, windowSeconds: 3600 },
      { "retry-after": "3600" },
    );
  }
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
