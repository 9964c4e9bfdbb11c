import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { organizationEventStatementIf } from "../events/organization-event";
import {
  pendingApprovalsTable,
  userNotificationsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { EmailSender } from "@core/email/email-sender";
import { membershipApprovedEmail, membershipRejectedEmail } from "@core/email/messages";
import type { Clock } from "@core/lib/clock";
import { conflict, notFound } from "@core/lib/errors";
import type { MembershipRequest } from "@core/contract/auth";
import type { Actor } from "../actor";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { authorizeInScope, organizationScope } from "../authorize";
import { isSuperAdminProfile } from "../users/super-admins";
import { membershipRequestSelect } from "./list-membership-requests";
import { membershipRequestLink } from "../notifications/notification-texts";

const NOT_FOUND = "Membership request not found";

export interface DecideMembershipDeps {
  db: Db;
  clock: Clock;
  email: EmailSender;
  appOrigin: string;
  /** SUPER_ADMIN_EMAILS: a rejected platform super admin keeps their sessions (platform rights are not the organization's). */
  superAdminEmails?: string;
}

/**
 * Approves or rejects a pending request to join an organization.
 * Who may call: those who manage the request's organization (its admins), or a super admin
 * (platform). Other signed-in users get 403; an admin of another organization gets 404 (ids
 * of other organizations' requests are not confirmed); a request no longer pending gets 409,
 * except that a super admin may approve a rejected request: that lifts the refusal.
 * Approving makes the user an active member with role `member`. Rejecting closes this request
 * only: the person has no organization and their sessions end, but they may ask again by
 * signing in (admins see the earlier rejections); a platform super admin keeps their sessions
 * and platform rights. Either way an audit entry is written and the user is told by e-mail. The
 * decision and its effects are one atomic db.batch; the effects are guarded on this very
 * decision, so two admins deciding at once cannot both apply theirs.
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
  const lifting = request.status === "rejected" && input.approve && scope.organizations === "all";
  if (request.status !== "pending" && !lifting) {
    throw conflict(
      request.status === "rejected"
        ? "This request was already rejected. The person can ask again by signing in; a platform administrator can lift the refusal."
        : `This request was already ${request.status}.`,
    );
  }

  const status = input.approve ? "approved" : "rejected";
  const decidedAt = now.toISOString();
  // True only if the first statement of the batch recorded *this* decision.
  const ours = sql`EXISTS (SELECT 1 FROM ${pa} WHERE ${pa.id} = ${request.id} AND ${pa.status} = ${status}
    AND ${pa.decidedBy} = ${user.userId} AND ${pa.decidedAt} = ${decidedAt})`;
  const profiles = userProfilesTable;
  // A lifted refusal applies only while the person has joined no organization since.
  const waitingProfile = and(
    eq(profiles.id, request.user_id),
    lifting
      ? and(isNull(profiles.organizationId), inArray(profiles.status, ["rejected", "pending_approval"]))
      : undefined,
    lifting ? undefined : eq(profiles.status, "pending_approval"),
    ours,
  );
  const [target] = await db.select().from(profiles).where(eq(profiles.id, request.user_id)).limit(1);
  if (lifting && target?.organizationId) {
    throw conflict("This person has joined another organization since, so they cannot be added to this one.");
  }
  const keepSessions = !!target && (await isSuperAdminProfile(db, target, deps.superAdminEmails));

  const [decided] = await db.batch([
    db
      .update(pa)
      .set({ status, decidedAt, decidedBy: user.userId })
      .where(
        and(
          eq(pa.id, request.id),
          eq(pa.status, lifting ? "rejected" : "pending"),
          lifting
            ? sql`EXISTS (SELECT 1 FROM ${profiles} WHERE ${profiles.id} = ${request.user_id} AND ${profiles.organizationId} IS NULL)`
            : undefined,
        ),
      )
      .returning({ id: pa.id }),
    input.approve
      ? db
          .update(profiles)
          .set({ status: "active", organizationId: request.organization_id, updatedAt: decidedAt })
          .where(waitingProfile)
      : db.update(profiles).set({ status: "rejected", updatedAt: decidedAt }).where(waitingProfile),
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
          .where(and(eq(userSessionsTable.userId, request.user_id), ours, keepSessions ? sql`0` : undefined)),
    // The person asked again meanwhile: lifting the refusal answers that request too.
    db
      .update(pa)
      .set({ status: "approved", decidedAt, decidedBy: user.userId })
      .where(
        and(
          eq(pa.userId, request.user_id),
          eq(pa.organizationId, request.organization_id),
          eq(pa.status, "pending"),
          lifting ? ours : sql`0`,
        ),
      ),
    ...announcements(db, request, input.approve, ours, now),
    auditEventQueryIf(
      db,
      {
        action: lifting ? "MEMBERSHIP_REFUSAL_LIFTED" : input.approve ? "MEMBERSHIP_APPROVED" : "MEMBERSHIP_REJECTED",
        resourceType: "membership_request",
        resourceId: request.id,
        userId: user.userId,
        organizationId: request.organization_id,
        severity: lifting ? "warning" : "info",
        details: {
          member_id: request.user_id,
          email: request.email,
          role: input.approve ? "member" : undefined,
          earlier_rejections: request.earlier_rejections || undefined,
          by: lifting ? "platform" : undefined,
        },
      },
      now,
      ours,
    ),
  ]);
  if (decided.length === 0) throw conflict("This request was decided by someone else just now.");

  await sendDecisionEmail(deps, request, input.approve);
  return { ...request, status, decided_at: decidedAt, decided_by: user.userId };
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof membershipRequestSelect>["limit"]>>[number];

/**
 * What a decision tells others, each only if this decision was written (`ours`): the admins'
 * "someone asks to join" notifications are answered (read for everyone), and an approval is the
 * organization's event member.joined.
 */
function announcements(db: Db, request: RequestRow, approve: boolean, ours: SQL, now: Date) {
  return [
    db
      .update(userNotificationsTable)
      .set({ read: true })
      .where(
        and(
          eq(userNotificationsTable.organizationId, request.organization_id),
          eq(userNotificationsTable.type, "membership_requested"),
          eq(userNotificationsTable.link, membershipRequestLink(request.email)),
          ours,
        ),
      ),
    ...(approve
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
  ];
}

/** The person is told by e-mail. The decision stands whatever happens to it; a failure to even queue it is logged. */
async function sendDecisionEmail(deps: DecideMembershipDeps, request: RequestRow, approve: boolean) {
  await deps.email
    .send(
      approve
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
}
