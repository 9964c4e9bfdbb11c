import { asc, eq, sql } from "drizzle-orm";
import { userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { TeamMember } from "@core/contract/members";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { byRoleOrder, memberOf, toTeamMember, type RoleGrantRow } from "./member-queries";

/**
 * Everyone in the actor's organization (suspended members included, with their flag), by
 * name. Any active member may call it (`team.view`); others get 403.
 */
export async function listTeam(deps: { db: Db }, actor: Actor): Promise<TeamMember[]> {
  const { organizationId } = authorize(actor, "team.view");
  const { db } = deps;
  const [profiles, grants] = await Promise.all([
    db
      .select()
      .from(userProfilesTable)
      .where(memberOf(organizationId))
      .orderBy(
        sql`lower(coalesce(${userProfilesTable.fullName}, ${userProfilesTable.email}))`,
        asc(userProfilesTable.id),
      ),
    db
      .select({ userId: userRolesTable.userId, role: userRolesTable.role, createdAt: userRolesTable.createdAt })
      .from(userRolesTable)
      .where(eq(userRolesTable.organizationId, organizationId)),
  ]);
  const byUser = new Map<string, RoleGrantRow[]>();
  for (const g of grants) byUser.set(g.userId, [...(byUser.get(g.userId) ?? []), g]);
  return profiles.map((p) => toTeamMember(p, byRoleOrder(byUser.get(p.id) ?? [])));
}
