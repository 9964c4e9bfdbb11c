import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, type LinkProps } from "@tanstack/react-router";
import {
  ActivityIcon,
  ArrowRightIcon,
  ChartNoAxesColumnIcon,
  ListChecksIcon,
  SettingsIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { ProgressBar } from "@web/components/ui/progress";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { DEFAULT_MONTHLY_LIMIT, usagePercent } from "@core/contract/assessment-rules";
import { organizationStatusLabel, tierLabel } from "@core/contract/organization-rules";
import { PageHeader } from "@web/components/page";
import { organizationQueryOptions, organizationStatsQueryOptions } from "./api";

/** /admin: the organization at a glance, its figures and the ways to its members, requests and settings. */
export function AdminDashboard() {
  useDocumentTitle("Organization Admin");
  const { data: org } = useSuspenseQuery(organizationQueryOptions());
  const { data: stats } = useSuspenseQuery(organizationStatsQueryOptions());
  const limit = stats.monthly_limit || DEFAULT_MONTHLY_LIMIT;
  const percent = usagePercent(stats.assessments_used, limit);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Dashboard" description={`An overview of ${org.name}.`} />
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Organization</h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Info label="Name">{org.name}</Info>
          <Info label="Domain">{org.domain ?? "N/A"}</Info>
          <Info label="Status">
            <Badge tone={org.status === "active" ? "green" : "amber"}>{organizationStatusLabel(org.status)}</Badge>
          </Info>
          <Info label="Subscription tier">{tierLabel(org.subscription_tier)}</Info>
        </dl>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Figures">
        <Stat
          icon={<UsersIcon size={18} />}
          label="Total Members"
          value={stats.total_members}
          note={`${stats.active_members} active`}
        />
        <Stat
          icon={<ListChecksIcon size={18} />}
          label="Pending Approvals"
          value={stats.pending_approvals}
          note="Requests to join"
        />
        <Stat
          icon={<ActivityIcon size={18} />}
          label="Recent Activity"
          value={stats.recent_activity}
          note="Audit entries, last 24 hours"
        />
        <Stat
          icon={<ChartNoAxesColumnIcon size={18} />}
          label="Assessments Used"
          value={stats.assessments_used}
          note={`of ${limit} this month (${percent}%)`}
        >
          <ProgressBar
            value={percent}
            className="mt-3"
            label={`${percent}% of the monthly limit used`}
            barClassName={percent >= 100 ? "bg-red-600" : undefined}
          />
        </Stat>
      </ul>
      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="text-lg font-semibold text-slate-900">
          Quick links
        </h2>
        <div className="mt-3 grid gap-4 lg:grid-cols-3">
          <QuickLink
            to="/admin/members"
            icon={<UsersIcon size={18} />}
            title="Manage members"
            text="Roles, suspension and sign-in details."
          />
          <QuickLink
            to="/admin/approvals"
            icon={<ListChecksIcon size={18} />}
            title="Review approvals"
            text="People asking to join."
          />
          <QuickLink
            to="/admin/settings"
            icon={<SettingsIcon size={18} />}
            title="Organization settings"
            text="Name, domain and billing e-mail."
          />
        </div>
      </section>
    </div>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="mt-1 truncate font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  note,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  note: string;
  children?: ReactNode;
}) {
  return (
    <li>
      <Card className="h-full p-5" data-testid="admin-stat">
        <p className="flex items-center justify-between text-sm font-medium text-slate-600">
          {label}{" "}
          <span className="text-slate-400" aria-hidden="true">
            {icon}
          </span>
        </p>
        <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
        <p className="mt-1 text-xs text-slate-600">{note}</p>
        {children}
      </Card>
    </li>
  );
}

function QuickLink({ to, icon, title, text }: { to: LinkProps["to"]; icon: ReactNode; title: string; text: string }) {
  return (
    <Link to={to} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-brand-700">
      <Card className="flex h-full items-start gap-3 p-5 transition-colors group-hover:border-brand-300 group-hover:bg-brand-50/40">
        <span className="mt-0.5 text-brand-700" aria-hidden="true">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1 font-semibold text-slate-900">
            {title}{" "}
            <ArrowRightIcon size={14} aria-hidden="true" className="text-slate-400 group-hover:text-brand-700" />
          </span>
          <span className="mt-1 block text-sm text-slate-600">{text}</span>
        </span>
      </Card>
    </Link>
  );
}
