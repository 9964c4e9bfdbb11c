/**
 * The state machine of a vendor check, shared by the API (Check now, reading a check), the cron
 * trigger (dispatch, stale checks) and the analysis Worker (claim, complete, fail). Like the
 * analysis jobs, every transition is one conditional statement, so duplicate deliveries and
 * racing consumers cannot run a check twice or move it backwards:
 *
 *   pending -> processing -> completed
 *                         -> pending (retry) -> ...
 *                         -> failed
 */
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { monitoredVendorsTable, vendorChangesTable, vendorChecksTable, type VendorCheckRow } from "@core/db/schema";
import { insertWhere } from "@core/db/insert-where";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import type { Check, DetectedChange, Snapshot } from "@core/contract/monitoring";
import { Snapshot as SnapshotSchema } from "@core/contract/monitoring";
import { IDLE_RECHECK_SECONDS, isoPlus } from "./vendor-schedule";
import { changeId, changeRow } from "./change-rows";
import { MAX_ATTEMPTS, STALE_PENDING_MS, STALE_PROCESSING_MS } from "../analysis/job-store";

/**
 * Checks travel on the analysis queue and are claimed like its jobs: the same attempts before a
 * check fails (1 + the queue's max_retries), the same times after which a processing check's
 * consumer is presumed dead and a pending check's message lost.
 */
export const MAX_CHECK_ATTEMPTS = MAX_ATTEMPTS;
export const STALE_CHECK_PROCESSING_MS = STALE_PROCESSING_MS;
export const STALE_CHECK_PENDING_MS = STALE_PENDING_MS;
/** A failed check is tried again after at most this long, whatever the vendor's frequency. */
export const FAILED_RECHECK_SECONDS = 86_400;

export function toCheck(row: VendorCheckRow): Check {
  return {
    id: row.id,
    status: row.status,
    started_at: row.startedAt,
    completed_at: row.completedAt,
    error: row.status === "failed" ? row.error : null,
    created_at: row.createdAt,
    trigger: row.trigger,
    changes: row.changesCount,
  };
}

/** The vendor's latest completed check with its snapshot, the baseline the next one compares with. */
export async function latestSnapshot(db: Db, vendorKey: string): Promise<{ id: string; snapshot: Snapshot } | null> {
  const t = vendorChecksTable;
  const [row] = await db
    .select({ id: t.id, snapshot: t.snapshot })
    .from(t)
    .where(and(eq(t.vendorKey, vendorKey), eq(t.status, "completed")))
    .orderBy(desc(t.completedAt))
    .limit(1);
  if (!row?.snapshot) return null;
  const parsed = SnapshotSchema.safeParse(JSON.parse(row.snapshot));
  return parsed.success ? { id: row.id, snapshot: parsed.data } : null;
}

/** Whether a check of the vendor failed after its latest completed one. */
export async function failedSinceLastComplete(db: Db, vendorKey: string): Promise<boolean> {
  const t = vendorChecksTable;
  const lastComplete = sql`COALESCE((SELECT MAX(l.completed_at) FROM ${t} AS l WHERE l.vendor_key = ${vendorKey} AND l.status = 'completed'), '')`;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.vendorKey, vendorKey), eq(t.status, "failed"), sql`${t.completedAt} > ${lastComplete}`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks a check processing for this delivery; null when it is finished, unknown, or held by a
 * live consumer (a duplicate delivery). A later delivery of the same message may take it back.
 */
