import { useInfiniteQuery } from "@tanstack/react-query";
import { ScrollTextIcon } from "lucide-react";
import { useMemo } from "react";
import type { AuditLogEntry } from "@core/contract/audit";
import { auditActionLabel, auditActor, auditSummary, severityTone } from "@core/contract/audit-rules";
import { Badge } from "@web/components/ui/badge";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format";
import type { ListParams } from "@web/lib/list";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { AdminPageHeader } from "./admin-page-header";
import { auditLogsQueryOptions } from "./organization-queries";

/** /admin/audit-logs: the latest 100 entries, searched by action or resource type, "Load more" beyond. */
export function AuditLogsPage({ params, onSearch }: { params: ListParams; onSearch: (q: string) => void }) {
  useDocumentTitle("Audit Logs");
  const list = useInfiniteQuery(auditLogsQueryOptions(params));
  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <AdminPageHeader title="Audit Logs" description="Who changed what in your organization, newest first." />
      <DataTable
        label="Audit log"
        columns={COLUMNS}
        data={entries}
        getRowId={(e) => e.id}
        rowProps={(e) => ({ "data-testid": "audit-entry", "data-action": e.action })}
        isLoading={list.isPending}
        hasMore={list.hasNextPage}
        isLoadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Search by action or resource type",
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
    </div>
  );
}

const COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  {
    id: "timestamp",
    header: "Timestamp",
    accessorFn: (e) => new Date(e.created_at),
    sortFn: "datetime",
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-slate-700">{formatDateTime(row.original.created_at)}</span>
    ),
  },
  {
    id: "action",
    header: "Action",
    accessorKey: "action",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {auditActionLabel(row.original.action, row.original.resource_type)}
        </p>
        <p className="font-mono text-xs text-slate-500">{row.original.action}</p>
      </div>
    ),
  },
  {
    id: "subject",
    header: "Subject",
    accessorFn: (e) => e.subject ?? e.resource_type,
    cell: ({ row }) => <AuditSubject entry={row.original} />,
  },
  {
    id: "severity",
    header: "Severity",
    accessorKey: "severity",
    cell: ({ row }) => <Badge tone={severityTone(row.original.severity)}>{row.original.severity}</Badge>,
  },
  {
    id: "user",
    header: "User",
    accessorFn: (e) => auditActor(e),
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-48 wrap-anywhere text-slate-700">{auditActor(row.original)}</span>
    ),
  },
];

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
