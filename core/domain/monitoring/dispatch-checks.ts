/**
 * The monitoring cron job: sends the checks of due vendors to the analysis queue, in bounded
 * batches, and recovers checks whose message or consumer was lost. Idempotent: a scheduled
 * check is keyed by its vendor and the time the vendor fell due (a unique index), the vendor
 * holds the check on its way (`active_check_id`), and a check is marked sent before its message
 * goes out, so a retried or overlapping run enqueues nothing twice (a send that failed is marked
 * unsent again; one lost in a crash is sent again by a later run after STALE_CHECK_PENDING_MS).
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { monitoredVendorsTable, vendorChecksTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import { insertWhere } from "@core/db/insert-where";
import type { CheckMessage } from "@core/contract/queue";
import { failCheck, findStaleChecks, MAX_CHECK_ATTEMPTS, requeueStaleCheck } from "./check-store";
import { pruneHistory } from "./prune-history";
import { refreshVendorStatement } from "./vendor-schedule";

/** Vendors checked per run at most; the rest wait for the next run (every few minutes). */
export const DISPATCH_LIMIT = 500;
/** Messages per sendBatch call (the platform's limit is 100). */
const SEND_BATCH = 100;
/** Rows per statement where a list of ids is bound (D1 allows 100 parameters). */
const ID_CHUNK = 90;

export const CHECK_STOPPED_MESSAGE = "The check stopped unexpectedly and could not be resumed.";

export interface CheckQueue {
  sendBatch(messages: { body: CheckMessage }[]): Promise<unknown>;
}

export interface DispatchResult {
  due: number;
  dispatched: number;
  resent: number;
  failed: number;
  pruned: number;
}

export async function dispatchDueChecks(
  db: Db,
  queue: CheckQueue,
  now: Date,
  limit = DISPATCH_LIMIT,
): Promise<DispatchResult> {
  const { resent, failed } = await recoverStaleChecks(db, queue, now);
  const v = monitoredVendorsTable;
  const at = now.toISOString();
  const due = await db
    .select({ vendorKey: v.vendorKey })
    .from(v)
    .where(and(lte(v.nextCheckAt, at), isNull(v.activeCheckId)))
    .orderBy(asc(v.nextCheckAt))
    .limit(limit);

  // Who watches a vendor may have changed since its schedule was computed (an assessment archived,
  // a frequency lowered): recompute first, then take those still due.
  for (let i = 0; i < due.length; i += 50) {
    await runBatch(
      db,
      due.slice(i, i + 50).map((d) => refreshVendorStatement(db, d.vendorKey, now)),
    );
  }
  const created: { id: string; vendorKey: string; url: string }[] = [];
  for (let i = 0; i < due.length; i += ID_CHUNK) {
    const keys = due.slice(i, i + ID_CHUNK).map((d) => d.vendorKey);
    const still = await db
      .select({ vendorKey: v.vendorKey, url: v.url, nextCheckAt: v.nextCheckAt })
      .from(v)
      .where(and(inArray(v.vendorKey, keys), lte(v.nextCheckAt, at), isNull(v.activeCheckId)));
    created.push(...(await createChecks(db, still, now)));
  }
  await sendChecks(db, queue, created);
  const pruned = await pruneHistory(db, now);
  return { due: due.length, dispatched: created.length, resent, failed, pruned };
}

/** Writes one scheduled check per vendor (none twice for the same due time); the checks written. */
async function createChecks(
  db: Db,
  vendors: { vendorKey: string; url: string; nextCheckAt: string | null }[],
  now: Date,
) {
  const t = vendorChecksTable;
  const v = monitoredVendorsTable;
  const at = now.toISOString();
  const planned = vendors.map((vendor) => ({ ...vendor, id: crypto.randomUUID() }));
  const created: typeof planned = [];
  for (let i = 0; i < planned.length; i += 20) {
    const chunk = planned.slice(i, i + 20);
    const statements = chunk.flatMap((c): Statement[] => [
      // Only while no check of the vendor is on its way, and never twice for the same due time.
      insertWhere(
        db,
        t,
        {
          id: c.id,
          vendorKey: c.vendorKey,
          url: c.url,
          trigger: "scheduled",
          slot: c.nextCheckAt ?? at,
          status: "pending",
          queuedAt: at,
          createdAt: at,
          updatedAt: at,
        },
        sql`EXISTS (SELECT 1 FROM ${v} WHERE ${v.vendorKey} = ${c.vendorKey} AND ${v.activeCheckId} IS NULL)
          AND NOT EXISTS (SELECT 1 FROM ${t} WHERE ${t.vendorKey} = ${c.vendorKey} AND ${t.slot} = ${c.nextCheckAt ?? at})`,
      ).returning({ id: t.id }),
      db
        .update(v)
        .set({ activeCheckId: c.id, updatedAt: at })
        .where(
          and(
            eq(v.vendorKey, c.vendorKey),
            isNull(v.activeCheckId),
            sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${c.id})`,
          ),
        ),
    ]);
    const results = (await db.batch(statements as [Statement, ...Statement[]])) as unknown[];
    chunk.forEach((c, k) => {
      if ((results[k * 2] as { id: string }[]).length > 0) created.push(c);
    });
  }
  return created;
}

/** Sends check messages in batches; a batch the queue refused is marked unsent (a later run sends it). */
export async function sendChecks(db: Db, queue: CheckQueue, checks: { id: string; vendorKey: string; url: string }[]) {
  const t = vendorChecksTable;
  for (let i = 0; i < checks.length; i += SEND_BATCH) {
    const batch = checks.slice(i, i + SEND_BATCH);
    try {
      await queue.sendBatch(
        batch.map((c) => ({ body: { v: 1, type: "check", checkId: c.id, vendorKey: c.vendorKey, url: c.url } })),
      );
    } catch (err) {
      console.error(JSON.stringify({ level: "error", msg: "could not queue vendor checks", error: String(err) }));
      for (let k = 0; k < batch.length; k += ID_CHUNK) {
        const ids = batch.slice(k, k + ID_CHUNK).map((c) => c.id);
        await db
          .update(t)
          .set({ queuedAt: null })
          .where(and(inArray(t.id, ids), eq(t.status, "pending")));
      }
    }
  }
}

/** Checks whose consumer died or whose message never left: sent again, or failed after their last attempt. */
async function recoverStaleChecks(db: Db, queue: CheckQueue, now: Date) {
  let failed = 0;
  const again: { id: string; vendorKey: string; url: string }[] = [];
  for (const check of await findStaleChecks(db, now)) {
    if (check.attempts >= MAX_CHECK_ATTEMPTS) {
      if (await failCheck(db, check, check.error ?? CHECK_STOPPED_MESSAGE, now)) failed++;
      continue;
    }
    if (await requeueStaleCheck(db, check, now)) again.push(check);
  }
  await sendChecks(db, queue, again);
  return { resent: again.length, failed };
}
