import { useSuspenseQuery } from "@tanstack/react-query";
import {
  ArrowDownToLineIcon,
  ArrowRightIcon,
  ClipboardListIcon,
  FilePlus2Icon,
  FileTextIcon,
  GaugeIcon,
  HourglassIcon,
  ShieldAlertIcon,
} from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import type { Dashboard } from "@core/contract/assessments";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { ButtonLink, buttonVariants } from "@web/components/ui/button";
import { SAMPLE_PDF_HREF } from "../report/sample-analysis";
import { Card } from "@web/components/ui/card";
import { ProgressBar } from "@web/components/ui/progress";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { displayUrl } from "@web/lib/format";
import { ROLE_INFO, isRole } from "@core/contract/permissions";
import { AssessmentCard } from "../assessments/assessment-card";
import { VendorChangesCard } from "../monitoring/vendor-changes-card";
import { dashboardQueryOptions } from "../assessments/api";
import { readPendingUrl } from "../assessments/pending-url";
import type { Me } from "../auth/api";
import { displayName } from "@core/contract/names";
import { canDo } from "../auth/permissions";
import { CatalogCards } from "../catalog/catalog-cards";
// recharts is large: the chart arrives after the numbers.
const RiskChart = lazy(() => import("./risk-chart").then((m) => ({ default: m.RiskChart })));

const roleLabel = (role: string) =>
  isRole(role) ? ROLE_INFO[role].label : role === "super_admin" ? "Super Admin" : role;

/**
 * /dashboard: the four stat cards, 'New Assessment', the organization's
 * assessments by risk level, and the 6 latest with 'View All' (empty: 'No assessments yet').
 */
export function DashboardPage({ me }: { me: Me }) {
  useDocumentTitle("Dashboard");
  const { data } = useSuspenseQuery(dashboardQueryOptions);
  const name = displayName(me.user.full_name, me.user.email);
  const canCreate = canDo(me, "assessment.create");
  const pendingUrl = canCreate ? readPendingUrl() : null;
  const roles = me.roles.length > 0 ? me.roles : ["member"];
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Welcome, {name.split(/\s+/)[0]}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900" data-testid="organization-name">
              {me.organization?.name ?? "—"}
            </span>
            {roles.map((r) => (
              <Badge key={r} tone={r === "admin" || r === "super_admin" ? "brand" : "neutral"}>
                {roleLabel(r)}
              </Badge>
            ))}
          </p>
        </div>
        {canCreate ? (
          <ButtonLink to="/dashboard/new-assessment">
            <FilePlus2Icon size={18} aria-hidden="true" /> New Assessment
          </ButtonLink>
        ) : null}
      </div>

      {pendingUrl ? (
        <Alert
          title={`Your analysis of ${displayUrl(pendingUrl)} is waiting`}
          action={
            <ButtonLink to="/dashboard/new-assessment" size="sm">
              Continue <ArrowRightIcon size={16} aria-hidden="true" />
            </ButtonLink>
          }
        >
          Save it to {me.organization?.name ?? "your organization"} to review it with your team.
        </Alert>
      ) : null}

      <StatCards data={data} organizationName={me.organization?.name ?? "your organization"} />
      <CatalogCards />
      <VendorChangesCard />

      {data.total_assessments > 0 ? (
        <Suspense fallback={<Skeleton className="h-64" />}>
          <RiskChart counts={data.by_risk} total={data.total_assessments} />
        </Suspense>
      ) : null}

      <section aria-labelledby="recent-title" className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
            Recent Assessments
          </h2>
          {data.recent.length > 0 ? (
            <ButtonLink to="/dashboard/assessments" variant="ghost" size="sm">
              View All <ArrowRightIcon size={16} aria-hidden="true" />
            </ButtonLink>
          ) : null}
        </div>
        {data.recent.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="recent-assessments">
            {data.recent.map((a) => (
              <li key={a.id}>
                <AssessmentCard assessment={a} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="dashboard-empty">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ClipboardListIcon size={24} aria-hidden="true" />
            </span>
            <p className="text-lg font-semibold text-slate-900">No assessments yet</p>
            <p className="max-w-md text-sm text-slate-600">
              Analyze a tool your team wants to use and save the report here to review it together.
            </p>
            {/* Stacked on a phone, both as wide as each other. */}
            <div className="flex w-full max-w-xs flex-col gap-2 sm:w-auto sm:max-w-none sm:flex-row sm:justify-center">
              {canCreate ? (
                <ButtonLink to="/dashboard/new-assessment">
                  <FilePlus2Icon size={18} aria-hidden="true" /> Create Assessment
                </ButtonLink>
              ) : null}
              <a
                className={buttonVariants({ variant: "outline" })}
                href={SAMPLE_PDF_HREF}
                download
                data-testid="sample-pdf"
              >
                <ArrowDownToLineIcon size={18} aria-hidden="true" /> Sample report (PDF)
              </a>
            </div>
          </Card>
        )}
      </section>
    </div>
  );
}

/**
 * The four figures. A member's first three count their own assessments only, while usage is
 * always the organization's: each card says whose it is, so "0" beside "7/10" does not puzzle.
 */
function StatCards({ data, organizationName }: { data: Dashboard; organizationName: string }) {
  const value = (n: number) => n.toLocaleString("en-US");
  const own = data.scope === "own";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Overview">
      <StatCard
        title="Total Assessments"
        icon={<FileTextIcon size={20} />}
        value={value(data.total_assessments)}
        note={own ? "Saved by you" : "Saved for your organization"}
      />
      <StatCard
        title="High Risk Items"
        icon={<ShieldAlertIcon size={20} />}
        value={value(data.high_risk)}
        note={own ? "Yours that require attention" : "Require attention"}
        tone="red"
      />
      <StatCard
        title="Pending Reviews"
        icon={<HourglassIcon size={20} />}
        value={value(data.pending_reviews)}
        note={own ? "Yours in progress" : "In progress"}
        tone="amber"
      />
      <StatCard
        title="Usage This Month"
        icon={<GaugeIcon size={20} />}
        value={`${data.usage.used}/${data.usage.limit}`}
        note={
          <span className="block space-y-1.5">
            <span className="block" data-testid="usage-note">
              {data.usage.percent}% used by {own ? `all of ${organizationName}` : "your organization"}
            </span>
            <ProgressBar
              value={data.usage.percent}
              label={`Monthly assessments used: ${data.usage.percent}%`}
              barClassName={
                data.usage.percent >= 100 ? "bg-red-600" : data.usage.percent >= 80 ? "bg-amber-500" : undefined
              }
            />
          </span>
        }
      />
    </ul>
  );
}

const TONE = {
  brand: "bg-brand-50 text-brand-700",
  red: "bg-red-50 text-red-700",
  amber: "bg-amber-50 text-amber-800",
} as const;

function StatCard({
  title,
  icon,
  value,
  note,
  tone = "brand",
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  note: ReactNode;
  tone?: keyof typeof TONE;
}) {
  return (
    <li>
      <Card className="h-full p-5" data-testid="stat-card">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-sm font-medium text-slate-600">{title}</h2>
          <span className={`flex h-9 w-9 items-center justify-center rounded-lg ${TONE[tone]}`} aria-hidden="true">
            {icon}
          </span>
        </div>
        <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
        <p className="mt-1 text-sm text-slate-600">{note}</p>
      </Card>
    </li>
  );
}
