import { Link } from "@tanstack/react-router";
import { ScrollTextIcon } from "lucide-react";
import type { AuditLogEntry } from "@core/contract/audit";
import { auditActionLabel, auditActor, auditSummary, severityTone } from "@core/contract/audit-rules";
import { AUDIT_LOG_PAGE } from "@core/contract/organization-limits";
import { ListTable } from "@web/components/list-table";
import { PageBody, PageHeader } from "@web/components/page";
import { Badge } from "@web/components/ui/badge";
import type { DataTableColumn } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format";
import type { ListParams } from "@web/lib/list";
import { useDocumentTitle } from "@web/lib/use-document-title";
import type { AdminScope } from "../auth/permissions";
import { auditLogsQueryOptions } from "./api";
import { EmptyMessage } from "@web/components/empty-state";

const TEXT: Record<AdminScope, { description: string; placeholder: string; rowTestId: string }> = {
  organization: {
    description: "Who changed what in your organization, newest first.",
    placeholder: "Search by action or resource type",
    rowTestId: "audit-entry",
  },
  platform: {
    description: `The latest ${AUDIT_LOG_PAGE} entries of every organization, newest first; load more for older ones.`,
    placeholder: "Action, resource, user or organization",
    rowTestId: "audit-row",
  },
};

/**
 * /admin/audit-logs (the organization's log) and /superadmin/audit-logs (every organization's):
 * the latest 100 entries, searchable, "Load more" for older ones. In the platform's log each
 * entry names its organization, and users and organizations link to their pages.
 */
export function AuditLogsPage({
  scope,
  params,
  onSearch,
}: {
  scope: AdminScope;
  params: ListParams;
  onSearch: (q: string) => void;
}) {
  useDocumentTitle("Audit Logs");
  return (
    <PageBody wide>
      <PageHeader title="Audit Logs" description={TEXT[scope].description} />
      <ListTable
        query={auditLogsQueryOptions(scope, params)}
        label="Audit log"
        columns={scope === "platform" ? PLATFORM_COLUMNS : ORGANIZATION_COLUMNS}
        getRowId={(e) => e.id}
        rowProps={(e) => ({ "data-testid": TEXT[scope].rowTestId, "data-action": e.action })}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: TEXT[scope].placeholder,
          label: "Search the audit log",
        }}
        empty={
          <EmptyMessage
            icon={ScrollTextIcon}
            title={params.q ? "No entries match your search" : "No audit entries yet"}
          />
        }
      />
    </PageBody>
  );
}

/** What an entry is about, named, and what changed (old → new); the resource type when nothing names it. */
export function AuditSubject({ entry }: { entry: AuditLogEntry }) {
  const summary = auditSummary(entry);
  return (
    <div className="max-w-md min-w-48" data-testid="audit-subject">
      <p className="line-clamp-2 font-medium wrap-anywhere text-slate-900" title={entry.subject ?? undefined}>
        {entry.subject ?? entry.resource_type}
      </p>
      {entry.subject ? <p className="text-xs text-slate-500">{entry.resource_type.replace(/_/g, " ")}</p> : null}
      {summary ? <p className="mt-0.5 text-xs wrap-anywhere text-slate-700">{summary}</p> : null}
    </div>
  );
}

/** The event first (what, to what, and when), so a phone shows it without scrolling sideways. */
const eventColumn: DataTableColumn<AuditLogEntry> = {
  id: "event",
  header: "Event",
  accessorFn: (e) => new Date(e.created_at),
  sortFn: "datetime",
  cell: ({ row }) => {
    const e = row.original;
    return (
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{auditActionLabel(e.action, e.resource_type)}</p>
        <p className="font-mono text-xs text-slate-500">{e.action}</p>
        <AuditSubject entry={e} />
        <p className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(e.created_at)}</p>
      </div>
    );
  },
};

const severityColumn: DataTableColumn<AuditLogEntry> = {
  id: "severity",
  header: "Severity",
  accessorKey: "severity",
  cell: ({ row }) => <Badge tone={severityTone(row.original.severity)}>{row.original.severity}</Badge>,
};

const ORGANIZATION_COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  eventColumn,
  {
    id: "user",
    header: "User",
    accessorFn: (e) => auditActor(e),
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-48 wrap-anywhere text-slate-700">{auditActor(row.original)}</span>
    ),
  },
  severityColumn,
];

const PLATFORM_COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  eventColumn,
  {
    id: "user",
    header: "User",
    accessorFn: (e) => auditActor(e),
    cell: ({ row }) => {
      const e = row.original;
      return (
        <div className="min-w-0">
          {e.user_id ? (
            <Link
              to="/superadmin/users/$id"
              params={{ id: e.user_id }}
              className="font-medium text-brand-700 hover:text-brand-800"
            >
              {auditActor(e)}
            </Link>
          ) : (
            <span className="text-slate-600 italic">System</span>
          )}
          {e.organization_id && e.organization_name ? (
            <Link
              to="/superadmin/organizations/$id"
              params={{ id: e.organization_id }}
              className="block truncate text-sm text-slate-600 hover:text-brand-800"
            >
              {e.organization_name}
            </Link>
          ) : (
            <span className="block text-sm text-slate-500">Platform</span>
          )}
        </div>
      );
    },
  },
  severityColumn,
];
