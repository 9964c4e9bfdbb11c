import { tierLabel } from "@core/contract/organization-rules";
import { Link } from "@tanstack/react-router";
import { Building2Icon } from "lucide-react";
import { ListTable } from "@web/components/list-table";
import type { DataTableColumn } from "@web/components/ui/data-table";
import { useDocumentTitle } from "@web/lib/use-document-title";
import type { ListParams } from "@web/lib/list";
import { CreateOrganizationDialog } from "./create-organization-dialog";
import { platformOrganizationsQueryOptions, type PlatformOrganization } from "./api";
import { PageBody, PageHeader } from "@web/components/page";
import { formatDate, OrganizationStatusBadge, orDash } from "./superadmin-ui";
import { EmptyMessage } from "@web/components/empty-state";

/** /superadmin/organizations: every organization, searchable by name or domain, and 'Create Organization'. */
export function OrganizationsPage({ params, onSearch }: { params: ListParams; onSearch: (q: string) => void }) {
  useDocumentTitle("Organizations");
  return (
    <PageBody wide>
      <PageHeader
        title="Organizations"
        description="Every organization on the platform."
        actions={<CreateOrganizationDialog />}
      />
      <ListTable
        query={platformOrganizationsQueryOptions(params)}
        label="Organizations"
        columns={COLUMNS}
        getRowId={(o) => o.id}
        rowProps={() => ({ "data-testid": "organization-row" })}
        search={{
          value: params.q ?? "",
          onChange: onSearch,
          placeholder: "Search by name or domain",
          label: "Search organizations",
        }}
        empty={
          <EmptyMessage
            icon={Building2Icon}
            title={params.q ? "No organizations match your search" : "No organizations yet"}
            hint={params.q ? "Try another name or domain." : "They appear when people sign up, or when you create one."}
          />
        }
      />
    </PageBody>
  );
}

const COLUMNS: DataTableColumn<PlatformOrganization>[] = [
  {
    id: "name",
    header: "Name",
    accessorKey: "name",
    cell: ({ row }) => (
      <div className="max-w-72 min-w-0">
        <p className="line-clamp-2 font-semibold wrap-anywhere text-slate-900">{row.original.name}</p>
        <p className="text-sm text-slate-600">
          {row.original.member_count} {row.original.member_count === 1 ? "member" : "members"}
          {row.original.is_personal ? " · personal" : ""}
        </p>
      </div>
    ),
  },
  {
    id: "domain",
    header: "Domain",
    accessorFn: (o) => o.domain ?? "",
    cell: ({ row }) => <span className="text-slate-700">{orDash(row.original.domain)}</span>,
  },
  {
    id: "status",
    header: "Status",
    accessorKey: "status",
    cell: ({ row }) => <OrganizationStatusBadge status={row.original.status} />,
  },
  {
    id: "tier",
    header: "Tier",
    accessorKey: "subscription_tier",
    cell: ({ row }) => <span className="text-slate-700">{tierLabel(row.original.subscription_tier)}</span>,
  },
  {
    id: "created",
    header: "Created",
    accessorFn: (o) => new Date(o.created_at),
    sortFn: "datetime",
    cell: ({ row }) => <span className="whitespace-nowrap text-slate-700">{formatDate(row.original.created_at)}</span>,
  },
  {
    id: "view",
    header: () => <span className="sr-only">View</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to="/superadmin/organizations/$id"
        params={{ id: row.original.id }}
        className="font-semibold text-brand-700 hover:text-brand-800"
        aria-label={`View ${row.original.name}`}
      >
        View
      </Link>
    ),
  },
];
