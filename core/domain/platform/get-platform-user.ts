import { desc, eq } from "drizzle-orm";
import {
  auditLogsTable,
  organizationsTable,
  userProfilesTable,
  userRolesTable,
  userSessionsTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import { RECENT_ACTIVITY_SHOWN, RECENT_SESSIONS_SHOWN, type PlatformUserDetail } from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { isSuperAdminProfile } from "../users/super-admins";
import { auditEntrySelect, toAuditEntries } from "../audit/audit-entries";
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
        auth_issuer: u.authIssuer,
        auth_subject: u.authSubject,
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
    auditEntrySelect(db)
      .where(eq(auditLogsTable.userId, id))
      .orderBy(desc(auditLogsTable.createdAt), desc(auditLogsTable.id))
      .limit(RECENT_ACTIVITY_SHOWN),
  ]);
  const found = profiles[0];
  if (!found) throw notFound(USER_NOT_FOUND);
  const { auth_issuer, auth_subject, ...user } = found;
  const now = deps.clock().getTime();
  const identity = { email: user.email, authIssuer: auth_issuer, authSubject: auth_subject };
  return {
    user,
    roles,
    is_super_admin: await isSuperAdminProfile(db, identity, deps.superAdminEmails),
    sessions: sessions.map((r) => ({
      id: r.id,
      ip_address: r.ipAddress,
      location: r.location,
      user_agent: r.userAgent,
      is_active: r.isActive && new Date(r.expiresAt).getTime() > now,
      created_at: r.createdAt,
      expires_at: r.expiresAt,
    })),
    activity: await toAuditEntries(db, activity),
  };
}
