import type { ReactNode } from "react";
import { TIER_LABEL } from "@core/contract/organization-rules";
import { Badge } from "@web/components/ui/badge";
import type { OrganizationDetail } from "./api";

/** The parts super admin pages share: status badges, labels, detail items (the page frame is components/page.tsx). */

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
