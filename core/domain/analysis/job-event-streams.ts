import { and, eq, lt, sql } from "drizzle-orm";
import { jobEventStreamsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { insertWhere } from "@core/db/insert-where";

/** Event streams one client (hashed address) may hold open at once. */
export const MAX_STREAMS_PER_CLIENT = 4;

/**
 * Opens a stream lease for a client, unless it already holds MAX_STREAMS_PER_CLIENT live ones:
 * one atomic batch (its own expired leases are cleared, then a conditional INSERT), so a burst
 * of parallel opens cannot pass the cap. Returns the lease id, or null when over the cap.
 * Anyone following a job may call it; the lease is released by closeJobEventStream or expires
 * after `lifetimeMs`.
 */
export async function openJobEventStream(
  db: Db,
  input: { clientKey: string; jobId: string; now: Date; lifetimeMs: number },
): Promise<string | null> {
  const t = jobEventStreamsTable;
  const id = crypto.randomUUID();
  const now = input.now.toISOString();
  const expires = new Date(input.now.getTime() + input.lifetimeMs).toISOString();
  const [, inserted] = await db.batch([
    db.delete(t).where(and(eq(t.clientKey, input.clientKey), lt(t.expiresAt, now))),
    insertWhere(
      db,
      t,
      { id, clientKey: input.clientKey, jobId: input.jobId, createdAt: now, expiresAt: expires },
      sql`(SELECT count(*) FROM ${t} WHERE ${t.clientKey} = ${input.clientKey} AND ${t.expiresAt} >= ${now}) < ${MAX_STREAMS_PER_CLIENT}`,
    ).returning({ id: t.id }),
  ]);
  return inserted.length > 0 ? id : null;
}

export async function closeJobEventStream(db: Db, id: string): Promise<void> {
  await db.delete(jobEventStreamsTable).where(eq(jobEventStreamsTable.id, id));
}

/** Leases whose Worker died without closing them (the daily upkeep). */
export async function pruneExpiredJobEventStreams(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(jobEventStreamsTable)
    .where(lt(jobEventStreamsTable.expiresAt, now.toISOString()))
    .returning({ id: jobEventStreamsTable.id });
  return rows.length;
}
