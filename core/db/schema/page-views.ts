import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Landing page views. */
export const pageViewsTable = sqliteTable(
  "page_views",
  {
    id: text("id").primaryKey(),
    variant: text("variant"),
    url: text("url").notNull(),
    referrer: text("referrer"),
    userAgent: text("user_agent"),
    sessionId: text("session_id"),
    userId: text("user_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("page_views_created_idx").on(t.createdAt)],
);

export type PageViewRow = typeof pageViewsTable.$inferSelect;
