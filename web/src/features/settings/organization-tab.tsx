import { useQuery } from "@tanstack/react-query";
import type { Organization } from "@core/contract/organization";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import { Alert } from "@web/components/ui/alert";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { organizationQueryOptions } from "../admin/api";
import { DEFAULT_MONTHLY_LIMIT } from "@core/contract/assessment-rules";
import { tierLabel } from "@core/contract/organization-rules";
import { DetailRow as Row } from "../admin/detail-row";
import { PolicyCard } from "../safe-to-try/policy-form";

/**
 * Settings → Organization (admins): the organization's details, read-only (editing is in the admin
 * panel), and its Safe-to-Try policy.
 */
export function OrganizationTab() {
  const org = useQuery(organizationQueryOptions());
  if (org.isError) {
    return (
      <Alert tone="error" title="No organization found">
        {org.error instanceof Error ? org.error.message : null}
      </Alert>
    );
  }
  const o = org.data;
  return (
    <div className="max-w-3xl space-y-6">
      <OrganizationDetails organization={o} />
      <PolicyCard />
    </div>
  );
}

function OrganizationDetails({ organization: o }: { organization: Organization | undefined }) {
  return (
    <Card className="max-w-2xl p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Organization</h2>
      <p className="mt-1 text-sm text-slate-600">Your organization's details and this month's usage.</p>
      <dl className="mt-5 divide-y divide-slate-100 text-sm">
        <Row label="Name">{o ? o.name : <Skeleton className="h-4 w-40" />}</Row>
        <Row label="Domain">{o ? (o.domain ?? "N/A") : <Skeleton className="h-4 w-32" />}</Row>
        <Row label="Subscription tier">{o ? tierLabel(o.subscription_tier) : <Skeleton className="h-4 w-16" />}</Row>
        <Row label="Monthly assessment limit">
          {o ? o.monthly_assessment_limit || DEFAULT_MONTHLY_LIMIT : <Skeleton className="h-4 w-10" />}
        </Row>
        <Row label="Used this month">{o ? o.assessments_used_this_month : <Skeleton className="h-4 w-10" />}</Row>
      </dl>
      <Link
        to="/admin/settings"
        className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        Edit in the Organization Admin <ArrowRightIcon size={14} aria-hidden="true" />
      </Link>
    </Card>
  );
}
