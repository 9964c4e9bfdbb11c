import { and, eq } from "drizzle-orm";
import { userNotificationsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { notFound } from "@core/lib/errors";
import type { Actor } from "../actor";
import { requireUser } from "../authorize";

/** Marks one of the signed-in user's notifications read (again: no change). Someone else's, or none: 404. */
export async function markNotificationRead(deps: { db: Db }, actor: Actor, id: string): Promise<void> {
  const user = requireUser(actor);
  const n = userNotificationsTable;
  const rows = await deps.db
    .update(n)
    .set({ read: true })
    .where(and(eq(n.id, id), eq(n.userId, user.userId)))
    .returning({ id: n.id });
  if (rows.length === 0) throw notFound("Notification not found");
}

/** Marks all of the signed-in user's unread notifications read ('Mark all read'). */
export async function markAllNotificationsRead(deps: { db: Db }, actor: Actor): Promise<void> {
  const user = requireUser(actor);
  const n = userNotificationsTable;
  await deps.db
    .update(n)
    .set({ read: true })
    .where(and(eq(n.userId, user.userId), eq(n.read, false)));
}
