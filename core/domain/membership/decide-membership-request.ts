import { and, eq, sql } from "drizzle-orm";
import { organizationEventStatementIf } from "../events/organization-event";
import { pendingApprovalsTable, userProfilesTable, userRolesTable, userSessionsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { EmailSender } from "@core/email/email-sender";
import { membershipApprovedEmail, membershipRejectedEmail } from "@core/email/messages";
import type { Clock } from "@core/lib/clock";
import { conflict, notFound } from "@core/lib/errors";
import type { MembershipRequest } from "@core/contract/auth";
import type { Actor } from "../actor";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { authorizeInScope, organizationScope } from "../authorize";
import { membershipRequestSelect } from "./list-membership-requests";

const NOT_FOUND = "Membership request not found";

export interface DecideMembershipDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  appOrigin: string;
}

/**
 * Approves or rejects a pending request to join an organization.
 * Who may call: those who manage the request's organization (its admins), or a super admin
 * (platform). Other signed-in users get 403; an admin of another organization gets 404 (ids
 * of other organizations' requests are not confirmed); a request no longer pending gets 409.
 * Approving makes the user an active member with role `member`; rejecting marks the user
 * rejected and revokes their sessions. Either way an audit entry is written and the user is
 * told by e-mail. The decision and its effects are one atomic db.batch; the effects are
 * guarded on this very decision, so two admins deciding at once cannot both apply theirs.
 */
export async function decideMembershipRequest(
  deps: DecideMembershipDeps,
  actor: Actor,
  input: { requestId: string; approve: boolean },
): Promise<MembershipRequest> {
  const scope = organizationScope(actor, "organization.manage");
  const { user } = scope;
  const { db } = deps;
  const now = deps.clock();
  const pa = pendingApprovalsTable;
  const [request] = await membershipRequestSelect(db).where(eq(pa.id, input.requestId)).limit(1);
  if (!request) throw notFound(NOT_FOUND);
  authorizeInScope(scope, "organization.manage", { organizationId: request.organization_id }, NOT_FOUND);
  if (request.status !== "pending") throw conflict(`This request was already ${request.status}.`);

  const status = input.approve ? "approved" : "rejected";
  const decidedAt = now.toISOString();
  // True only if the first statement of the batch recorded *this* decision.
  const ours = sql`EXISTS (SELECT 1 FROM ${pa} WHERE ${pa.id} = ${request.id} AND ${pa.status} = ${status}
    AND ${pa.decidedBy} = ${user.userId} AND ${pa.decidedAt} = ${decidedAt})`;
  const profiles = userProfilesTable;
  const pendingProfile = and(eq(profiles.id, request.user_id), eq(profiles.status, "pending_approval"), ours);

  const [decided] = await db.batch([
    db
      .update(pa)
      .set({ status, decidedAt, decidedBy: user.userId })
      .where(and(eq(pa.id, request.id), eq(pa.status, "pending")))
      .returning({ id: pa.id }),
    input.approve
      ? db
          .update(profiles)
          .set({ status: "active", organizationId: request.organization_id, updatedAt: decidedAt })
          .where(pendingProfile)
      : db.update(profiles).set({ status: "rejected", updatedAt: decidedAt }).where(pendingProfile),
    input.approve
      ? db
          .insert(userRolesTable)
          .select(
            sql`SELECT ${crypto.randomUUID()}, ${request.user_id}, ${request.organization_id}, 'member', ${decidedAt} WHERE ${ours}`,
          )
          .onConflictDoNothing()
      : db
          .update(userSessionsTable)
          .set({ isActive: false })
          .where(and(eq(userSessionsTable.userId, request.user_id), ours)),
    ...(input.approve
      ? [
          organizationEventStatementIf(
            db,
            {
              type: "member.joined",
              data: { organization_id: request.organization_id, member_id: request.user_id, link: "/dashboard/team" },
            },
            now,
            ours,
          ),
        ]
      : []),
    auditEventQueryIf(
      db,
      {
        action: input.approve ? "MEMBERSHIP_APPROVED" : "MEMBERSHIP_REJECTED",
        resourceType: "membership_request",
        resourceId: request.id,
        userId: user.userId,
        organizationId: request.organization_id,
        details: { member_id: request.user_id, email: request.email, role: input.approve ? "member" : undefined },
      },
      now,
      ours,
    ),
  ]);
  if (decided.length === 0) throw conflict("This request was decided by someone else just now.");

  // The decision stands whatever happens to the e-mail; a failure to even queue it is logged.
  await deps.email
    .send(
      input.approve
        ? membershipApprovedEmail({
            to: request.email,
            name: request.full_name,
            organizationName: request.organization_name,
            appOrigin: deps.appOrigin,
          })
        : membershipRejectedEmail({
            to: request.email,
            name: request.full_name,
            organizationName: request.organization_name,
          }),
    )
    .catch((err: unknown) =>
      console.error(
        JSON.stringify({
          level: "error",
          msg: "could not queue the decision e-mail",
          requestId: request.id,
          error: String(err),
        }),
      ),
    );
  return { ...request, status, decided_at: decidedAt, decided_by: user.userId };
}
