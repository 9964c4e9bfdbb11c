import { count, eq, gte, sql } from "drizzle-orm";
import { auditLogsTable, organizationsTable, pendingApprovalsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import type { PlatformStats } from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

/** The window of "recent activity". */
export const RECENT_ACTIVITY_MS = 24 * 3600_000;

/**
 * The super admin dashboard's counts: organizations (and active ones), users (and active,
 * not suspended ones), pending membership requests and audit entries in the last 24 hours,
 * across every organization. One db.batch of four counts.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function getPlatformStats(deps: { db: Db; clock: Clock }, actor: Actor): Promise<PlatformStats> {
  authorize(actor, "platform.manage");
  const { db } = deps;
  const since = new Date(deps.clock().getTime() - RECENT_ACTIVITY_MS).toISOString();
  const o = organizationsTable;
  const u = userProfilesTable;
  const [orgs, users, pending, audit] = await db.batch([
    db.select({ total: count(), active: sql<number>`coalesce(sum(${o.status} = 'active'), 0)` }).from(o),
    db
      .select({
        total: count(),
        active: sql<number>`coalesce(sum(${u.status} = 'active' AND ${u.isSuspended} = 0), 0)`,
      })
      .from(u),
    db.select({ n: count() }).from(pendingApprovalsTable).where(eq(pendingApprovalsTable.status, "pending")),
    db.select({ n: count() }).from(auditLogsTable).where(gte(auditLogsTable.createdAt, since)),
  ]);
  return {
    organizations: { total: orgs[0]?.total ?? 0, active: Number(orgs[0]?.active ?? 0) },
    users: { total: users[0]?.total ?? 0, active: Number(users[0]?.active ?? 0) },
    pending_approvals: pending[0]?.n ?? 0,
    audit_entries_24h: audit[0]?.n ?? 0,
  };
}
