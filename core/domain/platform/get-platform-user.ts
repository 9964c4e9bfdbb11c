import { desc, eq } from "drizzle-orm";
import { organizationsTable, userProfilesTable, userRolesTable, userSessionsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import { RECENT_ACTIVITY_SHOWN, RECENT_SESSIONS_SHOWN, type PlatformUserDetail } from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { isSuperAdminEmail } from "../users/super-admins";
import { recentAuditEntriesOf, toAuditEntry } from "../audit/list-audit-logs";
import { platformUserColumns } from "./list-platform-users";

export const USER_NOT_FOUND = "User not found";

/**
 * One user as the super admin sees them: profile, organization, roles, suspension and notes,
 * last login and address, their latest sessions (address, location, user agent, whether still
 * active, created, expires) and their latest actions from the audit log. 404 'User not found'.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function getPlatformUser(
  deps: { db: Db; clock: Clock; superAdminEmails: string | undefined },
  actor: Actor,
  id: string,
): Promise<PlatformUserDetail> {
  authorize(actor, "platform.manage");
  const { db } = deps;
  const u = userProfilesTable;
  const s = userSessionsTable;
  const [profiles, roles, sessions, activity] = await db.batch([
    db
      .select({
        ...platformUserColumns,
        suspension_reason: u.suspensionReason,
        last_login_ip: u.lastLoginIp,
        notes: u.notes,
        updated_at: u.updatedAt,
      })
      .from(u)
      .leftJoin(organizationsTable, eq(organizationsTable.id, u.organizationId))
      .where(eq(u.id, id))
      .limit(1),
    db
      .select({
        role: userRolesTable.role,
        organization_id: userRolesTable.organizationId,
        created_at: userRolesTable.createdAt,
      })
      .from(userRolesTable)
      .where(eq(userRolesTable.userId, id))
      .orderBy(userRolesTable.createdAt),
    db.select().from(s).where(eq(s.userId, id)).orderBy(desc(s.createdAt), desc(s.id)).limit(RECENT_SESSIONS_SHOWN),
    recentAuditEntriesOf(db, id, RECENT_ACTIVITY_SHOWN),
  ]);
  const user = profiles[0];
  if (!user) throw notFound(USER_NOT_FOUND);
  const now = deps.clock().getTime();
  return {
    user,
    roles,
    is_super_admin: isSuperAdminEmail(user.email, deps.superAdminEmails),
    sessions: sessions.map((r) => ({
      id: r.id,
      ip_address: r.ipAddress,
      location: r.location,
      user_agent: r.userAgent,
      is_active: r.isActive && new Date(r.expiresAt).getTime() > now,
      created_at: r.createdAt,
      expires_at: r.expiresAt,
    })),
    activity: activity.map(toAuditEntry),
  };
}
