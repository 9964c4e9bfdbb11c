import { and, eq } from "drizzle-orm";
import { auditLogsTable, organizationsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { ListPage } from "@core/contract/list";
import type { AuditLogEntry, AuditLogQuery } from "@core/contract/platform";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

const a = auditLogsTable;
const cursorColumns = { createdAt: a.createdAt, id: a.id };

/** The audit log with who did it (null: the system) and the organization's name. */
export function auditEntrySelect(db: Db) {
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

/**
 * Every organization's audit entries (and the platform's own), one page at a time, newest
 * first (the list convention). `q` matches the action, the resource type or id, the user's
 * e-mail or name, or the organization's name; `organization_id` and `user_id` narrow it.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function listPlatformAuditLogs(
  deps: { db: Db },
  actor: Actor,
  query: AuditLogQuery,
): Promise<ListPage<AuditLogEntry>> {
  authorize(actor, "platform.manage");
  const rows = await auditEntrySelect(deps.db)
    .where(
      and(
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
      ),
    )
    .orderBy(...cursorOrder(cursorColumns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.created_at, id: r.id }), toAuditEntry);
}
