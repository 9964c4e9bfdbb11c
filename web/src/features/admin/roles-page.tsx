import { useSuspenseQuery } from "@tanstack/react-query";
import { CheckIcon, KeyRoundIcon, UsersIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { RoleAssignment } from "@core/contract/members";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { memberName, roleLabel } from "../team/member-display";
import { PageHeader } from "@web/components/page";
import { ManageRolesDialog, type RolesTarget } from "./manage-roles-dialog";
import { roleAssignmentsQueryOptions } from "./api";
import { roleCards, type RoleCard } from "./roles-logic";

/**
 * /admin/roles: what each role may do, read from the permission policy itself, how many members
 * hold it, and every assignment with Manage Roles.
 */
export function RolesPage() {
  useDocumentTitle("Roles & Permissions");
  const { data: assignments } = useSuspenseQuery(roleAssignmentsQueryOptions());
  const cards = useMemo(() => roleCards(assignments), [assignments]);
  const [editing, setEditing] = useState<RolesTarget | null>(null);
  const columns = useMemo(
    () =>
      assignmentColumns((a) =>
        setEditing({
          id: a.user_id,
          full_name: a.full_name,
          email: a.email,
          roles: assignments.filter((x) => x.user_id === a.user_id).map((x) => x.role),
        }),
      ),
    [assignments],
  );
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeader
        title="Roles & Permissions"
        description="What each role may do in your organization, and who holds it. A member may hold several roles."
      />
      <section aria-labelledby="roles-title">
        {/* The cards' titles are h3: their section has its heading (for screen readers only). */}
        <h2 id="roles-title" className="sr-only">
          Roles
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-4" aria-label="Roles">
          {cards.map((card) => (
            <RoleCardView key={card.role} card={card} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="assignments-title" className="space-y-3">
        <h2 id="assignments-title" className="text-lg font-semibold text-slate-900">
          Role assignments
        </h2>
        <DataTable
          label="Role assignments"
          columns={columns}
          data={assignments}
          getRowId={(a) => `${a.user_id}:${a.role}`}
          rowProps={(a) => ({ "data-testid": "role-assignment", "data-email": a.email })}
          empty={<p className="text-sm text-slate-600">No roles assigned yet.</p>}
        />
      </section>
      {editing ? <ManageRolesDialog member={editing} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
    </div>
  );
}

function RoleCardView({ card }: { card: RoleCard }) {
  return (
    <li>
      <Card className="flex h-full flex-col p-5" data-testid="role-card" data-role={card.role}>
        <div className="flex items-center justify-between gap-3">
          <h3 className="font-semibold text-slate-900">{card.label}</h3>
          <Badge tone={card.members > 0 ? "brand" : "neutral"} className="shrink-0">
            <UsersIcon size={12} aria-hidden="true" />
            {card.members} {card.members === 1 ? "member" : "members"}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-slate-600">{card.description}</p>
        <p className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">May</p>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {card.abilities.map((a) => (
            <li key={a.action} className="flex gap-2">
              <CheckIcon size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-700" />
              <span>
                {a.label}
                {a.note ? <span className="text-slate-500"> ({a.note})</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </li>
  );
}

function assignmentColumns(onManage: (a: RoleAssignment) => void): DataTableColumn<RoleAssignment>[] {
  return [
    {
      id: "user",
      header: "User",
      accessorFn: (a) => memberName(a),
      cell: ({ row }) => <span className="font-semibold text-slate-900">{memberName(row.original)}</span>,
    },
    {
      id: "email",
      header: "Email",
      accessorKey: "email",
      cell: ({ row }) => <span className="text-slate-700">{row.original.email}</span>,
    },
    {
      id: "role",
      header: "Role",
      accessorFn: (a) => roleLabel(a.role),
      cell: ({ row }) => <Badge>{roleLabel(row.original.role)}</Badge>,
    },
    {
      id: "assigned",
      header: "Assigned",
      accessorFn: (a) => new Date(a.assigned_at),
      sortFn: "datetime",
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-slate-700">{formatDateTime(row.original.assigned_at)}</span>
      ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onManage(row.original)}
          aria-label={`Manage roles of ${memberName(row.original)}`}
        >
          <KeyRoundIcon size={16} aria-hidden="true" /> Manage Roles
        </Button>
      ),
    },
  ];
}
