import { useSuspenseQuery } from "@tanstack/react-query";
import { usagePercent } from "@core/contract/assessment-rules";
import { subscriptionStatusLabel, tierLabel, trialEndText } from "@core/contract/organization-rules";
import { Link } from "@tanstack/react-router";
import { BanIcon, RotateCcwIcon } from "lucide-react";
import { MONTHLY_LIMIT_MAX } from "@core/contract/platform";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { DataTable, type DataTableColumn } from "@web/components/ui/data-table";
import { ProgressBar } from "@web/components/ui/progress";
import { toast } from "@web/components/ui/toast";
import { formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { displayName } from "@core/contract/names";
import { ConfirmButton } from "./confirm-button";
import { LimitDialog } from "./limit-dialog";
import {
  platformOrganizationQueryOptions,
  useUpdateOrganization,
  type OrganizationDetail,
  type PlatformOrganizationDetail,
} from "./api";
import { LoadError, PageBody, PageHeader } from "@web/components/page";
import {
  DetailItem,
  formatDate,
  formatNumber,
  OrganizationStatusBadge,
  orDash,
  roleLabel,
  UserStatusBadge,
} from "./superadmin-ui";

type Member = PlatformOrganizationDetail["members"][number];
type Usage = PlatformOrganizationDetail["recent_usage"][number];

/** /superadmin/organizations/{id}: the organization's subscription, limit and usage, members, recent usage metrics. */
const BACK = { to: "/superadmin/organizations", label: "Organizations" };

/** The route's error component: 'Organization not found', or why it could not be loaded. */
export function OrganizationLoadError({ error }: { error: unknown }) {
  useDocumentTitle("Organization");
  return (
    <PageBody>
      <PageHeader title="Organization" back={BACK} />
      <LoadError error={error} notFound="Organization not found" />
    </PageBody>
  );
}

export function OrganizationDetailPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(platformOrganizationQueryOptions(id));
  useDocumentTitle(data.organization.name);
  const back = BACK;
  const { organization: org, members, recent_usage } = data;
  return (
    <PageBody wide>
      <PageHeader
        back={back}
        title={org.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OrganizationStatusBadge status={org.status} />
            <span>{org.domain ?? (org.is_personal ? "Personal organization" : "No domain")}</span>
          </span>
        }
        actions={<SuspendButton organization={org} />}
      />
      <SubscriptionCard organization={org} />
      <section aria-labelledby="members-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
            Members ({formatNumber(org.member_count)})
          </h2>
          {org.member_count > members.length ? (
            <Link
              to="/superadmin/users"
              search={{ organization_id: org.id }}
              className="text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              View all {formatNumber(org.member_count)} members
            </Link>
          ) : null}
        </div>
        <DataTable
          label="Members"
          columns={MEMBER_COLUMNS}
          data={members}
          getRowId={(m) => m.id}
          empty={
            <p className="text-slate-600">
              No members yet. The first person to sign in with an address at {org.domain ?? "its domain"} becomes its
              admin.
            </p>
          }
        />
      </section>
      <section aria-labelledby="usage-heading" className="space-y-3">
        <h2 id="usage-heading" className="text-lg font-semibold text-slate-900">
          Recent usage
        </h2>
        <DataTable
          label="Recent usage"
          columns={USAGE_COLUMNS}
          data={recent_usage}
          getRowId={(u) => u.id}
          empty={<p className="text-slate-600">No usage recorded yet.</p>}
        />
      </section>
    </PageBody>
  );
}

function SubscriptionCard({ organization: org }: { organization: OrganizationDetail }) {
  const used = org.assessments_used_this_month;
  const percent = usagePercent(used, org.monthly_assessment_limit);
  return (
    <Card className="p-5">
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <DetailItem label="Billing e-mail">{orDash(org.billing_email)}</DetailItem>
        <DetailItem label="Created">{formatDate(org.created_at)}</DetailItem>
        <DetailItem label="Tier">{tierLabel(org.subscription_tier)}</DetailItem>
        <DetailItem label="Subscription status">{subscriptionStatusLabel(org.subscription_status)}</DetailItem>
        <DetailItem label="Members">{formatNumber(org.member_count)}</DetailItem>
        <DetailItem label="Trial ends">
          <span data-testid="trial-ends">{trialEndText(org.subscription_status, org.trial_ends_at, formatDate)}</span>
        </DetailItem>
        <DetailItem label="Monthly limit">
          <span className="flex items-center gap-3">
            <span data-testid="monthly-limit">{formatNumber(org.monthly_assessment_limit)}</span>
            <LimitDialog organization={org} />
          </span>
        </DetailItem>
        <DetailItem label="Assessments used">
          <span data-testid="assessments-used">
            {formatNumber(used)} of {formatNumber(org.monthly_assessment_limit)} ({percent}%)
          </span>
          <ProgressBar
            value={percent}
            className="mt-2"
            label="Monthly limit used"
            barClassName={used >= org.monthly_assessment_limit ? "bg-red-600" : undefined}
          />
        </DetailItem>
      </dl>
      <p className="mt-4 text-xs text-slate-500">
        Limits range from 1 to {formatNumber(MONTHLY_LIMIT_MAX)} assessments a month; usage starts again each calendar
        month (UTC).
      </p>
    </Card>
  );
}

