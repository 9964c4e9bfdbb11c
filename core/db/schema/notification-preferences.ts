import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A user's notification switches (Settings -> Notifications). No row means the defaults:
 * everything on except the weekly digest.
 */
export const notificationPreferencesTable = sqliteTable("notification_preferences", {
  userId: text("user_id").primaryKey(),
  assessmentCompleted: integer("assessment_completed", { mode: "boolean" }).notNull().default(true),
  approvalRequests: integer("approval_requests", { mode: "boolean" }).notNull().default(true),
  commentsAndMentions: integer("comments_and_mentions", { mode: "boolean" }).notNull().default(true),
  weeklyDigest: integer("weekly_digest", { mode: "boolean" }).notNull().default(false),
  vendorChanges: integer("vendor_changes", { mode: "boolean" }).notNull().default(true),
  updatedAt: text("updated_at").notNull(),
});

export type NotificationPreferencesRow = typeof notificationPreferencesTable.$inferSelect;
