import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { NotificationType } from "@core/contract/enums";

/** In-app notifications (the bell). */
export const userNotificationsTable = sqliteTable(
  "user_notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    organizationId: text("organization_id"),
    type: text("type", { enum: enumValues(NotificationType) }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    link: text("link"),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("user_notifications_user_created_idx").on(t.userId, t.createdAt),
    // The bell's unread count, and "Mark all read".
    index("user_notifications_user_read_idx").on(t.userId, t.read),
  ],
);

export type UserNotificationRow = typeof userNotificationsTable.$inferSelect;
