import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { userProfilesTable, userRolesTable, type UserProfileRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { ROLES, rolesWith, type Role } from "@core/contract/permissions";
import type { MemberDetail, MemberSummary, TeamMember } from "@core/contract/members";

/** Members of an organization: profiles that belong to it (suspended ones included). */
export function memberOf(organizationId: string): SQL {
  return eq(userProfilesTable.organizationId, organizationId);
}

export interface RoleGrantRow {
  role: string;
  createdAt: string;
}

/** Sorts roles in the policy's order (admin first). */
export function byRoleOrder<T extends { role: string }>(grants: T[]): T[] {
  const rank = (r: string) => {
    const i = (ROLES as readonly string[]).indexOf(r);
    return i === -1 ? ROLES.length : i;
  };
  return [...grants].sort((a, b) => rank(a.role) - rank(b.role));
}

/** The roles each of these users holds in the organization (the IN list is chunked: D1 binds at most 100 values). */
export async function rolesOf(db: Db, organizationId: string, userIds: string[]): Promise<Map<string, RoleGrantRow[]>> {
  const map = new Map<string, RoleGrantRow[]>();
  for (let i = 0; i < userIds.length; i += 90) {
    const chunk = userIds.slice(i, i + 90);
    const rows = await db
      .select({ userId: userRolesTable.userId, role: userRolesTable.role, createdAt: userRolesTable.createdAt })
      .from(userRolesTable)
      .where(and(eq(userRolesTable.organizationId, organizationId), inArray(userRolesTable.userId, chunk)));
    for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
  }
  for (const [id, grants] of map) map.set(id, byRoleOrder(grants));
  return map;
}

export function toTeamMember(profile: UserProfileRow, grants: RoleGrantRow[] = []): TeamMember {
  return {
    id: profile.id,
    full_name: profile.fullName,
    email: profile.email,
    roles: grants.map((g) => g.role),
    status: profile.status,
    is_suspended: profile.isSuspended,
    last_login_at: profile.lastLoginAt,
  };
}

export function toMemberSummary(profile: UserProfileRow, grants: RoleGrantRow[] = []): MemberSummary {
  return { ...toTeamMember(profile, grants), created_at: profile.createdAt };
}

export function toMemberDetail(profile: UserProfileRow, grants: RoleGrantRow[] = []): MemberDetail {
  return {
    ...toMemberSummary(profile, grants),
    avatar_url: profile.avatarUrl,
    suspension_reason: profile.suspensionReason,
    last_login_ip: profile.lastLoginIp,
    role_assignments: grants.map((g) => ({ role: g.role, assigned_at: g.createdAt })),
  };
}

/** One member of the organization, or undefined when the id is not one of its members. */
export async function findMember(db: Db, organizationId: string, userId: string): Promise<UserProfileRow | undefined> {
  const [profile] = await db
    .select()
    .from(userProfilesTable)
    .where(and(eq(userProfilesTable.id, userId), memberOf(organizationId)))
    .limit(1);
  return profile;
}

/**
 * The roles that manage an organization (the policy's `organization.manage`: admin). "An
 * organization keeps at least one active admin" means at least one active, unsuspended member
 * holding one of these.
 */
export const MANAGER_ROLES: readonly Role[] = rolesWith("organization.manage");

export function isManagerRole(role: string): boolean {
  return (MANAGER_ROLES as readonly string[]).includes(role);
}

/**
 * True (when the statement runs) if the organization has an active, unsuspended admin other
 * than `exceptUserId`. Used both to refuse a change up front and as the guard of the change's
 * own statements, so two admins demoting each other at once cannot leave nobody in charge.
 */
export function anotherActiveAdmin(organizationId: string, exceptUserId: string): SQL {
  const r = userRolesTable;
  const p = userProfilesTable;
  return sql`EXISTS (SELECT 1 FROM ${r} INNER JOIN ${p} ON ${p.id} = ${r.userId}
    WHERE ${r.organizationId} = ${organizationId} AND ${inArray(r.role, [...MANAGER_ROLES])} AND ${r.userId} <> ${exceptUserId}
      AND ${p.organizationId} = ${organizationId} AND ${p.status} = 'active' AND ${p.isSuspended} = 0)`;
}

export async function hasAnotherActiveAdmin(db: Db, organizationId: string, exceptUserId: string): Promise<boolean> {
  const r = userRolesTable;
  const p = userProfilesTable;
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .innerJoin(p, eq(p.id, r.userId))
    .where(
      and(
        eq(r.organizationId, organizationId),
        inArray(r.role, [...MANAGER_ROLES]),
        ne(r.userId, exceptUserId),
        eq(p.organizationId, organizationId),
        eq(p.status, "active"),
        eq(p.isSuspended, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export const LAST_ADMIN_MESSAGE =
  "An organization must keep at least one active administrator. Give another member the admin role first.";
