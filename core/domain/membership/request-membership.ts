import { and, eq, inArray } from "drizzle-orm";
import { pendingApprovalsTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { EmailSender } from "@core/email/email-sender";
import { membershipRequestedEmail } from "@core/email/messages";
import { rolesWith } from "@core/contract/permissions";
import type { Statement } from "@core/db/batch";
import { auditEventQuery } from "../audit/record-audit-event";
import { notificationStatements } from "../notifications/notification-statements";
import { membershipRequestedDraft, membershipRequestLink } from "../notifications/notification-texts";
import { membersWho, organizationMembers } from "../notifications/organization-members";

/**
 * The writes that ask for a user to join an organization: a pending request, its audit entry,
 * and a notification in the app (the bell) for each of its admins, with a link to the request.
 * Run by user setup on sign-in, inside its db.batch, when the user's e-mail domain belongs to an
 * existing organization. A user has at most one pending request (setup checks). The e-mail to
 * the admins goes with notifyAdminsOfRequest, once the request is written.
 */
export async function requestMembershipStatements(
  db: Db,
  input: {
    requestId: string;
    userId: string;
    organizationId: string;
    organizationName: string;
    email: string;
    name: string | null;
    now: Date;
  },
): Promise<Statement[]> {
  const admins = membersWho(
    await organizationMembers(db, input.organizationId),
    input.organizationId,
    "organization.manage",
  );
  const draft = membershipRequestedDraft({
    requesterEmail: input.email,
    requesterName: input.name,
    organizationName: input.organizationName,
  });
  return [
    db.insert(pendingApprovalsTable).values({
      id: input.requestId,
      userId: input.userId,
      organizationId: input.organizationId,
      status: "pending",
      requestedAt: input.now.toISOString(),
    }),
    auditEventQuery(
      db,
      {
        action: "MEMBERSHIP_REQUESTED",
        resourceType: "membership_request",
        resourceId: input.requestId,
        userId: input.userId,
        organizationId: input.organizationId,
        details: { email: input.email },
      },
      input.now,
    ),
    ...notificationStatements(db, {
      organizationId: input.organizationId,
      recipients: admins,
      draft,
      now: input.now,
      inAppOnly: true,
    }),
  ];
}

/**
 * Tells the active members who manage the organization (the roles the policy gives
 * `organization.manage`: its admins) that someone asks to join. Best effort: the outbox keeps every message.
 */
export async function notifyAdminsOfRequest(
  deps: { db: Db; email: EmailSender; appOrigin: string },
  input: { organizationId: string; organizationName: string; requesterEmail: string; requesterName: string | null },
): Promise<void> {
  const admins = await deps.db
    .selectDistinct({ email: userProfilesTable.email })
    .from(userRolesTable)
    .innerJoin(userProfilesTable, eq(userProfilesTable.id, userRolesTable.userId))
    .where(
      and(
        eq(userRolesTable.organizationId, input.organizationId),
        inArray(userRolesTable.role, rolesWith("organization.manage")),
        eq(userProfilesTable.organizationId, input.organizationId),
        eq(userProfilesTable.status, "active"),
        eq(userProfilesTable.isSuspended, false),
      ),
    );
  for (const admin of admins) {
    await deps.email.send(
      membershipRequestedEmail({
        to: admin.email,
        requesterEmail: input.requesterEmail,
        requesterName: input.requesterName,
        organizationName: input.organizationName,
        link: `${deps.appOrigin}${membershipRequestLink(input.requesterEmail)}`,
      }),
    );
  }
}
