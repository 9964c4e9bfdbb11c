import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ROLES } from "@core/contract/permissions";

/** Organization roles; a user may hold several. */
export const userRolesTable = sqliteTable(
  "user_roles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    organizationId: text("organization_id").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("user_roles_user_org_role_idx").on(t.userId, t.organizationId, t.role),
    index("user_roles_org_idx").on(t.organizationId),
  ],
);

export type UserRoleRow = typeof userRolesTable.$inferSelect;
