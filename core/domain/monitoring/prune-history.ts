import { and, inArray, lt, sql } from "drizzle-orm";
import { vendorChangesTable, vendorCheckDeliveriesTable, vendorChecksTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { HISTORY_RETENTION_DAYS } from "@core/contract/monitoring-rules";

/** Checks removed per run at most (the cron runs every few minutes, so old history drains steadily). */
const PRUNE_LIMIT = 200;

/**
 * Removes checks (with their changes and delivery marks) that finished more than
 * HISTORY_RETENTION_DAYS ago, except each vendor's latest completed check, which the next check
 * compares with. Returns how many checks were removed.
 */
export async function pruneHistory(db: Db, now: Date): Promise<number> {
  const t = vendorChecksTable;
  const before = new Date(now.getTime() - HISTORY_RETENTION_DAYS * 86_400_000).toISOString();
  const latest = sql`(SELECT l.id FROM ${t} AS l WHERE l.vendor_key = ${t.vendorKey} AND l.status = 'completed' ORDER BY l.completed_at DESC LIMIT 1)`;
  const old = await db
    .select({ id: t.id })
    .from(t)
    .where(and(lt(t.completedAt, before), sql`${t.id} IS NOT ${latest}`))
    .limit(PRUNE_LIMIT);
  for (let i = 0; i < old.length; i += 90) {
    const ids = old.slice(i, i + 90).map((r) => r.id);
    await db.batch([
      db.delete(vendorChangesTable).where(inArray(vendorChangesTable.checkId, ids)),
      db.delete(vendorCheckDeliveriesTable).where(inArray(vendorCheckDeliveriesTable.checkId, ids)),
      db.delete(t).where(inArray(t.id, ids)),
    ]);
  }
  return old.length;
}
