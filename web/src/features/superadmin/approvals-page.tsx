import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ListChecksIcon } from "lucide-react";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format";
import type { ListParams } from "@web/lib/list";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { EarlierRejections, RequestDecisionButtons, RequestStatusBadge } from "../admin/membership-request-parts";
import { displayName } from "@core/contract/names";
import { UserAvatar } from "../auth/user-menu";
import { invalidatePlatform, platformMembershipRequestsQueryOptions, type MembershipRequest } from "./platform-api";
import { LoadError, PageBody, PageHeader } from "./superadmin-ui";

/** /superadmin/approvals: every organization's requests to join, with Approve / Reject for pending ones. */
export function PlatformApprovalsPage({ params, onSearch }: { params: ListParams; onSearch: (q: string) => void }) {
  useDocumentTitle("Approvals");
  const list = useInfiniteQuery(platformMembershipRequestsQueryOptions(params));
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  return (
    <PageBody wide>
      <PageHeader
        title="Approvals"
        description="Requests to join an organization, from every organization. Approved people become members."
      />
      {list.isError ? <LoadError error={list.error} /> : null}
      <DataTable
        label="Membership requests"
        columns={COLUMNS}
        data={rows}
        getRowId={(r) => r.id}
        rowProps={() => ({ "data-testid": "membership-request" })}
        isLoading={list.isPending}
        hasMore={list.hasNextPage}
        isLoadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Search by name or e-mail",
          label: "Search requests",
        }}
        empty={
          <div className="flex flex-col items-center">
            <ListChecksIcon size={28} aria-hidden="true" className="text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">
              {params.q ? "No requests match your search" : "No requests to join"}
            </p>
          </div>
        }
      />
    </PageBody>
  );
}

const COLUMNS: DataTableColumn<MembershipRequest>[] = [
  {
    id: "person",
    header: "Person",
    accessorFn: (r) => displayName(r.full_name, r.email),
    cell: ({ row }) => {
      const r = row.original;
      const name = displayName(r.full_name, r.email);
      return (
        <div className="min-w-0">
          <Link
            to="/superadmin/users/$id"
            params={{ id: r.user_id }}
            className="flex min-w-0 items-center gap-3 hover:underline"
          >
            <UserAvatar name={name} />
            <span className="max-w-72 min-w-0">
              <span className="line-clamp-2 block font-semibold wrap-anywhere text-slate-900">{name}</span>
              <span className="block truncate text-sm text-slate-600">{r.email}</span>
            </span>
          </Link>
          <EarlierRejections request={r} />
        </div>
      );
    },
  },
  {
    id: "organization",
    header: "Organization",
    accessorKey: "organization_name",
    cell: ({ row }) => (
      <Link
        to="/superadmin/organizations/$id"
        params={{ id: row.original.organization_id }}
        className="text-brand-700 hover:text-brand-800"
      >
        {row.original.organization_name}
      </Link>
    ),
  },
  {
    id: "requested_at",
    header: "Requested",
    accessorFn: (r) => new Date(r.requested_at),
    sortFn: "datetime",
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-slate-700">{formatDateTime(row.original.requested_at)}</span>
    ),
  },
  {
    id: "status",
    header: "Status",
    accessorKey: "status",
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
  },
  {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.status === "pending" ? (
        <RequestDecisionButtons request={row.original} refresh={invalidatePlatform} failureNoun="user" />
      ) : row.original.status === "rejected" ? (
        // A super admin can lift any refusal: approving a rejected request.
        <RequestDecisionButtons request={row.original} refresh={invalidatePlatform} failureNoun="user" liftOnly />
      ) : null,
  },
];
