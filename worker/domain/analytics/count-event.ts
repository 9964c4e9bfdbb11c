import { sql } from "drizzle-orm";
import { dailyCountersTable } from "../../db/schema";
import type { Db } from "../../db";

/** The counters of daily_counters. */
export type DailyCounter = "analysis.cache_hit";

/**
 * Adds one to today's counter: a single UPSERT, atomic under concurrent requests (D1 runs one
 * statement at a time), one row per day and counter. Called after the response is sent.
 */
export async function countEvent(db: Db, name: DailyCounter, now: Date): Promise<void> {
  await db
    .insert(dailyCountersTable)
    .values({ day: now.toISOString().slice(0, 10), name, value: 1 })
    .onConflictDoUpdate({ target: [dailyCountersTable.day, dailyCountersTable.name], set: { value: sql`${dailyCountersTable.value} + 1` } });
}