function SuspendButton({ organization: org }: { organization: OrganizationDetail }) {
  const suspending = org.status === "active";
  const change = useUpdateOrganization(org.id, {
    onSuccess: (updated) => {
      toast({
        id: "organization-status",
        title: updated.status === "suspended" ? "Organization suspended" : "Organization reactivated",
        description:
          updated.status === "suspended"
            ? `${updated.name}'s members were signed out.`
            : `${updated.name}'s members can sign in again.`,
        tone: "success",
      });
    },
    onError: (err) =>
      toast({
        id: "organization-status",
        title: "Failed to update organization status",
        description: err instanceof Error ? err.message : undefined,
        tone: "destructive",
      }),
  });
  return (
    <ConfirmButton
      destructive={suspending}
      disabled={change.isPending}
      icon={suspending ? <BanIcon size={16} aria-hidden="true" /> : <RotateCcwIcon size={16} aria-hidden="true" />}
      label={suspending ? "Suspend organization" : "Reactivate organization"}
      title={suspending ? `Suspend ${org.name}?` : `Reactivate ${org.name}?`}
      description={
        suspending
          ? "Its members are signed out at once and cannot sign in or run analyses until you reactivate it. Nothing is deleted."
          : "Its members can sign in and run analyses again."
      }
      confirmLabel={suspending ? "Suspend" : "Reactivate"}
      onConfirm={() => change.mutate({ status: suspending ? "suspended" : "active" })}
    />
  );
}

const MEMBER_COLUMNS: DataTableColumn<Member>[] = [
  {
    id: "name",
    header: "Name",
    accessorFn: (m) => displayName(m.full_name, m.email),
    cell: ({ row }) => (
      <Link
        to="/superadmin/users/$id"
        params={{ id: row.original.id }}
        className="block max-w-72 min-w-0 hover:underline"
      >
        <span className="line-clamp-2 block font-semibold wrap-anywhere text-slate-900">
          {displayName(row.original.full_name, row.original.email)}
        </span>
        <span className="block truncate text-sm text-slate-600">{row.original.email}</span>
      </Link>
    ),
  },
  {
    id: "roles",
    header: "Roles",
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        {row.original.roles.length
          ? row.original.roles.map((r) => (
              <Badge key={r} tone={r === "admin" ? "brand" : "neutral"}>
                {roleLabel(r)}
              </Badge>
            ))
          : "—"}
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    accessorFn: (m) => (m.is_suspended ? "suspended" : m.status),
    cell: ({ row }) => <UserStatusBadge suspended={row.original.is_suspended} status={row.original.status} />,
  },
  {
    id: "last_login",
    header: "Last login",
    accessorFn: (m) => (m.last_login_at ? new Date(m.last_login_at) : new Date(0)),
    sortFn: "datetime",
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-slate-700">
        {row.original.last_login_at ? formatDateTime(row.original.last_login_at) : "Never"}
      </span>
    ),
  },
];

const USAGE_COLUMNS: DataTableColumn<Usage>[] = [
  {
    id: "metric",
    header: "Metric",
    accessorKey: "metric_name",
    cell: ({ row }) => (
      <span className="font-medium text-slate-900">{row.original.metric_name.replace(/_/g, " ")}</span>
    ),
  },
  {
    id: "date",
    header: "Date",
    accessorKey: "period_start",
    cell: ({ row }) => <span className="whitespace-nowrap text-slate-700">{row.original.period_start}</span>,
  },
  {
    id: "period",
    header: "Period",
    accessorKey: "period",
    cell: ({ row }) => <span className="text-slate-700">{row.original.period}</span>,
  },
  {
    id: "value",
    header: "Value",
    accessorKey: "metric_value",
    cell: ({ row }) => <span className="tabular-nums text-slate-900">{formatNumber(row.original.metric_value)}</span>,
  },
];
