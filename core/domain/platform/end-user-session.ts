import { and, eq } from "drizzle-orm";
import { userProfilesTable, userSessionsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import type { Actor } from "../actor";
import { auditEventQuery } from "../audit/record-audit-event";
import { authorize } from "../authorize";

export const SESSION_NOT_FOUND = "Session not found";

/**
 * Ends one of a user's sessions: it stops working on its next request (the row stays, marked
 * inactive, for the user's session history). The change and its audit entry (SESSION_ENDED)
 * are one db.batch. A session that is not this user's, or no such user: 404. Ending one
 * already ended changes nothing and is not an error.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function endUserSession(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: { userId: string; sessionId: string },
): Promise<void> {
  const admin = authorize(actor, "platform.manage");
  const { db } = deps;
  const now = deps.clock();
  const s = userSessionsTable;
  const [row] = await db
    .select({
      id: s.id,
      isActive: s.isActive,
      ipAddress: s.ipAddress,
      email: userProfilesTable.email,
      organizationId: userProfilesTable.organizationId,
    })
    .from(s)
    .innerJoin(userProfilesTable, eq(userProfilesTable.id, s.userId))
    .where(and(eq(s.id, input.sessionId), eq(s.userId, input.userId)))
    .limit(1);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  if (!row.isActive) return;
  await db.batch([
    db.update(s).set({ isActive: false }).where(eq(s.id, row.id)),
    auditEventQuery(
      db,
      {
        action: "SESSION_ENDED",
        resourceType: "user_session",
        resourceId: row.id,
        userId: admin.userId,
        organizationId: row.organizationId,
        severity: "warning",
        details: { member_id: input.userId, email: row.email, ip: row.ipAddress, by: "platform" },
      },
      now,
    ),
  ]);
}