export async function claimCheck(db: Db, id: string, now: Date, claim: { messageId: string; attempt: number }) {
  const t = vendorChecksTable;
  const staleBefore = new Date(now.getTime() - STALE_CHECK_PROCESSING_MS).toISOString();
  const mine = and(eq(t.claimedBy, claim.messageId), lt(t.claimedAttempt, claim.attempt));
  const rows = await db
    .update(t)
    .set({
      status: "processing",
      attempts: sql`${t.attempts} + 1`,
      startedAt: now.toISOString(),
      updatedAt: now.toISOString(),
      claimedBy: claim.messageId,
      claimedAttempt: claim.attempt,
    })
    .where(
      and(
        eq(t.id, id),
        or(eq(t.status, "pending"), and(eq(t.status, "processing"), or(lt(t.startedAt, staleBefore), mine))),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function findCheck(db: Db, id: string) {
  const [row] = await db.select().from(vendorChecksTable).where(eq(vendorChecksTable.id, id)).limit(1);
  return row ?? null;
}

/** Puts a processing check back to pending before its message is retried. */
export async function releaseCheck(db: Db, id: string, error: string, now: Date) {
  const t = vendorChecksTable;
  await db
    .update(t)
    .set({ status: "pending", error, updatedAt: now.toISOString() })
    .where(and(eq(t.id, id), eq(t.status, "processing")));
}

/**
 * The vendor after one of its checks finished: when it was checked, no check on its way (if this
 * was the one), and its next check (a failed one is tried again within a day).
 */
export function vendorCheckedStatement(
  db: Db,
  check: { id: string; vendorKey: string },
  now: Date,
  failed: boolean,
  when?: SQL,
): Statement {
  const v = monitoredVendorsTable;
  const at = now.toISOString();
  const interval = failed
    ? sql`MIN(COALESCE(${v.intervalSeconds}, ${FAILED_RECHECK_SECONDS}), ${FAILED_RECHECK_SECONDS})`
    : sql`COALESCE(${v.intervalSeconds}, ${IDLE_RECHECK_SECONDS})`;
  return db
    .update(v)
    .set({
      lastCheckedAt: at,
      lastCheckId: check.id,
      activeCheckId: sql`CASE WHEN ${v.activeCheckId} = ${check.id} THEN NULL ELSE ${v.activeCheckId} END`,
      nextCheckAt: isoPlus(at, interval),
      updatedAt: at,
    })
    .where(and(eq(v.vendorKey, check.vendorKey), when));
}

/**
 * Ends a check that did not complete, with a readable reason; false when it was already finished.
 * `noted`: a change to record with it (the vendor's site could not be read at all).
 */
export async function failCheck(
  db: Db,
  check: { id: string; vendorKey: string },
  error: string,
  now: Date,
  noted?: DetectedChange,
) {
  const t = vendorChecksTable;
  const at = now.toISOString();
  const mine = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${check.id} AND ${t.status} = 'failed' AND ${t.completedAt} = ${at})`;
  const statements: Statement[] = [
    db
      .update(t)
      .set({
        status: "failed",
        error,
        completedAt: at,
        updatedAt: at,
        effectsDoneAt: at,
        changesCount: noted ? 1 : 0,
      })
      .where(and(eq(t.id, check.id), inArray(t.status, ["pending", "processing"])))
      .returning({ id: t.id }),
    vendorCheckedStatement(db, check, now, true, mine),
    ...(noted
      ? [insertWhere(db, vendorChangesTable, changeRow(check, { ...noted, id: changeId(check.id, 0) }, at), mine)]
      : []),
  ];
  const [rows] = (await db.batch(statements as [Statement, ...Statement[]])) as unknown as [{ id: string }[]];
  return rows.length > 0;
}

/** Checks the cron trigger must look at: written but never sent, or pending/processing too long. */
export async function findStaleChecks(db: Db, now: Date, limit = 100) {
  const t = vendorChecksTable;
  const processingBefore = new Date(now.getTime() - STALE_CHECK_PROCESSING_MS).toISOString();
  const pendingBefore = new Date(now.getTime() - STALE_CHECK_PENDING_MS).toISOString();
  const unsentBefore = new Date(now.getTime() - 60_000).toISOString();
  return db
    .select()
    .from(t)
    .where(
      or(
        and(eq(t.status, "processing"), lt(t.startedAt, processingBefore)),
        and(eq(t.status, "pending"), lt(t.updatedAt, pendingBefore)),
        and(eq(t.status, "pending"), isNull(t.queuedAt), lt(t.createdAt, unsentBefore)),
      ),
    )
    .orderBy(t.updatedAt)
    .limit(limit);
}

/** Claims a stale check for sending again (one conditional UPDATE, so two sweeps cannot both send it). */
export async function requeueStaleCheck(db: Db, check: VendorCheckRow, now: Date): Promise<boolean> {
  const t = vendorChecksTable;
  const rows = await db
    .update(t)
    .set({ status: "pending", queuedAt: now.toISOString(), updatedAt: now.toISOString() })
    .where(and(eq(t.id, check.id), eq(t.status, check.status), eq(t.updatedAt, check.updatedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}
