import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "@web/components/ui/alert";
import { TIER_LABEL } from "@core/contract/organization-rules";
import { Badge } from "@web/components/ui/badge";
import { ApiError } from "@web/lib/api";
import type { OrganizationDetail } from "./platform-api";

/** The parts every super admin page shares: its header, status badges, load errors. */

export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div className="space-y-3">
      {back ? <BackLink {...back} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="line-clamp-3 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
    >
      <ArrowLeftIcon size={16} aria-hidden="true" /> {label}
    </Link>
  );
}

export function PageBody({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto space-y-6 px-4 py-8 sm:px-6 ${wide ? "max-w-6xl" : "max-w-5xl"}`}>{children}</div>;
}

export function OrganizationStatusBadge({ status }: { status: OrganizationDetail["status"] }) {
  return status === "active" ? <Badge tone="green">Active</Badge> : <Badge tone="red">Suspended</Badge>;
}

export function UserStatusBadge({ suspended, status }: { suspended: boolean; status: string }) {
  if (suspended) return <Badge tone="red">Suspended</Badge>;
  if (status === "active") return <Badge tone="green">Active</Badge>;
  if (status === "pending_approval") return <Badge tone="amber">Pending approval</Badge>;
  return <Badge tone="neutral">Rejected</Badge>;
}

/** A role's name as the organization admin panel and the team page say it (Administrator, Risk Analyst...). */
export { roleLabel } from "../team/member-display";

export const TIER_OPTIONS = Object.entries(TIER_LABEL).map(([value, label]) => ({ value, label }));

/** A query that failed: its message, and "not found" in the spec's words. */
export function LoadError({ error, notFound }: { error: unknown; notFound?: string }) {
  if (notFound && error instanceof ApiError && error.status === 404) {
    return (
      <Alert tone="warning" title={notFound}>
        It may have been removed, or the address is wrong.
      </Alert>
    );
  }
  return (
    <Alert tone="error" title="Could not load this page">
      {error instanceof Error ? error.message : "An unexpected error occurred"}
    </Alert>
  );
}

/** One label and value of a detail card (inside a <dl>). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "—" for a missing value. */
export const orDash = (value: ReactNode) => (value === null || value === undefined || value === "" ? "—" : value);

export const formatDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(Date.parse(iso)) : "—";

export const formatNumber = (n: number) => n.toLocaleString("en-US");
