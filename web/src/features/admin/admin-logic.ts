import type {
  ActivityDay,
  Organization,
  UpdateOrganization as UpdateOrganizationInput,
} from "@core/contract/organization";
import { UpdateOrganization } from "@core/contract/organization";
import { fieldLabel } from "@core/contract/audit-rules";

/**
 * Pure rules of the organization admin pages: the settings form's checks (the API's own
 * schema), how usage metrics read (usage percent: core/contract/assessment-rules.ts; audit
 * entries: core/contract/audit-rules.ts).
 */

export interface OrganizationFormValues {
  name: string;
  domain: string;
  billing_email: string;
}

export function organizationFormValues(
  org: Pick<Organization, "name" | "domain" | "billing_email">,
): OrganizationFormValues {
  return { name: org.name, domain: org.domain ?? "", billing_email: org.billing_email ?? "" };
}

export type OrganizationFormErrors = Partial<Record<keyof OrganizationFormValues, string>>;

/**
 * Checks the settings form with the API's own rules (core/contract/organization.ts): the body
 * to send, or the message of each field that is wrong.
 */
export function checkOrganizationForm(
  values: OrganizationFormValues,
): { ok: true; body: UpdateOrganizationInput } | { ok: false; errors: OrganizationFormErrors } {
  const parsed = UpdateOrganization.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: OrganizationFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof OrganizationFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Whether the form differs from what is saved (after the same trimming the API does). */
export function organizationFormChanged(values: OrganizationFormValues, saved: OrganizationFormValues): boolean {
  const norm = (v: OrganizationFormValues) =>
    [v.name.trim(), v.domain.trim().toLowerCase(), v.billing_email.trim()].join("\n");
  return norm(values) !== norm(saved);
}

/** "analyses_run" → "Analyses run". */
export function metricLabel(name: string): string {
  return fieldLabel(name);
}

const shortDay = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });

/** Chart rows: the day as "Nov 19" next to the figures. */
export function activityChartData(days: readonly ActivityDay[]): (ActivityDay & { label: string })[] {
  return days.map((d) => ({ ...d, label: shortDay.format(Date.parse(`${d.date}T00:00:00Z`)) }));
}

export function activityTotals(days: readonly ActivityDay[]): { analyses: number; decisions: number } {
  return days.reduce((t, d) => ({ analyses: t.analyses + d.analyses, decisions: t.decisions + d.decisions }), {
    analyses: 0,
    decisions: 0,
  });
}
