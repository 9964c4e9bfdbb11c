import { sql } from "drizzle-orm";
import { publicAnalysisJobsTable } from "@core/db/schema";
import { insertWhere } from "@core/db/insert-where";
import type { Db } from "@core/db";
import { AppError } from "@core/lib/errors";
import type { Clock } from "@core/lib/clock";
import type { Analysis } from "@core/contract/analysis";
import type { AnalyzeMessage } from "@core/contract/queue";
import { parseVendorUrl, vendorKey } from "@core/contract/url";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { readCachedAnalysis } from "./cache";
import { failJob } from "./job-store";
import { insertOrgJobTakingUnit } from "./monthly-units";

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
const QUEUE_FAILURE_MESSAGE = "The analysis could not be started. Please try again in a moment.";
/** Anonymous visitors cannot refresh a report younger than this; they get the report instead. */
export const ANONYMOUS_REFRESH_AFTER_MS = 3600_000;

/**
 * Starts an analysis of a vendor address, or answers from the cache.
 * Anyone may call it, and cached answers are free for everyone. Anonymous visitors' (and
 * waiting users') jobs go to public_analysis_jobs and count against a per-client hourly limit
 * (checked and counted by one conditional INSERT, so a parallel burst cannot pass it;
 * `forceRefresh` counts like any analysis and cannot refresh a report younger than an hour).
 * Members' jobs go to org_analysis_jobs and use one of their organization's monthly
 * assessments (the unit and the job row in one batch), which asks the policy for
 * `assessment.create` (a viewer gets 403).
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

  const at = deps.clock();
  // Members may always refresh (it costs a monthly assessment); anonymous visitors get a report
  // younger than an hour instead of a new analysis.
  const member = actor.kind !== "anonymous" && actor.organizationId !== null;
  if (!input.forceRefresh || !member) {
    const hit = await readCachedAnalysis(deps.cache, key, { now: at, maxAgeSeconds: deps.cacheTtlSeconds });
    if (hit) {
      const young = at.getTime() - new Date(hit.cachedAt).getTime() < ANONYMOUS_REFRESH_AFTER_MS;
      if (!input.forceRefresh || young) return { kind: "cached", analysis: hit.analysis, cachedAt: hit.cachedAt };
    }
  }

  const id = crypto.randomUUID();
  const now = at.toISOString();
  const row = { id, url: url.href, vendorKey: key, status: "pending" as const, createdAt: now, updatedAt: now };

  // A member, or an organization's API token: the organization's monthly limit.
  if (actor.kind !== "anonymous" && actor.organizationId) {
    authorize(actor, "assessment.create");
    const job = {
      id,
      url: url.href,
      vendorKey: key,
      organizationId: actor.organizationId,
      userId: actor.userId,
      now: at,
    };
    if (!(await insertOrgJobTakingUnit(deps.db, job))) {
      throw new AppError(
        "MONTHLY_LIMIT_REACHED",
        429,
        `${MONTHLY_LIMIT_MESSAGE}. Your organization has reached its monthly assessment limit. Please contact your administrator to increase your limit or wait until next month.`,
      );
    }
    await sendOrGiveBack(deps, { v: 1, type: "analyze", jobId: id, scope: "org", url: url.href }, at);
    return { kind: "queued", jobId: id, isPublicJob: false };
  }

  if (!(await insertPublicJobWithinLimit(deps, { ...row, clientKey: actor.clientKey }, at))) {
    const limit = deps.anonymousHourlyLimit;
    throw new AppError(
      "RATE_LIMITED",
      429,
      `Too many analyses from your network: the limit is ${limit} per hour without an account. Please try again later, or sign in to use your organization's assessments.`,
      { limit, windowSeconds: 3600 },
      { "retry-after": "3600" },
    );
  }
  await sendOrGiveBack(deps, { v: 1, type: "analyze", jobId: id, scope: "public", url: url.href }, at);
  return { kind: "queued", jobId: id, isPublicJob: true };
}

/**
 * Inserts an anonymous job only while the client has started fewer than the hourly limit in
 * the last hour: count and insert are one statement (D1 runs one statement at a time), so
 * parallel requests cannot all see room. False when the limit is reached.
 */
async function insertPublicJobWithinLimit(
  deps: RequestAnalysisDeps,
  row: {
    id: string;
    url: string;
    vendorKey: string;
    status: "pending";
    createdAt: string;
    updatedAt: string;
    clientKey: string;
  },
  now: Date,
): Promise<boolean> {
  const limit = deps.anonymousHourlyLimit;
  if (limit <= 0) {
    await deps.db.insert(publicAnalysisJobsTable).values(row);
    return true;
  }
  const t = publicAnalysisJobsTable;
  const since = new Date(now.getTime() - 3600_000).toISOString();
  const inserted = await insertWhere(
    deps.db,
    t,
    row,
    sql`(SELECT count(*) FROM ${t} WHERE ${t.clientKey} = ${row.clientKey} AND ${t.createdAt} >= ${since}) < ${limit}`,
  ).returning({ id: t.id });
  return inserted.length > 0;
}

/**
 * Queues a job's message. The queue is not part of the D1 batch: if sending fails, the job is
 * failed (an org job giving its unit back, see failJob) and the visitor is asked to try again.
 * A Worker that dies between the batch and the send leaves a pending job the sweep re-queues.
 */
async function sendOrGiveBack(deps: RequestAnalysisDeps, message: AnalyzeMessage, now: Date) {
  try {
    await deps.queue.send(message);
  } catch (err) {
    console.error(
      JSON.stringify({ level: "error", msg: "could not queue an analysis", jobId: message.jobId, error: String(err) }),
    );
    await failJob(deps.db, message.scope, message.jobId, QUEUE_FAILURE_MESSAGE, now);
    throw new AppError("INTERNAL", 503, QUEUE_FAILURE_MESSAGE);
  }
}
