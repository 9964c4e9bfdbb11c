import { and, eq } from "drizzle-orm";
import { auditLogsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { AuditLogEntry, AuditLogList, AuditLogQuery } from "@core/contract/organization";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

/**
 * The admin's organization's audit log, newest first, searched by action or resource type,
 * one page at a time (`?q=&limit=&cursor=`), with who did each thing. Non-admins: 403; an API
 * token with `audit:read` reads its own organization's (a token never holds organization.manage).
 */
export async function listAuditLogs(deps: { db: Db }, actor: Actor, query: AuditLogQuery): Promise<AuditLogList> {
  const organizationId =
    actor.kind === "token" && actor.scopes.includes("audit:read")
      ? actor.organizationId
      : authorize(actor, "organization.manage").organizationId;
  const { db } = deps;
  const l = auditLogsTable;
  const u = userProfilesTable;
  const columns = { createdAt: l.createdAt, id: l.id };
  const rows = await db
    .select({ log: l, email: u.email, name: u.fullName })
    .from(l)
    .leftJoin(u, eq(u.id, l.userId))
    .where(
      and(
        eq(l.organizationId, organizationId),
        textMatch(query.q, l.action, l.resourceType),
        cursorWhere(columns, query.cursor),
      ),
    )
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.log.createdAt, id: r.log.id }), toEntry);
}

function toEntry(row: {
  log: typeof auditLogsTable.$inferSelect;
  email: string | null;
  name: string | null;
}): AuditLogEntry {
  const { log } = row;
  return {
    id: log.id,
    action: log.action,
    resource_type: log.resourceType,
    resource_id: log.resourceId,
    severity: log.severity,
    details: parseDetails(log.details),
    created_at: log.createdAt,
    user_id: log.userId,
    user_email: row.email,
    user_name: row.name,
  };
}

function parseDetails(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { text };
  }
}
