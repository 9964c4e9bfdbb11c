import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A vendor some organization watches, shared by all of them (keyed like the analysis cache):
 * it is crawled once per period whoever watches it. `interval_seconds` is the shortest frequency
 * among the assessments watching it (null when none does); the cron trigger checks the vendors
 * whose `next_check_at` has passed and that have no check on its way (`active_check_id`).
 */
export const monitoredVendorsTable = sqliteTable(
  "monitored_vendors",
  {
    vendorKey: text("vendor_key").primaryKey(),
    /** The address crawled: the first watching assessment's. */
    url: text("url").notNull(),
    intervalSeconds: integer("interval_seconds"),
    nextCheckAt: text("next_check_at"),
    /** When the latest check finished (completed or failed), and which. */
    lastCheckedAt: text("last_checked_at"),
    lastCheckId: text("last_check_id"),
    /** The check pending or processing now; cleared when it finishes. */
    activeCheckId: text("active_check_id"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("monitored_vendors_due_idx").on(t.nextCheckAt)],
);

export type MonitoredVendorRow = typeof monitoredVendorsTable.$inferSelect;
