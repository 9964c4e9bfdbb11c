import { and, desc, eq, type SQL } from "drizzle-orm";
import { organizationsTable, pendingApprovalsTable, userProfilesTable } from "../../db/schema";
import type { Db } from "../../db";
import type { MembershipRequest, MembershipRequestStatus } from "../../shared/auth";
import type { Actor } from "../actor";
import { requireAdmin } from "../users/authorization";

/** Columns of a membership request as the API shows it. */
export const membershipRequestColumns = {
  id: pendingApprovalsTable.id,
  user_id: pendingApprovalsTable.userId,
  email: userProfilesTable.email,
  full_name: userProfilesTable.fullName,
  organization_id: pendingApprovalsTable.organizationId,
  organization_name: organizationsTable.name,
  status: pendingApprovalsTable.status,
  requested_at: pendingApprovalsTable.requestedAt,
  decided_at: pendingApprovalsTable.decidedAt,
  decided_by: pendingApprovalsTable.decidedBy,
};

export function membershipRequestSelect(db: Db) {
  return db
    .select(membershipRequestColumns)
    .from(pendingApprovalsTable)
    .innerJoin(userProfilesTable, eq(userProfilesTable.id, pendingApprovalsTable.userId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, pendingApprovalsTable.organizationId));
}

/** At most this many requests per answer, newest first. */
const LIST_LIMIT = 500;

/**
 * Requests to join an organization, newest first. Org admins see their own organization's,
 * super admins everyone's; anyone else gets 403 (signed out: 401).
 */
export async function listMembershipRequests(
  db: Db,
  actor: Actor,
  filter: { status?: MembershipRequestStatus } = {},
): Promise<MembershipRequest[]> {
  const { organizations } = requireAdmin(actor);
  const conditions: SQL[] = [];
  if (organizations !== "all") conditions.push(eq(pendingApprovalsTable.organizationId, organizations));
  if (filter.status) conditions.push(eq(pendingApprovalsTable.status, filter.status));
  return membershipRequestSelect(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(pendingApprovalsTable.requestedAt), desc(pendingApprovalsTable.id))
    .limit(LIST_LIMIT);
}
