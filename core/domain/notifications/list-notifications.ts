import { and, count, desc, eq } from "drizzle-orm";
import { userNotificationsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { NOTIFICATION_LIST_SIZE, type NotificationList } from "@core/contract/notifications";
import type { Actor } from "../actor";
import { requireUser } from "../authorize";

/**
 * The bell: the signed-in user's newest notifications (10), newest first, and how many of all
 * their notifications are unread. Any signed-in user, their own only.
 */
export async function listNotifications(deps: { db: Db }, actor: Actor): Promise<NotificationList> {
  const user = requireUser(actor);
  const n = userNotificationsTable;
  const [rows, [unread]] = await Promise.all([
    deps.db
      .select()
      .from(n)
      .where(eq(n.userId, user.userId))
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(NOTIFICATION_LIST_SIZE),
    deps.db
      .select({ value: count() })
      .from(n)
      .where(and(eq(n.userId, user.userId), eq(n.read, false))),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      message: r.message,
      link: r.link,
      read: r.read,
      created_at: r.createdAt,
    })),
    unread_count: unread?.value ?? 0,
  };
}
