import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Building2Icon, ChartColumnIcon, ListChecksIcon, ScrollTextIcon, SettingsIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { platformStatsQueryOptions } from "./api";
import { PageBody, PageHeader } from "@web/components/page";
import { formatNumber } from "./superadmin-ui";

/** /superadmin: the platform at a glance and the way to each screen. */
export function SuperAdminHome() {
  useDocumentTitle("Super Admin");
  const { data: s } = useSuspenseQuery(platformStatsQueryOptions());
  return (
    <PageBody>
      <PageHeader
        title="Super Admin"
        description="Every organization and user of the platform, their limits and activity, and the platform's settings."
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total organizations"
          value={s.organizations.total}
          detail={`${formatNumber(s.organizations.active)} active`}
          to="/superadmin/organizations"
        />
        <StatCard
          label="Total users"
          value={s.users.total}
          detail={`${formatNumber(s.users.active)} active`}
          to="/superadmin/users"
        />
        <StatCard
          label="Pending approvals"
          value={s.pending_approvals}
          detail="Requests to join, every organization"
          to="/superadmin/approvals"
        />
        <StatCard
          label="Audit entries"
          value={s.audit_entries_24h}
          detail="In the last 24 hours"
          to="/superadmin/audit-logs"
        />
      </div>
      <section aria-labelledby="quick-links">
        <h2 id="quick-links" className="text-lg font-semibold text-slate-900">
          Quick links
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <QuickLink
            to="/superadmin/organizations"
            icon={<Building2Icon size={20} aria-hidden="true" />}
            title="Organizations"
            text="Create organizations, change limits, suspend."
          />
          <QuickLink
            to="/superadmin/users"
            icon={<UsersIcon size={20} aria-hidden="true" />}
            title="Users"
            text="Find a user, their sessions and activity."
          />
          <QuickLink
            to="/superadmin/approvals"
            icon={<ListChecksIcon size={20} aria-hidden="true" />}
            title="Approvals"
            text="Requests to join any organization."
          />
          <QuickLink
            to="/superadmin/audit-logs"
            icon={<ScrollTextIcon size={20} aria-hidden="true" />}
            title="Audit Logs"
            text="Who changed what, everywhere."
          />
          <QuickLink
            to="/superadmin/analytics"
            icon={<ChartColumnIcon size={20} aria-hidden="true" />}
            title="Analytics"
            text="Analyses, failures, speed, cache, growth."
          />
          <QuickLink
            to="/superadmin/settings"
            icon={<SettingsIcon size={20} aria-hidden="true" />}
            title="Settings"
            text="Limits, cache lifetime, banner and more."
          />
        </div>
      </section>
    </PageBody>
  );
}

function StatCard({ label, value, detail, to }: { label: string; value: number; detail: ReactNode; to: string }) {
  return (
    <Link
      to={to}
      className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Card className="h-full p-5 transition-colors group-hover:border-brand-300">
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        <p
          className="mt-1 text-3xl font-bold text-slate-900 tabular-nums"
          data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}
        >
          {formatNumber(value)}
        </p>
        {detail ? <p className="mt-1 text-sm text-slate-600">{detail}</p> : null}
      </Card>
    </Link>
  );
}

function QuickLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
    </Link>
  );
}
