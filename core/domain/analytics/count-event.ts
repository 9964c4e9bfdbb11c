import { sql } from "drizzle-orm";
import { dailyCountersTable } from "@core/db/schema";
import type { Db } from "@core/db";

/** The counters of daily_counters. */
export type DailyCounter = "analysis.cache_hit";

/** Counts are written at most this often per isolate... */
export const FLUSH_MS = 30_000;
/** ...or once this many are waiting. */
export const FLUSH_AT = 100;

/** Counts of this isolate not written yet, by "day|name". */
const pending = new Map<string, number>();
let waiting = 0;
let lastFlush = 0;

/**
 * Notes one event (a cached answer) for today's counter. Counts gather in the isolate and are
 * written together, at most every 30 seconds or every 100 events, so a busy route pays for one
 * small write now and then instead of one per request. Returns the write to run after the
 * response (waitUntil), or null when nothing is due. An isolate that is evicted loses what it
 * had not written yet (at most 30 seconds of its counts): the figures are a rate, not a ledger.
 */
export function countEvent(db: Db, name: DailyCounter, now: Date): (() => Promise<void>) | null {
  const key = `${now.toISOString().slice(0, 10)}|${name}`;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  waiting++;
  const due = waiting >= FLUSH_AT || now.getTime() - lastFlush >= FLUSH_MS;
  return due ? () => flushCounts(db, now) : null;
}

/**
 * Writes this isolate's waiting counts: one UPSERT per day and counter, adding to the row
 * (atomic under concurrent isolates: D1 runs one statement at a time). The analytics read
 * calls it first, so its own isolate's counts are never behind.
 */
export async function flushCounts(db: Db, now: Date): Promise<void> {
  lastFlush = now.getTime();
  if (pending.size === 0) return;
  const batch = [...pending];
  pending.clear();
  waiting = 0;
  const t = dailyCountersTable;
  try {
    for (const [key, n] of batch) {
      const [day, name] = key.split("|") as [string, string];
      await db
        .insert(t)
        .values({ day, name, value: n })
        .onConflictDoUpdate({ target: [t.day, t.name], set: { value: sql`${t.value} + ${n}` } });
    }
  } catch (err) {
    // Put them back for the next flush rather than lose them.
    for (const [key, n] of batch) pending.set(key, (pending.get(key) ?? 0) + n);
    waiting += batch.reduce((sum, [, n]) => sum + n, 0);
    throw err;
  }
}
