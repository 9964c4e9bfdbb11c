import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { ProfileStatus } from "@core/contract/enums";

/** A person who signed in. One organization each. */
export const userProfilesTable = sqliteTable(
  "user_profiles",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    organizationId: text("organization_id"),
    status: text("status", { enum: enumValues(ProfileStatus) }).notNull(),
    isSuspended: integer("is_suspended", { mode: "boolean" }).notNull().default(false),
    suspensionReason: text("suspension_reason"),
    /** Identity at the OpenID provider: issuer and subject. */
    authIssuer: text("auth_issuer").notNull(),
    authSubject: text("auth_subject").notNull(),
    lastLoginAt: text("last_login_at"),
    lastLoginIp: text("last_login_ip"),
    notes: text("notes"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("user_profiles_email_idx").on(t.email),
    uniqueIndex("user_profiles_identity_idx").on(t.authIssuer, t.authSubject),
    index("user_profiles_org_idx").on(t.organizationId),
    index("user_profiles_created_idx").on(t.createdAt, t.id),
  ],
);

export type UserProfileRow = typeof userProfilesTable.$inferSelect;
