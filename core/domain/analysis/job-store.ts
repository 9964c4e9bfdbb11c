import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Analysis } from "@core/contract/analysis";
import type { Job, JobStatus } from "@core/contract/api";
import type { JobScope } from "@core/contract/queue";
import { orgAnalysisJobsTable, publicAnalysisJobsTable, type PublicAnalysisJobRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { giveBackUnitQueries } from "./monthly-units";

/**
 * The job state machine, shared by the API (creates and reads jobs) and the consumer
 * (claims, completes, fails). Every transition is one conditional UPDATE, so duplicate
 * deliveries and racing consumers cannot move a job backwards or write a second result.
 *
 *   pending -> processing -> completed
 *                         -> pending (retry)  -> ...
 *                         -> failed
 */

/** Columns shared by both job tables; the org table adds organization_id and user_id. */
type JobTable = typeof publicAnalysisJobsTable;
type JobRow = Pick<PublicAnalysisJobRow, keyof PublicAnalysisJobRow & keyof typeof orgAnalysisJobsTable.$inferSelect>;

export function jobTable(scope: JobScope): JobTable {
  // Both tables declare the same job columns; only those are touched through this handle.
  return (scope === "public" ? publicAnalysisJobsTable : orgAnalysisJobsTable) as unknown as JobTable;
}

/** A processing job whose consumer has not finished within this time is presumed dead. */
export const STALE_PROCESSING_MS = 5 * 60 * 1000;
/** A pending job whose message has not been picked up within this time is re-queued. */
export const STALE_PENDING_MS = 10 * 60 * 1000;
/** Deliveries after which a job is failed rather than retried (1 + the queue's max_retries). */
export const MAX_ATTEMPTS = 4;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    status: row.status,
    url: row.url,
    created_at: row.createdAt,
    result: row.result ? (JSON.parse(row.result) as Analysis) : null,
    error_message: row.errorMessage,
  };
}

export async function findJob(db: Db, scope: JobScope, id: string) {
  const t = jobTable(scope);
  const rows = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Marks a job processing for this delivery. Returns null when the job is finished, unknown,
 * or being processed by a live consumer (a duplicate delivery): the caller acks and stops.
 * A later delivery of the same message (`claim`: its id and attempt) may take the job back:
 * its earlier delivery claimed it and then failed before it could let go (a D1 error).
 */
export async function claimJob(
  db: Db,
  scope: JobScope,
  id: string,
  now: Date,
  claim?: { messageId: string; attempt: number },
) {
  const t = jobTable(scope);
  const staleBefore = new Date(now.getTime() - STALE_PROCESSING_MS).toISOString();
  const stale = lt(t.startedAt, staleBefore);
  const mine = claim ? and(eq(t.claimedBy, claim.messageId), lt(t.claimedAttempt, claim.attempt)) : undefined;
  const rows = await db
    .update(t)
    .set({
      status: "processing",
      attempts: sql`${t.attempts} + 1`,
      startedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      claimedBy: claim?.messageId ?? null,
      claimedAttempt: claim?.attempt ?? null,
    })
    .where(
      and(eq(t.id, id), or(eq(t.status, "pending"), and(eq(t.status, "processing"), mine ? or(stale, mine) : stale))),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Stores the result. Only a processing job completes; returns false when it was not.
 * (An org job that re-analyzes a saved assessment hands its result on through
 * completeAnalysisJob, core/domain/assessments/finish-analysis-job.ts.)
 */
export async function completeJob(db: Db, scope: JobScope, id: string, analysis: Analysis, now: Date) {
  const t = jobTable(scope);
  const rows = await db
    .update(t)
    .set({
      status: "completed",
      result: JSON.stringify(analysis),
      errorMessage: null,
      completedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where(and(eq(t.id, id), eq(t.status, "processing")))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Puts a processing job back to pending before its message is retried. */
export async function releaseJob(db: Db, scope: JobScope, id: string, lastError: string, now: Date) {
  const t = jobTable(scope);
  await db
    .update(t)
    .set({ status: "pending", errorMessage: lastError, updatedAt: now.toISOString() })
    .where(and(eq(t.id, id), eq(t.status, "processing")));
}

/**
 * Ends a job that is not completed with a readable message. An organization's job gives back
 * the monthly assessment it took, in the same batch (once; see monthly-units.ts).
 */
export async function failJob(db: Db, scope: JobScope, id: string, message: string, now: Date) {
  const t = jobTable(scope);
  const fail = db
    .update(t)
    .set({ status: "failed", errorMessage: message, completedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(and(eq(t.id, id), inArray(t.status, ["pending", "processing"] satisfies JobStatus[])))
    .returning({ id: t.id });
  if (scope === "public") return (await fail).length > 0;
  const [rows] = await db.batch([fail, ...giveBackUnitQueries(db, id, now)]);
  return rows.length > 0;
}

export interface StaleThresholds {
  processingMs: number;
  pendingMs: number;
}

/** Jobs the sweep must look at: processing too long, or pending too long. */
export async function findStaleJobs(
  db: Db,
  scope: JobScope,
  now: Date,
  limit = 50,
  stale: StaleThresholds = { processingMs: STALE_PROCESSING_MS, pendingMs: STALE_PENDING_MS },
) {
  const t = jobTable(scope);
  const processingBefore = new Date(now.getTime() - stale.processingMs).toISOString();
  const pendingBefore = new Date(now.getTime() - stale.pendingMs).toISOString();
  return db
    .select()
    .from(t)
    .where(
      or(
        and(eq(t.status, "processing"), lt(t.startedAt, processingBefore)),
        and(eq(t.status, "pending"), lt(t.updatedAt, pendingBefore)),
      ),
    )
    .limit(limit);
}

/** Moves a stale job back to pending (to be re-queued); false when it changed meanwhile. */
export async function requeueStaleJob(db: Db, scope: JobScope, row: JobRow, now: Date) {
  const t = jobTable(scope);
  const rows = await db
    .update(t)
    .set({ status: "pending", updatedAt: now.toISOString() })
    .where(and(eq(t.id, row.id), eq(t.status, row.status), eq(t.updatedAt, row.updatedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}
