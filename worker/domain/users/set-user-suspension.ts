import { eq } from "drizzle-orm";
import { userProfilesTable } from "../../db/schema";
import type { Db } from "../../db";
import { notFound } from "../../lib/errors";
import { revokeUserSessionsQuery } from "../../auth/session";
import { auditEventQuery } from "../audit/record-audit-event";
import type { Clock } from "../../lib/clock";
import type { Actor } from "../actor";
import { authorizeInScope, organizationScope } from "../authorize";

const USER_NOT_FOUND = "User not found";

/**
 * Suspends or unsuspends a user. Suspension revokes every session of the user at once (and
 * the session check refuses suspended users anyway); a suspended user cannot sign in.
 * Who may call: those who manage the organization (its admins), for its members; super
 * admins (platform), for anyone; nobody for themselves. Others: 403; a user outside the
 * admin's organization: 404.
 */
export async function setUserSuspension(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: { userId: string; suspended: boolean; reason?: string },
): Promise<void> {
  const scope = organizationScope(actor, "organization.manage");
  const { user } = scope;
  const { db } = deps;
  const now = deps.clock();
  const t = userProfilesTable;
  const [target] = await db.select().from(t).where(eq(t.id, input.userId)).limit(1);
  if (!target || target.id === user.userId) throw notFound(USER_NOT_FOUND);
  if (target.organizationId) {
    authorizeInScope(scope, "organization.manage", { organizationId: target.organizationId }, USER_NOT_FOUND);
  } else if (scope.organizations !== "all") {
    // A user of no organization (waiting or rejected) is in none that an organization admin manages.
    throw notFound(USER_NOT_FOUND);
  }

  const reason = input.suspended ? (input.reason?.trim() || "Suspended by admin") : null;
  await db.batch([
    db.update(t).set({ isSuspended: input.suspended, suspensionReason: reason, updatedAt: now.toISOString() }).where(eq(t.id, target.id)),
    ...(input.suspended ? [revokeUserSessionsQuery(db, target.id)] : []),
    auditEventQuery(
      db,
      {
        action: input.suspended ? "USER_SUSPENDED" : "USER_UNSUSPENDED",
        resourceType: "user",
        resourceId: target.id,
        userId: user.userId,
        organizationId: target.organizationId,
        severity: input.suspended ? "warning" : "info",
        details: reason ? { reason } : {},
      },
      now,
    ),
  ]);
}
