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
    /** When the user signed in (the session's start): admin actions need a recent one. */
    createdAt: text("created_at").notNull(),
    /** The idle deadline: moved ahead while the session is used, never past the absolute lifetime. */
    expiresAt: text("expires_at").notNull(),
    /**
     * The Workspace domain (Google's `hd`) that managed the account at this sign-in, or null: the
     * proof an admin gives for their organization's domain.
     */
    hostedDomain: text("hosted_domain"),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

export type UserSessionRow = typeof userSessionsTable.$inferSelect;
