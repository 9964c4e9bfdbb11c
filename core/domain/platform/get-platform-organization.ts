import { and, desc, eq, inArray } from "drizzle-orm";
import {
  organizationsTable,
  organizationUsageTable,
  userProfilesTable,
  userRolesTable,
  type OrganizationRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { monthOf, type Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import {
  ORGANIZATION_MEMBERS_SHOWN,
  RECENT_USAGE_SHOWN,
  type OrganizationDetail,
  type OrganizationMember,
  type PlatformOrganizationDetail,
} from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { memberCount } from "./list-platform-organizations";

export const ORGANIZATION_NOT_FOUND = "Organization not found";

/**
 * One organization as the super admin sees it: billing e-mail, tier, subscription status,
 * monthly limit and this month's usage, trial end, member count; its first members with their
 * roles, and its latest usage metrics. 404 'Organization not found'.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function getPlatformOrganization(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  id: string,
): Promise<PlatformOrganizationDetail> {
  authorize(actor, "platform.manage");
  const { db } = deps;
  const organization = await organizationDetail(db, id, deps.clock());
  const u = userProfilesTable;
  const [members, usage] = await db.batch([
    db
      .select({
        id: u.id,
        email: u.email,
        full_name: u.fullName,
        status: u.status,
        is_suspended: u.isSuspended,
        last_login_at: u.lastLoginAt,
        created_at: u.createdAt,
      })
      .from(u)
      .where(eq(u.organizationId, id))
      .orderBy(desc(u.createdAt), desc(u.id))
      .limit(ORGANIZATION_MEMBERS_SHOWN),
    db
      .select()
      .from(organizationUsageTable)
      .where(eq(organizationUsageTable.organizationId, id))
      .orderBy(desc(organizationUsageTable.recordedAt), desc(organizationUsageTable.id))
      .limit(RECENT_USAGE_SHOWN),
  ]);
  return {
    organization,
    members: await withRoles(db, id, members),
    recent_usage: usage.map((r) => ({
      id: r.id,
      metric_name: r.metricName,
      metric_value: r.metricValue,
      period: r.period,
      period_start: r.periodStart,
      recorded_at: r.recordedAt,
    })),
  };
}

/** The organization's fields as the API shows them; 404 when there is none. */
export async function organizationDetail(db: Db, id: string, now: Date): Promise<OrganizationDetail> {
  const [row] = await db
    .select({ org: organizationsTable, members: memberCount })
    .from(organizationsTable)
    .where(eq(organizationsTable.id, id))
    .limit(1);
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return toOrganizationDetail(row.org, Number(row.members), now);
}

export function toOrganizationDetail(org: OrganizationRow, members: number, now: Date): OrganizationDetail {
  return {
    id: org.id,
    name: org.name,
    domain: org.domain,
    billing_email: org.billingEmail,
    status: org.status,
    subscription_tier: org.subscriptionTier,
    subscription_status: org.subscriptionStatus,
    monthly_assessment_limit: org.monthlyAssessmentLimit,
    // The counter belongs to the month in usage_period; in a new month nothing is used yet.
    assessments_used_this_month: org.usagePeriod === monthOf(now) ? org.assessmentsUsedThisMonth : 0,
    trial_ends_at: org.trialEndsAt,
    is_personal: org.isPersonal,
    member_count: members,
    created_at: org.createdAt,
    updated_at: org.updatedAt,
  };
}

async function withRoles(
  db: Db,
  organizationId: string,
  members: Omit<OrganizationMember, "roles">[],
): Promise<OrganizationMember[]> {
  if (members.length === 0) return [];
  const roles = await db
    .select({ userId: userRolesTable.userId, role: userRolesTable.role })
    .from(userRolesTable)
    .where(
      and(
        eq(userRolesTable.organizationId, organizationId),
        inArray(
          userRolesTable.userId,
          members.map((m) => m.id),
        ),
      ),
    );
  return members.map((m) => ({
    ...m,
    roles: roles
      .filter((r) => r.userId === m.id)
      .map((r) => r.role)
      .sort(),
  }));
}
