import { useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { Organization } from "@core/contract/organization";
import { DEFAULT_MONTHLY_LIMIT } from "@core/contract/assessment-rules";
import { FIELD_MAX } from "@core/contract/field-limits";
import { organizationStatusLabel, tierLabel } from "@core/contract/organization-rules";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { useDocumentTitle } from "@web/lib/use-document-title";
import {
  checkOrganizationForm,
  organizationFormChanged,
  organizationFormValues,
  type OrganizationFormErrors,
  type OrganizationFormValues,
} from "./admin-logic";
import { PageHeader } from "@web/components/page";
import { organizationQueryOptions, useUpdateOrganization } from "./api";
import { DetailRow as Row } from "./detail-row";
import { DomainCard, ReviewRulesCard } from "./organization-trust-cards";
import { PolicyCard } from "../safe-to-try/policy-form";
import { MonitoringSettingsCard } from "../monitoring/monitoring-settings-card";

const TOAST_ID = "admin:settings";

/** /admin/settings: the organization's name, domain and billing e-mail; its plan and usage, read-only. */
export function OrganizationSettingsPage() {
  useDocumentTitle("Organization Settings");
  const { data: org } = useSuspenseQuery(organizationQueryOptions());
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Settings" description="Your organization's details. Changes are recorded in the audit log." />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        {/* Keyed by the saved values: after a save the form starts from what the server kept. */}
        <SettingsForm
          key={`${org.name}\n${org.domain}\n${org.billing_email}\n${org.domain_challenge?.record_value}`}
          org={org}
        />
        <div className="space-y-6">
          <PlanCard org={org} />
          <DomainCard org={org} />
          <ReviewRulesCard org={org} />
        </div>
      </div>
      <PolicyCard />
      <MonitoringSettingsCard />
    </div>
  );
}

function SettingsForm({ org }: { org: Organization }) {
  const ids = { name: useId(), domain: useId(), billing: useId() };
  const saved = organizationFormValues(org);
  const [values, setValues] = useState<OrganizationFormValues>(saved);
  const [errors, setErrors] = useState<OrganizationFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useUpdateOrganization({
    onSuccess: (next) => {
      setServerError(null);
      toast({
        id: TOAST_ID,
        title: "Settings saved",
        description: next.domain_challenge
          ? `To hold ${next.domain_challenge.domain}, publish the DNS record shown under Domain, then verify it.`
          : "Your organization's details were updated.",
        tone: "success",
      });
    },
    onError: (err) => {
      const message = err instanceof Error ? err.message : "Please try again.";
      setServerError(message);
      toast({ id: TOAST_ID, title: "Failed to update settings", description: message, tone: "destructive" });
    },
  });
  const set = (field: keyof OrganizationFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkOrganizationForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body);
  };
  const changed = organizationFormChanged(values, saved);
  return (
    <Card className="h-fit p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Organization details</h2>
      <form className="mt-5 space-y-4" onSubmit={onSubmit} noValidate aria-label="Organization details">
        {serverError ? (
          <Alert tone="error" title="Failed to update settings">
            {serverError}
          </Alert>
        ) : null}
        <Field id={ids.name} label="Organization Name" error={errors.name}>
          <Input
            id={ids.name}
            value={values.name}
            onChange={(e) => set("name")(e.target.value)}
            required
            maxLength={FIELD_MAX.organizationName}
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? `${ids.name}-error` : undefined}
          />
        </Field>
        <Field
          id={ids.domain}
          label="Domain"
          hint={
            org.is_personal
              ? "A personal organization cannot hold a domain."
              : "People signing in with this e-mail domain ask to join your organization, once it is verified: at once when you signed in with its Google Workspace, else by a DNS record."
          }
          error={errors.domain}
        >
          <Input
            id={ids.domain}
            value={values.domain}
            disabled={org.is_personal}
            placeholder="example.com"
            onChange={(e) => set("domain")(e.target.value)}
            aria-invalid={!!errors.domain}
            aria-describedby={`${ids.domain}-${errors.domain ? "error" : "hint"}`}
          />
        </Field>
        <Field id={ids.billing} label="Billing Email" error={errors.billing_email}>
          <Input
            id={ids.billing}
            type="email"
            value={values.billing_email}
            placeholder="billing@example.com"
            autoComplete="email"
            onChange={(e) => set("billing_email")(e.target.value)}
            aria-invalid={!!errors.billing_email}
            aria-describedby={errors.billing_email ? `${ids.billing}-error` : undefined}
          />
        </Field>
        <Button type="submit" disabled={save.isPending || !changed}>
          {save.isPending ? <Spinner /> : null}
          Save Changes
        </Button>
      </form>
    </Card>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function PlanCard({ org }: { org: Organization }) {
  return (
    <Card className="h-fit p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Plan and usage</h2>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <Row label="Subscription tier">{tierLabel(org.subscription_tier)}</Row>
        <Row label="Status">
          <Badge tone={org.status === "active" ? "green" : "amber"}>{organizationStatusLabel(org.status)}</Badge>
        </Row>
        <Row label="Monthly assessment limit">{org.monthly_assessment_limit || DEFAULT_MONTHLY_LIMIT}</Row>
        <Row label="Used this month">{org.assessments_used_this_month}</Row>
      </dl>
      <p className="mt-4 text-xs text-slate-600">
        The plan and the monthly limit are changed by the platform's administrators.
      </p>
    </Card>
  );
}
