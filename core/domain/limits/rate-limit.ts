import { and, asc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { rateLimitEventsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { insertWhere } from "@core/db/insert-where";
import { tooManyRequests } from "@core/lib/errors";

/** One rolling-window limit: at most `max` events per `windowMs`, counted per user or per organization. */
export interface WindowLimit {
  per: "user" | "organization";
  max: number;
  windowMs: number;
  /** What a 429 says when this limit is the one reached; `{wait}` becomes "3 minutes". */
  message: string;
}

/**
 * Takes one slot of every limit for an action, or refuses with 429 (Retry-After: when the oldest
 * event in the full window leaves it). Counting and inserting are one conditional INSERT (D1 runs
 * one statement at a time), so a parallel burst cannot pass the limit.
 */
export async function takeRateLimit(
  db: Db,
  input: { action: string; userId: string; organizationId: string | null; limits: WindowLimit[]; now: Date },
): Promise<void> {
  const t = rateLimitEventsTable;
  const scoped = (limit: WindowLimit): SQL | undefined =>
    limit.per === "user"
      ? and(eq(t.action, input.action), eq(t.userId, input.userId))
      : input.organizationId
        ? and(eq(t.action, input.action), eq(t.organizationId, input.organizationId))
        : undefined;
  const since = (limit: WindowLimit) => new Date(input.now.getTime() - limit.windowMs).toISOString();
  const applicable = input.limits.filter((l) => scoped(l) !== undefined);
  const room = applicable.map(
    (l) => sql`(SELECT count(*) FROM ${t} WHERE ${scoped(l)} AND ${t.createdAt} > ${since(l)}) < ${l.max}`,
  );
  const inserted = await insertWhere(
    db,
    t,
    {
      id: crypto.randomUUID(),
      action: input.action,
      userId: input.userId,
      organizationId: input.organizationId,
      createdAt: input.now.toISOString(),
    },
    room.length ? sql.join(room, sql` AND `) : sql`1`,
  ).returning({ id: t.id });
  if (inserted.length > 0) return;

  for (const limit of applicable) {
    const events = await db
      .select({ createdAt: t.createdAt })
      .from(t)
      .where(and(scoped(limit), gt(t.createdAt, since(limit))))
      .orderBy(asc(t.createdAt))
      .limit(limit.max);
    if (events.length < limit.max) continue;
    const frees = new Date(events[0]!.createdAt).getTime() + limit.windowMs;
    const seconds = Math.max(1, Math.ceil((frees - input.now.getTime()) / 1000));
    throw tooManyRequests(limit.message.replace("{wait}", waitWords(seconds)), seconds);
  }
  // Freed between the insert and the count: one more try decides.
  throw tooManyRequests(input.limits[0]!.message.replace("{wait}", "a moment"), 1);
}

function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Deletes events older than a day (no window is longer): the daily upkeep. */
export async function pruneRateLimitEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const t = rateLimitEventsTable;
  const deleted = await db.delete(t).where(lt(t.createdAt, cutoff)).returning({ id: t.id });
  return deleted.length;
}
