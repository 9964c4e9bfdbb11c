import { eq } from "drizzle-orm";
import { userProfilesTable, type UserProfileRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import type { Clock } from "@core/lib/clock";
import { badRequest, notFound } from "@core/lib/errors";
import { DEFAULT_SUSPENSION_REASON } from "@core/contract/members";
import type { UpdateUserRequest } from "@core/contract/platform";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import { authorize, type UserActor } from "../authorize";
import { setUserSuspension } from "../users/set-user-suspension";
import { USER_NOT_FOUND } from "./get-platform-user";

export const REASON_NEEDS_SUSPENSION =
  "A suspension reason can only be given with suspended: true, or for a user who is suspended.";

/**
 * The super admin's changes to a user: admin notes, suspension (with its reason) and
 * reactivation. Notes and a changed reason are written with their audit entry (UPDATE on
 * user, old and new value) in one db.batch; suspension goes through the one suspension verb
 * (setUserSuspension: sessions end at once, USER_SUSPENDED / USER_UNSUSPENDED in its batch).
 * Effects show on the user's next request. 404 'User not found'.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function updatePlatformUser(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: { id: string; changes: UpdateUserRequest },
): Promise<void> {
  const admin = authorize(actor, "platform.manage");
  const { db } = deps;
  const [target] = await db.select().from(userProfilesTable).where(eq(userProfilesTable.id, input.id)).limit(1);
  if (!target) throw notFound(USER_NOT_FOUND);
  const { notes, suspended, suspension_reason: reason } = input.changes;
  if (reason !== undefined && (suspended === false || (suspended === undefined && !target.isSuspended))) {
    throw badRequest(REASON_NEEDS_SUSPENSION);
  }
  // A user who stays suspended gets the new reason directly; a new suspension takes it along.
  const newReasonOnly = reason !== undefined && target.isSuspended;

  await runBatch(db, [
    ...(notes !== undefined ? fieldChange(db, deps.clock(), admin, target, "notes", normalizeNotes(notes)) : []),
    ...(newReasonOnly
      ? fieldChange(db, deps.clock(), admin, target, "suspension_reason", reason || DEFAULT_SUSPENSION_REASON)
      : []),
  ]);
  if (suspended !== undefined && suspended !== target.isSuspended) {
    await setUserSuspension(deps, actor, { userId: target.id, suspended, reason, scope: "platform" });
  }
}

function normalizeNotes(notes: string | null): string | null {
  const text = notes?.trim() ?? "";
  return text === "" ? null : notes!;
}

/** One field of the profile and its audit entry; nothing when the value does not change. */
function fieldChange(
  db: Db,
  now: Date,
  admin: UserActor,
  target: UserProfileRow,
  field: "notes" | "suspension_reason",
  value: string | null,
): Statement[] {
  const old = field === "notes" ? target.notes : target.suspensionReason;
  if (old === value) return [];
  const column = field === "notes" ? { notes: value } : { suspensionReason: value };
  return [
    db
      .update(userProfilesTable)
      .set({ ...column, updatedAt: now.toISOString() })
      .where(eq(userProfilesTable.id, target.id)),
    auditEventQuery(
      db,
      {
        action: "UPDATE",
        resourceType: "user",
        resourceId: target.id,
        userId: admin.userId,
        organizationId: target.organizationId,
        details: { field, old_value: old, new_value: value, email: target.email },
      },
      now,
    ),
  ];
}
