import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per action that a rolling-window limit counts (a PDF export, a comment): counted and
 * inserted in one conditional statement, so a burst cannot pass the limit. Rows older than a day
 * are deleted by the daily upkeep.
 */
export const rateLimitEventsTable = sqliteTable(
  "rate_limit_events",
  {
    id: text("id").primaryKey(),
    /** What was done, e.g. `pdf_export`, `comment`. */
    action: text("action").notNull(),
    userId: text("user_id").notNull(),
    organizationId: text("organization_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("rate_limit_events_user_idx").on(t.action, t.userId, t.createdAt),
    index("rate_limit_events_org_idx").on(t.action, t.organizationId, t.createdAt),
    index("rate_limit_events_created_idx").on(t.createdAt),
  ],
);

export type RateLimitEventRow = typeof rateLimitEventsTable.$inferSelect;
