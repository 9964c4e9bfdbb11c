import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ScrollTextIcon } from "lucide-react";
import { useMemo } from "react";
import { auditActionLabel, auditActor, severityTone } from "@core/contract/audit-rules";
import { Badge } from "@web/components/ui/badge";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format";
import type { ListParams } from "@web/lib/list";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { AuditSubject } from "../admin/audit-logs-page";
import { AUDIT_PAGE_SIZE, platformAuditLogsQueryOptions, type AuditLogEntry } from "./platform-api";
import { LoadError, PageBody, PageHeader } from "./superadmin-ui";

/** /superadmin/audit-logs: the latest 100 entries of every organization, searchable, "Load more" for older ones. */
export function PlatformAuditLogsPage({ params, onSearch }: { params: ListParams; onSearch: (q: string) => void }) {
  useDocumentTitle("Audit Logs");
  const list = useInfiniteQuery(platformAuditLogsQueryOptions(params));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  return (
    <PageBody wide>
      <PageHeader
        title="Audit Logs"
        description={`The latest ${AUDIT_PAGE_SIZE} entries of every organization, newest first; load more for older ones.`}
      />
      {list.isError ? <LoadError error={list.error} /> : null}
      <DataTable
        label="Audit log"
        columns={COLUMNS}
        data={rows}
        getRowId={(e) => e.id}
        rowProps={() => ({ "data-testid": "audit-row" })}
        isLoading={list.isPending}
        hasMore={list.hasNextPage}
        isLoadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Action, resource, user or organization",
          label: "Search the audit log",
        }}
        empty={
          <div className="flex flex-col items-center">
            <ScrollTextIcon size={28} aria-hidden="true" className="text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">
              {params.q ? "No entries match your search" : "No audit entries yet"}
            </p>
          </div>
        }
      />
    </PageBody>
  );
}

/** The event first (what, in short, and when), so a phone shows it without scrolling sideways. */
const COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  {
    id: "event",
    header: "Event",
    accessorFn: (e) => new Date(e.created_at),
    sortFn: "datetime",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {auditActionLabel(row.original.action, row.original.resource_type)}
        </p>
        <AuditSubject entry={row.original} />
        <p className="text-xs whitespace-nowrap text-slate-500">{formatDateTime(row.original.created_at)}</p>
      </div>
    ),
  },
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
  {
    id: "resource",
    header: "Resource",
    accessorKey: "resource_type",
    cell: ({ row }) => <span className="text-slate-700">{row.original.resource_type.replace(/_/g, " ")}</span>,
  },
  {
    id: "severity",
    header: "Severity",
    accessorKey: "severity",
    cell: ({ row }) => <Badge tone={severityTone(row.original.severity)}>{row.original.severity}</Badge>,
  },
];
