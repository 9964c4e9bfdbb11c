import { and, eq, inArray, sql } from "drizzle-orm";
import { userProfilesTable, userRolesTable, userSessionsTable, type UserProfileRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import type { Clock } from "@core/lib/clock";
import { conflict, notFound } from "@core/lib/errors";
import { DEFAULT_SUSPENSION_REASON } from "@core/contract/members";
import type { Actor } from "../actor";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { authorize } from "../authorize";
import { isSuperAdminProfile } from "./super-admins";
import { anotherActiveAdmin, hasAnotherActiveAdmin, MANAGER_ROLES } from "../members/member-queries";

export const SELF_SUSPENSION_MESSAGE = "You cannot suspend your own account.";
export const LAST_ADMIN_SUSPENSION_MESSAGE =
  "This member is the organization's last active administrator and cannot be suspended. Give another member the admin role first.";

/**
 * Suspends or unsuspends a user. Suspension ends every session of the user at once (and the
 * session check refuses suspended users anyway); a suspended user cannot sign in; what they
 * created stays with the organization. The reason is the admin's or 'Suspended by admin';
 * unsuspending clears it. Writes USER_SUSPENDED (warning) or USER_UNSUSPENDED in the same
 * db.batch. Asking for the state the user is already in changes nothing.
 * Who may call: with scope `organization` (the default), those who manage the organization
 * (`organization.manage`: its admins) for its members (others: 403; a user outside it: 404
 * 'Member not found'); with scope `platform`, super admins (`platform.manage`) for anyone.
 * Suspending oneself, or an organization's last active admin: 409.
 * An organization's suspension of a platform super admin ends their membership there only: their
 * sessions and platform rights stay (`superAdminEmails`, the pinned identity).
 */
export async function setUserSuspension(
  deps: { db: Db; clock: Clock; superAdminEmails?: string },
  actor: Actor,
  input: { userId: string; suspended: boolean; reason?: string; scope?: "organization" | "platform" },
): Promise<void> {
  const platform = input.scope === "platform";
  const user = platform ? authorize(actor, "platform.manage") : authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const t = userProfilesTable;
  const [target] = await db.select().from(t).where(eq(t.id, input.userId)).limit(1);
  if (!target) throw notFound(platform ? "User not found" : "Member not found");
  if (!platform) {
    // A user of no organization (waiting or rejected) is in none that an organization admin manages.
    authorize(user, "organization.manage", { organizationId: target.organizationId ?? "" }, "Member not found");
  }
  if (input.suspended && target.id === user.userId) throw conflict(SELF_SUSPENSION_MESSAGE);
  if (target.isSuspended === input.suspended) return;

  // Suspending an admin needs another active admin: checked now, and guarding every statement
  // of the batch so concurrent suspensions or demotions cannot leave nobody in charge.
  const suspendsAdmin = input.suspended && (await isActiveAdmin(db, target));
  if (suspendsAdmin && !(await hasAnotherActiveAdmin(db, target.organizationId!, target.id))) {
    throw conflict(LAST_ADMIN_SUSPENSION_MESSAGE);
  }
  const guard = suspendsAdmin ? anotherActiveAdmin(target.organizationId!, target.id) : sql`1`;

  const reason = input.suspended ? input.reason?.trim() || DEFAULT_SUSPENSION_REASON : null;
  const endSessions = input.suspended && (platform || !(await isSuperAdminProfile(db, target, deps.superAdminEmails)));
  await runBatch(db, [
    db
      .update(t)
      .set({ isSuspended: input.suspended, suspensionReason: reason, updatedAt: now.toISOString() })
      .where(and(eq(t.id, target.id), guard)),
    // Ends every session at once (as revokeUserSessionsQuery does, under the same guard).
    ...(endSessions
      ? [
          db
            .update(userSessionsTable)
            .set({ isActive: false })
            .where(and(eq(userSessionsTable.userId, target.id), guard)),
        ]
      : []),
    auditEventQueryIf(
      db,
      {
        action: input.suspended ? "USER_SUSPENDED" : "USER_UNSUSPENDED",
        resourceType: "user",
        resourceId: target.id,
        userId: user.userId,
        organizationId: target.organizationId,
        severity: input.suspended ? "warning" : "info",
        details: input.suspended
          ? { reason, member_id: target.id, email: target.email }
          : { previous_reason: target.suspensionReason, member_id: target.id, email: target.email },
      },
      now,
      guard,
    ),
  ]);
  if (input.suspended) {
    const [after] = await db.select({ isSuspended: t.isSuspended }).from(t).where(eq(t.id, target.id));
    // Lost a race with another admin's demotion or suspension: nothing was written.
    if (!after?.isSuspended) throw conflict(LAST_ADMIN_SUSPENSION_MESSAGE);
  }
}

/** An admin whose suspension would count: active, in an organization, holding the admin role. */
async function isActiveAdmin(db: Db, target: UserProfileRow): Promise<boolean> {
  if (!target.organizationId || target.status !== "active") return false;
  const r = userRolesTable;
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(
      and(eq(r.userId, target.id), eq(r.organizationId, target.organizationId), inArray(r.role, [...MANAGER_ROLES])),
    )
    .limit(1);
  return rows.length > 0;
}
