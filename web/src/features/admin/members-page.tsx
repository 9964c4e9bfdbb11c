import { Link } from "@tanstack/react-router";
import { EyeIcon, KeyRoundIcon, UsersIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { MemberSummary } from "@core/contract/members";
import { Button } from "@web/components/ui/button";
import { ListTable } from "@web/components/list-table";
import type { DataTableColumn } from "@web/components/ui/data-table";
import { useDocumentTitle } from "@web/lib/use-document-title";
import type { ListParams } from "@web/lib/list";
import { lastLoginLabel, memberName, memberStatus } from "../team/member-display";
import { MemberAvatar, RoleBadges, StatusBadge } from "../team/member-badges";
import { PageBody, PageHeader } from "@web/components/page";
import { ManageRolesDialog } from "./manage-roles-dialog";
import { membersQueryOptions } from "./api";
import { EmptyMessage } from "@web/components/empty-state";

/** /admin/members: search by name or e-mail; roles and details of each member. */
export function MembersPage({ params, onSearch }: { params: ListParams; onSearch: (q: string) => void }) {
  useDocumentTitle("Members");
  const [editing, setEditing] = useState<MemberSummary | null>(null);
  const columns = useMemo(() => memberColumns(setEditing), []);
  return (
    <PageBody wide>
      <PageHeader title="Members" description="Everyone in your organization: their roles, status and last sign-in." />
      <ListTable
        query={membersQueryOptions(params)}
        label="Members"
        columns={columns}
        getRowId={(m) => m.id}
        rowProps={(m) => ({ "data-testid": "member-row", "data-email": m.email })}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Search by name or email",
          label: "Search members",
        }}
        empty={
          <EmptyMessage
            icon={UsersIcon}
            title={params.q ? "No members match your search" : "No members yet"}
            hint={params.q ? "Try another name or e-mail address." : undefined}
          />
        }
      />
      {editing ? <ManageRolesDialog member={editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
    </PageBody>
  );
}

function memberColumns(onManageRoles: (m: MemberSummary) => void): DataTableColumn<MemberSummary>[] {
  return [
    {
      id: "name",
      header: "Name",
      accessorFn: (m) => memberName(m),
      cell: ({ row }) => (
        <div className="flex min-w-0 items-center gap-3">
          <MemberAvatar member={row.original} />
          <span className="line-clamp-2 max-w-64 font-semibold wrap-anywhere text-slate-900">
            {memberName(row.original)}
          </span>
        </div>
      ),
    },
    {
      id: "email",
      header: "Email",
      accessorKey: "email",
      // A narrow column breaks the address after its "@", never inside its domain.
      cell: ({ row }) => {
        const [local, domain] = row.original.email.split("@");
        return (
          <span className="break-words text-slate-700">
            {local}@<wbr />
            {domain}
          </span>
        );
      },
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (m) => memberStatus(m).label,
      cell: ({ row }) => <StatusBadge member={row.original} />,
    },
    {
      id: "roles",
      header: "Roles",
      enableSorting: false,
      cell: ({ row }) => <RoleBadges roles={row.original.roles} />,
    },
    {
      id: "last_login",
      header: "Last Login",
      accessorFn: (m) => (m.last_login_at ? new Date(m.last_login_at) : new Date(0)),
      sortFn: "datetime",
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-slate-700">{lastLoginLabel(row.original.last_login_at)}</span>
      ),
    },
    {
      id: "actions",
      header: () => <span>Actions</span>,
      enableSorting: false,
      cell: ({ row }) => {
        const m = row.original;
        return (
          // Wraps in a narrow table instead of pushing View out of sight.
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => onManageRoles(m)}
              aria-label={`Manage roles of ${memberName(m)}`}
            >
              <KeyRoundIcon size={16} aria-hidden="true" /> Manage Roles
            </Button>
            <Link
              to="/admin/members/$memberId"
              params={{ memberId: m.id }}
              className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              aria-label={`View ${memberName(m)}`}
            >
              <EyeIcon size={16} aria-hidden="true" /> View
            </Link>
          </div>
        );
      },
    },
  ];
}
