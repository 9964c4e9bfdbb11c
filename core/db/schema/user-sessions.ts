import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Sign-in sessions. The cookie holds `<id>.<secret>`; only the SHA-256 of the secret is
 * stored, so a database leak does not leak usable sessions.
 */
export const userSessionsTable = sqliteTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    ipAddress: text("ip_address"),
    location: text("location"),
    userAgent: text("user_agent"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

export type UserSessionRow = typeof userSessionsTable.$inferSelect;
