import { Link } from "@tanstack/react-router";
import { CheckIcon, ListChecksIcon, UsersIcon, XIcon } from "lucide-react";
import { PageBody, PageHeader } from "@web/components/page";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import type { ListParams } from "@web/lib/list";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useInfiniteList } from "@web/lib/use-infinite-list";
import { displayName } from "@core/contract/names";
import type { AdminScope } from "../auth/permissions";
import { UserAvatar } from "../auth/user-menu";
import { membershipRequestsQueryOptions, useDecideMembershipRequest, type MembershipRequest } from "./api";
import { EmptyMessage } from "@web/components/empty-state";

/** Each area's words for the same list (the organization admin's "Membership requests", the super admin's "Approvals"). */
const TEXT: Record<
  AdminScope,
  {
    title: string;
    description: string;
    searchLabel: string;
    empty: string;
    emptyHint: string;
    /** What a failed decision's title names: "Failed to approve request" / "Failed to approve user". */
    failureNoun: "request" | "user";
  }
> = {
  organization: {
    title: "Membership requests",
    description:
      "People who signed in and asked to join your organization. Approved members can run and save assessments.",
    searchLabel: "Search membership requests",
    empty: "No membership requests",
    emptyHint: "Everyone who asked to join has been reviewed.",
    failureNoun: "request",
  },
  platform: {
    title: "Approvals",
    description: "Requests to join an organization, from every organization. Approved people become members.",
    searchLabel: "Search requests",
    empty: "No requests to join",
    emptyHint: "",
    failureNoun: "user",
  },
};

/**
 * /admin/approvals (people asking to join the organization; the route keeps that name, while
 * "approvals" in the workspace means assessment approvals) and /superadmin/approvals (every
 * organization's requests): Approve and Reject for pending ones. In the platform's list each
 * request names its organization, and people and organizations link to their pages.
 */
export function MembershipRequestsPage({
  scope,
  params,
  onSearch,
}: {
  scope: AdminScope;
  params: ListParams;
  onSearch: (q: string) => void;
}) {
  const text = TEXT[scope];
  useDocumentTitle(text.title);
  const { rows, table } = useInfiniteList(membershipRequestsQueryOptions(scope, params));
  const pending = rows.filter((r) => r.status === "pending").length;
  return (
    <PageBody wide={scope === "platform"}>
      <div>
        <PageHeader title={text.title} description={text.description} />
        <p className="mt-2 text-sm text-slate-600" data-testid="pending-count">
          {pending} pending
        </p>
      </div>
      <DataTable
        {...table}
        label="Membership requests"
        columns={columnsFor(scope)}
        getRowId={(r) => r.id}
        rowProps={() => ({ "data-testid": "membership-request" })}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Search by name or e-mail",
          label: text.searchLabel,
        }}
        empty={
          <EmptyMessage
            icon={scope === "platform" ? ListChecksIcon : UsersIcon}
            title={params.q ? "No requests match your search" : text.empty}
            hint={params.q ? "Try another name or e-mail address." : text.emptyHint}
          />
        }
      />
    </PageBody>
  );
}

const STATUS_TONE: Record<MembershipRequest["status"], BadgeTone> = {
  pending: "amber",
  approved: "green",
  rejected: "red",
  cancelled: "neutral",
};
const STATUS_LABEL: Record<MembershipRequest["status"], string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Closed",
};

/** Earlier requests of the same person to the same organization that were rejected: the admin decides knowing them. */
function EarlierRejections({ request }: { request: MembershipRequest }) {
  if (!request.earlier_rejections) return null;
  const times = request.earlier_rejections === 1 ? "once" : `${request.earlier_rejections} times`;
  return (
    <p className="text-xs text-amber-800" data-testid="earlier-rejections">
      Rejected {times} before
      {request.last_rejected_at ? `, last on ${formatDateTime(request.last_rejected_at)}` : ""}
    </p>
  );
}

function PersonCell({ request: r, linked }: { request: MembershipRequest; linked: boolean }) {
  const name = displayName(r.full_name, r.email);
  const content = (
    <>
      <UserAvatar name={name} />
      <span className="max-w-72 min-w-0">
        <span className="line-clamp-2 block font-semibold wrap-anywhere text-slate-900">{name}</span>
        <span className="block truncate text-sm text-slate-700">{r.email}</span>
        {linked ? null : <EarlierRejections request={r} />}
      </span>
    </>
  );
  return linked ? (
    <div className="min-w-0">
      <Link
        to="/superadmin/users/$id"
        params={{ id: r.user_id }}
        className="flex min-w-0 items-center gap-3 hover:underline"
      >
        {content}
      </Link>
      <EarlierRejections request={r} />
    </div>
  ) : (
    <div className="flex min-w-0 items-center gap-3">{content}</div>
  );
}

function columnsFor(scope: AdminScope): DataTableColumn<MembershipRequest>[] {
  const platform = scope === "platform";
  const columns: DataTableColumn<MembershipRequest>[] = [
    {
      id: "person",
      header: "Person",
      accessorFn: (r) => displayName(r.full_name, r.email),
      cell: ({ row }) => <PersonCell request={row.original} linked={platform} />,
    },
  ];
  if (platform) {
    columns.push({
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
    });
  }
  columns.push(
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
      cell: ({ row }) => <Badge tone={STATUS_TONE[row.original.status]}>{STATUS_LABEL[row.original.status]}</Badge>,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.status === "pending" ? (
          <DecisionButtons request={row.original} failureNoun={TEXT[scope].failureNoun} />
        ) : platform && row.original.status === "rejected" ? (
          // A super admin can lift any refusal: approving a rejected request.
          <DecisionButtons request={row.original} failureNoun={TEXT[scope].failureNoun} liftOnly />
        ) : null,
    },
  );
  return columns;
}

/** Approve and Reject for a pending request; for a rejected one (super admins), only "Lift refusal". */
function DecisionButtons({
  request,
  failureNoun,
  liftOnly = false,
}: {
  request: MembershipRequest;
  failureNoun: "request" | "user";
  liftOnly?: boolean;
}) {
  const decide = useDecideMembershipRequest(request, {
    onSuccess: (_data, approve) =>
      toast({
        id: `membership-request:${request.id}`,
        title: approve ? "Request approved" : "Request rejected",
        description: approve
          ? `${request.email} is now a member of ${request.organization_name}.`
          : `${request.email} was not added.`,
        tone: "success",
      }),
    onError: (err, approve) =>
      toast({
        id: `membership-request:${request.id}`,
        title: `Failed to ${approve ? "approve" : "reject"} ${failureNoun}`,
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        onClick={() => decide.mutate(true)}
        disabled={decide.isPending}
        aria-label={liftOnly ? `Lift the refusal of ${request.email}` : `Approve ${request.email}`}
      >
        <CheckIcon size={16} aria-hidden="true" /> {liftOnly ? "Lift refusal" : "Approve"}
      </Button>
      {liftOnly ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => decide.mutate(false)}
          disabled={decide.isPending}
          aria-label={`Reject ${request.email}`}
        >
          <XIcon size={16} aria-hidden="true" /> Reject
        </Button>
      )}
    </div>
  );
}
