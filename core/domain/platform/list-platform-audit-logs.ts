import { and, eq } from "drizzle-orm";
import { auditLogsTable, organizationsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, textMatch, toPage } from "@core/lib/pagination";
import type { ListPage } from "@core/contract/list";
import type { AuditLogEntry, PlatformAuditLogQuery } from "@core/contract/audit";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEntrySelect, toAuditEntries } from "../audit/audit-entries";

const a = auditLogsTable;
const cursorColumns = { createdAt: a.createdAt, id: a.id };

/**
 * Every organization's audit entries (and the platform's own), one page at a time, newest
 * first (the list convention). `q` matches the action, the resource type or id, the user's
 * e-mail or name, or the organization's name; `organization_id` and `user_id` narrow it.
 * Who may call: super admins (`platform.manage`); others 403, signed out 401.
 */
export async function listPlatformAuditLogs(
  deps: { db: Db },
  actor: Actor,
  query: PlatformAuditLogQuery,
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
  const page = toPage(rows, query.limit, (r) => ({ createdAt: r.created_at, id: r.id }));
  return { ...page, items: await toAuditEntries(deps.db, page.items) };
}
