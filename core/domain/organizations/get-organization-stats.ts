import { and, count, eq, gte, sql } from "drizzle-orm";
import { auditLogsTable, organizationsTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import { RECENT_ACTIVITY_HOURS, type OrganizationStats } from "@core/contract/organization";
import type { Actor } from "../actor";
import { usedThisMonth } from "./get-organization";
import { authorize } from "../authorize";

/**
 * The admin dashboard's figures for the admin's organization: members (all, active and not
 * suspended, suspended), requests to join waiting for a decision, audit entries of the last
 * 24 hours, and analyses used this month against the limit. Non-admins: 403.
 */
export async function getOrganizationStats(deps: { db: Db; clock: Clock }, actor: Actor): Promise<OrganizationStats> {
  const { organizationId } = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const p = userProfilesTable;
  const since = new Date(now.getTime() - RECENT_ACTIVITY_HOURS * 3600_000).toISOString();
  const [[org], [members], [pending], [recent]] = await Promise.all([
    db.select().from(organizationsTable).where(eq(organizationsTable.id, organizationId)).limit(1),
    db
      .select({
        total: count(),
        active: sql<number>`coalesce(sum(CASE WHEN ${p.status} = 'active' AND ${p.isSuspended} = 0 THEN 1 ELSE 0 END), 0)`,
        suspended: sql<number>`coalesce(sum(CASE WHEN ${p.isSuspended} = 1 THEN 1 ELSE 0 END), 0)`,
      })
      .from(p)
      .where(eq(p.organizationId, organizationId)),
    db
      .select({ n: count() })
      .from(pendingApprovalsTable)
      .where(
        and(eq(pendingApprovalsTable.organizationId, organizationId), eq(pendingApprovalsTable.status, "pending")),
      ),
    db
      .select({ n: count() })
      .from(auditLogsTable)
      .where(and(eq(auditLogsTable.organizationId, organizationId), gte(auditLogsTable.createdAt, since))),
  ]);
  if (!org) throw notFound("No organization found");
  return {
    total_members: members?.total ?? 0,
    active_members: Number(members?.active ?? 0),
    suspended_members: Number(members?.suspended ?? 0),
    pending_approvals: pending?.n ?? 0,
    recent_activity: recent?.n ?? 0,
    assessments_used: usedThisMonth(org, now),
    monthly_limit: org.monthlyAssessmentLimit,
  };
}
