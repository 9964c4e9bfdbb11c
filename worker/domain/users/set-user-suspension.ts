import { and, eq } from "drizzle-orm";
import { userProfilesTable } from "../../db/schema";
import type { Db } from "../../db";
import { notFound } from "../../lib/errors";
import { revokeUserSessionsQuery } from "../../auth/session";
import { auditEventQuery } from "../audit/record-audit-event";
import type { Actor } from "../actor";
import { requireAdmin } from "./authorization";

/**
 * Suspends or unsuspends a user. Suspension revokes every session of the user at once (and
 * the session check refuses suspended users anyway); a suspended user cannot sign in.
 * Org admins may do it to members of their organization, super admins to anyone; nobody to
 * themselves. Others: 403; a user outside the admin's organization: 404.
 */
export async function setUserSuspension(
  deps: { db: Db; now: Date },
  actor: Actor,
  input: { userId: string; suspended: boolean; reason?: string },
): Promise<void> {
  const { user, organizations } = requireAdmin(actor);
  const { db, now } = deps;
  const t = userProfilesTable;
  const scope = organizations === "all" ? eq(t.id, input.userId) : and(eq(t.id, input.userId), eq(t.organizationId, organizations));
  const [target] = await db.select().from(t).where(scope).limit(1);
  if (!target || target.id === user.userId) throw notFound("User not found");

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
