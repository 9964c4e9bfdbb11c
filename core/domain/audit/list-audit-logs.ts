import { and, desc, eq, type SQL } from "drizzle-orm";
import { auditLogsTable, organizationsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { AuditLogEntry, AuditLogList, AuditLogQuery, PlatformAuditLogQuery } from "@core/contract/audit";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

const a = auditLogsTable;
const cursorColumns = { createdAt: a.createdAt, id: a.id };

/** The audit log with who did it (null: the system) and the organization it happened in. */
function auditEntrySelect(db: Db) {
  return db
    .select({
      id: a.id,
      created_at: a.createdAt,
      action: a.action,
      resource_type: a.resourceType,
      resource_id: a.resourceId,
      severity: a.severity,
      details: a.details,
      user_id: a.userId,
      user_email: userProfilesTable.email,
      user_name: userProfilesTable.fullName,
      organization_id: a.organizationId,
      organization_name: organizationsTable.name,
    })
    .from(a)
    .leftJoin(userProfilesTable, eq(userProfilesTable.id, a.userId))
    .leftJoin(organizationsTable, eq(organizationsTable.id, a.organizationId));
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditEntrySelect>["execute"]>>[number];

/** Details are stored as JSON text; anything else is kept readable rather than dropped. */
export function toAuditEntry(row: AuditRow): AuditLogEntry {
  let details: Record<string, unknown> | null = null;
  if (row.details) {
    try {
      const parsed: unknown = JSON.parse(row.details);
      details =
        parsed && typeof parsed === "object" && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : { value: parsed };
    } catch {
      details = { text: row.details };
    }
  }
  return { ...row, details };
}

async function auditPage(db: Db, where: (SQL | undefined)[], limit: number): Promise<AuditLogList> {
  const rows = await auditEntrySelect(db)
    .where(and(...where))
    .orderBy(...cursorOrder(cursorColumns))
    .limit(limit + 1);
  return toPage(rows, limit, (r) => ({ createdAt: r.created_at, id: r.id }), toAuditEntry);
}

/**
 * The admin's organization's audit log, newest first, one page at a time (`?q=&limit=&cursor=`):
 * `q` matches the action or the resource type. Who may call: those who manage the organization
 * (`organization.manage`), for their own organization; others 403, signed out 401.
 */
export function listAuditLogs(deps: { db: Db }, actor: Actor, query: AuditLogQuery): Promise<AuditLogList> {
  const { organizationId } = authorize(actor, "organization.manage");
  return auditPage(
    deps.db,
    [
      eq(a.organizationId, organizationId),
      textMatch(query.q, a.action, a.resourceType),
      cursorWhere(cursorColumns, query.cursor),
    ],
    query.limit,
  );
}

/**
 * Every organization's audit entries (and the platform's own), one page at a time, newest
 * first. `q` matches the action, the resource type or id, the user's e-mail or name, or the
 * organization's name; `organization_id` and `user_id` narrow it.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export function listPlatformAuditLogs(
  deps: { db: Db },
  actor: Actor,
  query: PlatformAuditLogQuery,
): Promise<AuditLogList> {
  authorize(actor, "platform.manage");
  return auditPage(
    deps.db,
    [
      query.organization_id ? eq(a.organizationId, query.organization_id) : undefined,
      query.user_id ? eq(a.userId, query.user_id) : undefined,
      textMatch(
        query.q,
        a.action,
        a.resourceType,
        a.resourceId,
        userProfilesTable.email,
        userProfilesTable.fullName,
        organizationsTable.name,
      ),
      cursorWhere(cursorColumns, query.cursor),
    ],
    query.limit,
  );
}

/** The latest entries one user made (a super admin's view of the user), as a statement for a db.batch; read the rows with toAuditEntry. */
export function recentAuditEntriesOf(db: Db, userId: string, limit: number) {
  return auditEntrySelect(db).where(eq(a.userId, userId)).orderBy(desc(a.createdAt), desc(a.id)).limit(limit);
}
