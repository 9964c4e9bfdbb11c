import { Link } from "@tanstack/react-router";
import { UsersIcon } from "lucide-react";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { useInfiniteList } from "@web/lib/use-infinite-list";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { displayName } from "@core/contract/names";
import { UserAvatar } from "../auth/user-menu";
import { platformUsersQueryOptions, type PlatformUser, type PlatformUserParams } from "./api";
import { PageBody, PageHeader } from "@web/components/page";
import { UserStatusBadge } from "./superadmin-ui";
import { EmptyMessage } from "@web/components/empty-state";

/** /superadmin/users: every user, searchable by e-mail or name; `organization_id` narrows to one organization. */
export function UsersPage({ params, onSearch }: { params: PlatformUserParams; onSearch: (q: string) => void }) {
  useDocumentTitle("Users");
  const { rows, table } = useInfiniteList(platformUsersQueryOptions(params));
  const organizationName = params.organization_id ? rows[0]?.organization_name : null;
  return (
    <PageBody wide>
      <PageHeader
        title="Users"
        description={
          params.organization_id ? (
            <>
              Members of {organizationName ?? "one organization"}.{" "}
              <Link to="/superadmin/users" className="font-semibold text-brand-700 hover:text-brand-800">
                Show everyone
              </Link>
            </>
          ) : (
            "Everyone who signed in, in every organization."
          )
        }
      />
      <DataTable
        {...table}
        label="Users"
        columns={COLUMNS}
        getRowId={(u) => u.id}
        rowProps={() => ({ "data-testid": "user-row" })}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Search by e-mail or name",
          label: "Search users",
        }}
        empty={
          <EmptyMessage
            icon={UsersIcon}
            title={params.q ? "No users match your search" : "No users yet"}
            hint={params.q ? "Try another e-mail address or name." : undefined}
          />
        }
      />
    </PageBody>
  );
}

const COLUMNS: DataTableColumn<PlatformUser>[] = [
  {
    id: "user",
    header: "User",
    accessorFn: (u) => displayName(u.full_name, u.email),
    cell: ({ row }) => {
      const u = row.original;
      const name = displayName(u.full_name, u.email);
      return (
        <Link
          to="/superadmin/users/$id"
          params={{ id: u.id }}
          className="flex min-w-0 items-center gap-3 hover:underline"
        >
          <UserAvatar name={name} />
          <span className="max-w-72 min-w-0">
            <span className="line-clamp-2 block font-semibold wrap-anywhere text-slate-900">{name}</span>
            <span className="block truncate text-sm text-slate-600">{u.email}</span>
          </span>
        </Link>
      );
    },
  },
  {
    id: "organization",
    header: "Organization",
    accessorFn: (u) => u.organization_name ?? "",
    cell: ({ row }) =>
      row.original.organization_id ? (
        <Link
          to="/superadmin/organizations/$id"
          params={{ id: row.original.organization_id }}
          className="text-brand-700 hover:text-brand-800"
        >
          {row.original.organization_name}
        </Link>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  },
  {
    id: "status",
    header: "Status",
    accessorFn: (u) => (u.is_suspended ? "suspended" : u.status),
    cell: ({ row }) => <UserStatusBadge suspended={row.original.is_suspended} status={row.original.status} />,
  },
  {
    id: "last_login",
    header: "Last login",
    accessorFn: (u) => (u.last_login_at ? new Date(u.last_login_at) : new Date(0)),
    sortFn: "datetime",
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-slate-700">
        {row.original.last_login_at ? formatDateTime(row.original.last_login_at) : "Never"}
      </span>
    ),
  },
];
