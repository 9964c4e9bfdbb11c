import { real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Usage metrics per organization, recorded by the daily scheduled job:
 * one row per organization, metric, period and day, so a retried run writes nothing twice.
 */
export const organizationUsageTable = sqliteTable(
  "organization_usage",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    metricName: text("metric_name").notNull(),
    metricValue: real("metric_value").notNull(),
    /** "daily" (the job's), or another period name. */
    period: text("period").notNull(),
    /** The day (YYYY-MM-DD, UTC) the value is for. */
    periodStart: text("period_start").notNull(),
    recordedAt: text("recorded_at").notNull(),
  },
  (t) => [uniqueIndex("organization_usage_unique_idx").on(t.organizationId, t.metricName, t.period, t.periodStart)],
);

export type OrganizationUsageRow = typeof organizationUsageTable.$inferSelect;
