import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The identity each address of SUPER_ADMIN_EMAILS is pinned to: the provider's (issuer, subject)
 * of its first sign-in where Google is authoritative for the address. Another subject presenting
 * the address later gets no platform rights (its sign-in is refused and audited).
 */
export const superAdminIdentitiesTable = sqliteTable("super_admin_identities", {
  email: text("email").primaryKey(),
  issuer: text("issuer").notNull(),
  subject: text("subject").notNull(),
  pinnedAt: text("pinned_at").notNull(),
});

export type SuperAdminIdentityRow = typeof superAdminIdentitiesTable.$inferSelect;
