import { and, eq, inArray } from "drizzle-orm";
import { pendingApprovalsTable, userProfilesTable, userRolesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { EmailSender } from "@core/email/email-sender";
import { membershipRequestedEmail } from "@core/email/messages";
import { rolesWith } from "@core/contract/permissions";
import { auditEventQuery } from "../audit/record-audit-event";

/**
 * The writes that ask for a user to join an organization: a pending request and its audit
 * entry. Run by user setup on sign-in, inside its db.batch, when the user's e-mail domain
 * belongs to an existing organization. A user has at most one pending request (setup checks).
 */
export function requestMembershipQueries(
  db: Db,
  input: { requestId: string; userId: string; organizationId: string; email: string; now: Date },
) {
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
  ] as const;
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
        appOrigin: deps.appOrigin,
      }),
    );
  }
}
