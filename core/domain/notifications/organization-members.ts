import { and, eq } from "drizzle-orm";
import { notificationPreferencesTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { nameOrEmail } from "@core/contract/names";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@core/contract/notifications";
import { can, type Action, type PolicyActor, type PolicyResource } from "@core/contract/permissions";

/** An active member of an organization as notifications see them: who, their roles and their switches. */
export interface OrgMember {
  userId: string;
  email: string;
  /** Full name, else e-mail address. */
  name: string;
  roles: string[];
  preferences: NotificationPreferences;
}

/**
 * The organization's active, non-suspended members (those the policy counts as members), with
 * their roles and notification switches (defaults when they saved none).
 */
export async function organizationMembers(db: Db, organizationId: string): Promise<OrgMember[]> {
  const p = userProfilesTable;
  const n = notificationPreferencesTable;
  const r = userRolesTable;
  const [profiles, grants] = await Promise.all([
    db
      .select({
        userId: p.id,
        email: p.email,
        fullName: p.fullName,
        assessmentCompleted: n.assessmentCompleted,
        approvalRequests: n.approvalRequests,
        commentsAndMentions: n.commentsAndMentions,
        weeklyDigest: n.weeklyDigest,
        vendorChanges: n.vendorChanges,
      })
      .from(p)
      .leftJoin(n, eq(n.userId, p.id))
      .where(and(eq(p.organizationId, organizationId), eq(p.status, "active"), eq(p.isSuspended, false))),
    db.select({ userId: r.userId, role: r.role }).from(r).where(eq(r.organizationId, organizationId)),
  ]);
  const rolesOf = new Map<string, string[]>();
  for (const g of grants) rolesOf.set(g.userId, [...(rolesOf.get(g.userId) ?? []), g.role]);
  return profiles.map((row) => ({
    userId: row.userId,
    email: row.email,
    name: nameOrEmail(row.fullName, row.email),
    roles: rolesOf.get(row.userId) ?? [],
    preferences: {
      assessment_completed: row.assessmentCompleted ?? DEFAULT_NOTIFICATION_PREFERENCES.assessment_completed,
      approval_requests: row.approvalRequests ?? DEFAULT_NOTIFICATION_PREFERENCES.approval_requests,
      comments_and_mentions: row.commentsAndMentions ?? DEFAULT_NOTIFICATION_PREFERENCES.comments_and_mentions,
      weekly_digest: row.weeklyDigest ?? DEFAULT_NOTIFICATION_PREFERENCES.weekly_digest,
      vendor_changes: row.vendorChanges ?? DEFAULT_NOTIFICATION_PREFERENCES.vendor_changes,
    },
  }));
}

/** A member as the permission policy sees them. */
export function memberAsActor(member: OrgMember, organizationId: string): PolicyActor {
  return { userId: member.userId, organizationId, roles: member.roles, isSuperAdmin: false };
}

/** The members the policy allows `action` (on `resource` when given). */
export function membersWho(
  members: OrgMember[],
  organizationId: string,
  action: Action,
  resource?: PolicyResource,
): OrgMember[] {
  return members.filter((m) => can(memberAsActor(m, organizationId), action, resource));
}
