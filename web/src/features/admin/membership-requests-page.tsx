import { useInfiniteQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { displayName } from "@core/contract/names";
import { UserAvatar } from "../auth/user-menu";
import { EarlierRejections, RequestDecisionButtons, RequestStatusBadge } from "./membership-request-parts";
import {
  membershipRequestsQueryOptions,
  type MembershipRequest,
  type MembershipRequestParams,
} from "./membership-requests";

/**
 * /admin/approvals: people asking to join the organization (membership requests), with Approve
 * and Reject for pending ones. The route keeps the spec's name; "approvals" elsewhere means
 * assessment approvals.
 */
export function MembershipRequestsPage({
  params,
  onSearch,
}: {
  params: MembershipRequestParams;
  onSearch: (q: string) => void;
}) {
  useDocumentTitle("Membership requests");
  const list = useInfiniteQuery(membershipRequestsQueryOptions(params));
  const requests = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const pending = requests.filter((r) => r.status === "pending").length;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Membership requests</h1>
        <p className="mt-1 text-slate-700">
          People who signed in and asked to join your organization. Approved members can run and save assessments.
        </p>
        {!list.isPending ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="pending-count">
            {pending} pending
          </p>
        ) : null}
      </div>
      <DataTable
        label="Membership requests"
        columns={COLUMNS}
        data={requests}
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
          label: "Search membership requests",
        }}
        empty={
          <div className="flex flex-col items-center">
            <UsersIcon size={28} aria-hidden="true" className="text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">
              {params.q ? "No requests match your search" : "No membership requests"}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {params.q ? "Try another name or e-mail address." : "Everyone who asked to join has been reviewed."}
            </p>
          </div>
        }
      />
    </div>
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
        <div className="flex min-w-0 items-center gap-3">
          <UserAvatar name={name} />
          <div className="max-w-72 min-w-0">
            <p className="line-clamp-2 font-semibold wrap-anywhere text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-700">{r.email}</p>
            <EarlierRejections request={r} />
          </div>
        </div>
      );
    },
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
        <RequestDecisionButtons
          request={row.original}
          refresh={(qc) => qc.invalidateQueries({ queryKey: ["membership-requests"] })}
          failureNoun="request"
        />
      ) : null,
  },
];
