import { and, eq } from "drizzle-orm";
import { organizationsTable, pendingApprovalsTable, type UserProfileRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Me } from "@core/contract/auth";
import { permissionsOf } from "@core/contract/permissions";
import { allows, type UserActor } from "../authorize";

/**
 * The signed-in user as the SPA sees them (GET /api/me): profile, organization (only for
 * active members), roles, admin flags and the organization a pending request is waiting on.
 * Any signed-in user may call it for themselves.
 */
export async function getMe(db: Db, actor: UserActor, profile: UserProfileRow): Promise<Me> {
  const [organization] = actor.organizationId
    ? await db
        .select({ id: organizationsTable.id, name: organizationsTable.name })
        .from(organizationsTable)
        .where(eq(organizationsTable.id, actor.organizationId))
        .limit(1)
    : [];
  const [pending] =
    profile.status === "pending_approval"
      ? await db
          .select({ organization_name: organizationsTable.name })
          .from(pendingApprovalsTable)
          .innerJoin(organizationsTable, eq(organizationsTable.id, pendingApprovalsTable.organizationId))
          .where(and(eq(pendingApprovalsTable.userId, profile.id), eq(pendingApprovalsTable.status, "pending")))
          .limit(1)
      : [];
  const roles = [...actor.roles, ...(actor.isSuperAdmin ? ["super_admin"] : [])];
  return {
    user: { id: profile.id, email: profile.email, full_name: profile.fullName, avatar_url: profile.avatarUrl },
    profile: { status: profile.status, organization_id: actor.organizationId },
    organization: organization ?? null,
    roles,
    is_org_admin: allows(actor, "organization.manage"),
    is_super_admin: allows(actor, "platform.manage"),
    permissions: permissionsOf(actor),
    pending_approval: pending ?? null,
  };
}
