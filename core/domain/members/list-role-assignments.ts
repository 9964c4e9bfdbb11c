import { and, desc, eq } from "drizzle-orm";
import { userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { RoleAssignment } from "@core/contract/members";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { memberOf } from "./member-queries";

/**
 * Every role held by a member of the admin's organization, newest assignment first: the
 * Roles & Permissions page counts members per role from it. Non-admins get 403.
 */
export async function listRoleAssignments(deps: { db: Db }, actor: Actor): Promise<RoleAssignment[]> {
  const { organizationId } = authorize(actor, "organization.manage");
  const { db } = deps;
  const r = userRolesTable;
  const p = userProfilesTable;
  return db
    .select({ user_id: r.userId, full_name: p.fullName, email: p.email, role: r.role, assigned_at: r.createdAt })
    .from(r)
    .innerJoin(p, eq(p.id, r.userId))
    .where(and(eq(r.organizationId, organizationId), memberOf(organizationId)))
    .orderBy(desc(r.createdAt), desc(r.id));
}
