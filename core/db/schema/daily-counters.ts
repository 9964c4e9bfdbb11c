import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Counts of events the platform analytics need but no table records, one row per day and
 * counter (e.g. `analysis.cache_hit`: analyses answered from the cache). Incremented with one
 * UPSERT per event, after the response is sent; read by GET /api/platform/analytics.
 */
export const dailyCountersTable = sqliteTable(
  "daily_counters",
  {
    /** The day (YYYY-MM-DD, UTC). */
    day: text("day").notNull(),
    name: text("name").notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

export type DailyCounterRow = typeof dailyCountersTable.$inferSelect;
