import { and, eq, sql, type SQL } from "drizzle-orm";
import { organizationsTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { MembershipRequest, MembershipRequestQuery } from "@core/contract/auth";
import type { ListPage } from "@core/contract/list";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

const pa = pendingApprovalsTable;

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
  // Earlier requests of the same person to the same organization that were rejected: admins see them.
  earlier_rejections:
    sql<number>`(SELECT count(*) FROM pending_approvals earlier WHERE earlier.user_id = ${pa.userId} AND earlier.organization_id = ${pa.organizationId} AND earlier.status = 'rejected' AND earlier.id <> ${pa.id})`.mapWith(
      Number,
    ),
  last_rejected_at: sql<
    string | null
  >`(SELECT max(earlier.decided_at) FROM pending_approvals earlier WHERE earlier.user_id = ${pa.userId} AND earlier.organization_id = ${pa.organizationId} AND earlier.status = 'rejected' AND earlier.id <> ${pa.id})`,
};

export function membershipRequestSelect(db: Db) {
  return db
    .select(membershipRequestColumns)
    .from(pendingApprovalsTable)
    .innerJoin(userProfilesTable, eq(userProfilesTable.id, pendingApprovalsTable.userId))
    .innerJoin(organizationsTable, eq(organizationsTable.id, pendingApprovalsTable.organizationId));
}

/** The list's order: newest request first, the id breaking ties (requested_at is its time column). */
const cursorColumns = { createdAt: pendingApprovalsTable.requestedAt, id: pendingApprovalsTable.id };

/**
 * Requests to join an organization, one page at a time, newest first (the list convention:
 * `?q=&limit=&cursor=` → `{ items, next_cursor }`). `q` matches the requester's name or
 * e-mail address; `status` keeps one status.
 * Who may call, by scope: `organization` (the organization's screens), those who manage an
 * organization, for its requests only, whoever they are (a super admin's own organization panel
 * shows their organization's); `platform` (the super admin's screens), super admins, for every
 * organization's. Others: 403; signed out: 401.
 */
export async function listMembershipRequests(
  deps: { db: Db },
  actor: Actor,
  query: MembershipRequestQuery,
  scope: "organization" | "platform" = "organization",
): Promise<ListPage<MembershipRequest>> {
  const organization = scope === "platform" ? null : authorize(actor, "organization.manage").organizationId;
  if (scope === "platform") authorize(actor, "platform.manage");
  const conditions: (SQL | undefined)[] = [
    organization === null ? undefined : eq(pendingApprovalsTable.organizationId, organization),
    query.status ? eq(pendingApprovalsTable.status, query.status) : undefined,
    textMatch(query.q, userProfilesTable.fullName, userProfilesTable.email),
    cursorWhere(cursorColumns, query.cursor),
  ];
  const rows = await membershipRequestSelect(deps.db)
    .where(and(...conditions))
    .orderBy(...cursorOrder(cursorColumns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.requested_at, id: r.id }));
}
