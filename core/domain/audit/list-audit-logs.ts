import { and, eq } from "drizzle-orm";
import { auditLogsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { AuditLogList, AuditLogQuery } from "@core/contract/audit";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEntrySelect, toAuditEntries } from "./audit-entries";

/**
 * The admin's organization's audit log, newest first, searched by action or resource type,
 * one page at a time (`?q=&limit=&cursor=`), with who did each thing, what it was about and what
 * changed. Non-admins: 403; an API token with `audit:read` reads its own organization's (a token
 * never holds organization.manage).
 */
export async function listAuditLogs(deps: { db: Db }, actor: Actor, query: AuditLogQuery): Promise<AuditLogList> {
  const organizationId =
    actor.kind === "token" && actor.scopes.includes("audit:read")
      ? actor.organizationId
      : authorize(actor, "organization.manage").organizationId;
  const l = auditLogsTable;
  const columns = { createdAt: l.createdAt, id: l.id };
  const rows = await auditEntrySelect(deps.db)
    .where(
      and(
        eq(l.organizationId, organizationId),
        textMatch(query.q, l.action, l.resourceType),
        cursorWhere(columns, query.cursor),
      ),
    )
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, (r) => ({ createdAt: r.created_at, id: r.id }));
  return { ...page, items: await toAuditEntries(deps.db, page.items) };
}
