import { eq } from "drizzle-orm";
import { notificationPreferencesTable, type NotificationPreferencesRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from "@core/contract/notifications";
import type { Actor } from "../actor";
import { requireUser } from "../authorize";

function fromRow(row: NotificationPreferencesRow | undefined): NotificationPreferences {
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  return {
    assessment_completed: row.assessmentCompleted,
    approval_requests: row.approvalRequests,
    comments_and_mentions: row.commentsAndMentions,
    weekly_digest: row.weeklyDigest,
    vendor_changes: row.vendorChanges,
  };
}

/** The signed-in user's notification switches (the defaults until they save any). Any signed-in user. */
export async function getNotificationPreferences(deps: { db: Db }, actor: Actor): Promise<NotificationPreferences> {
  const user = requireUser(actor);
  const t = notificationPreferencesTable;
  const [row] = await deps.db.select().from(t).where(eq(t.userId, user.userId)).limit(1);
  return fromRow(row);
}

/**
 * Sets the signed-in user's switches; those left out keep their value. One upsert, so two
 * saves at once cannot lose each other's row. Any signed-in user, their own only.
 */
export async function updateNotificationPreferences(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  const user = requireUser(actor);
  const t = notificationPreferencesTable;
  const set: Partial<NotificationPreferencesRow> = { updatedAt: deps.clock().toISOString() };
  if (input.assessment_completed !== undefined) set.assessmentCompleted = input.assessment_completed;
  if (input.approval_requests !== undefined) set.approvalRequests = input.approval_requests;
  if (input.comments_and_mentions !== undefined) set.commentsAndMentions = input.comments_and_mentions;
  if (input.weekly_digest !== undefined) set.weeklyDigest = input.weekly_digest;
  if (input.vendor_changes !== undefined) set.vendorChanges = input.vendor_changes;
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES;
  const [row] = await deps.db
    .insert(t)
    .values({
      userId: user.userId,
      assessmentCompleted: defaults.assessment_completed,
      approvalRequests: defaults.approval_requests,
      commentsAndMentions: defaults.comments_and_mentions,
      weeklyDigest: defaults.weekly_digest,
      vendorChanges: defaults.vendor_changes,
      updatedAt: set.updatedAt!,
      ...set,
    })
    .onConflictDoUpdate({ target: t.userId, set })
    .returning();
  return fromRow(row);
}
