/**
 * Organization shapes of the JSON API: the organization and its settings, the admin dashboard's
 * figures, activity per day, usage metrics and audit logs.
 */
import { z } from "zod";
import { controlCharacterMessage, FIELD_MAX, hasControlCharacter } from "./field-limits";
import { DomainProof } from "./enums";
import { ACTIVITY_DAYS, RECENT_ACTIVITY_HOURS, USAGE_METRICS_PAGE } from "./organization-limits";

export * from "./organization-limits";
export const ORGANIZATION_NAME_MAX = FIELD_MAX.organizationName;

/** A domain an admin asked for and has not proved yet: the TXT record to publish. */
export const DomainChallenge = z.object({
  domain: z.string(),
  record_name: z.string().describe("Where to publish the TXT record: _rrr-challenge.<domain>."),
  record_value: z.string().describe("The TXT record's text."),
  created_at: z.string(),
});
export type DomainChallenge = z.infer<typeof DomainChallenge>;

export const Organization = z.object({
  id: z.string(),
  name: z.string(),
  domain: z
    .string()
    .nullable()
    .describe("E-mail domain whose new users ask to join (held with proof, see domain_proof); null for none."),
  domain_verified: z
    .boolean()
    .describe("Whether the organization proved that it controls `domain`; a domain without proof routes nobody."),
  domain_proof: DomainProof.nullable().describe(
    "How the domain was proved: a Workspace sign-in of its founder or an admin, a DNS TXT record, or a platform super admin.",
  ),
  domain_verified_at: z.string().nullable(),
  domain_challenge: DomainChallenge.nullable().describe(
    "A domain asked for and not proved yet, with the TXT record that proves it (admins only; null for others).",
  ),
  require_two_approvals: z
    .boolean()
    .describe("High-risk tools (risk level high or critical) need the approvals of two different reviewers."),
  billing_email: z.string().nullable().describe("Shown to the organization's admins only (null for others)."),
  status: z.string(),
  subscription_tier: z.string(),
  subscription_status: z.string(),
  monthly_assessment_limit: z.number().int(),
  assessments_used_this_month: z.number().int(),
  trial_ends_at: z.string().nullable(),
  is_personal: z.boolean(),
  created_at: z.string(),
});
export type Organization = z.infer<typeof Organization>;

/** A domain name as people type it in an e-mail address: labels of letters, digits and hyphens. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Empty text means "none": the field is cleared. */
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const UpdateOrganization = z.object({
  name: z
    .string({ error: "Organization name is required." })
    .trim()
    .min(1, "Organization name is required.")
    .max(ORGANIZATION_NAME_MAX, `Organization name can be at most ${ORGANIZATION_NAME_MAX} characters.`)
    .refine((v) => !hasControlCharacter(v), controlCharacterMessage("Organization name")),
  domain: z
    .preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(DOMAIN_PATTERN, "Enter a domain like example.com, without https:// or @.")
        .nullable(),
    )
    .optional()
    .describe(
      "E-mail domain (example.com); empty or null removes it; absent leaves it unchanged. The organization holds it " +
        "at once when the admin signed in with an account its Workspace manages; otherwise it waits for the DNS TXT " +
        "record shown in `domain_challenge` (POST /api/organization/domain/verify).",
    ),
  billing_email: z
    .preprocess(
      emptyToNull,
      z.string().trim().max(FIELD_MAX.billingEmail).pipe(z.email("Enter a valid billing e-mail address.")).nullable(),
    )
    .optional()
    .describe("Where invoices go; empty or null removes it; absent leaves it unchanged."),
  require_two_approvals: z
    .boolean()
    .optional()
    .describe("High-risk tools need the approvals of two different reviewers; absent leaves it unchanged."),
});
export type UpdateOrganization = z.infer<typeof UpdateOrganization>;

/** The admin dashboard's figures. */
export const OrganizationStats = z.object({
  total_members: z.number().int(),
  active_members: z.number().int().describe("Active and not suspended."),
  suspended_members: z.number().int(),
  pending_approvals: z.number().int().describe("Requests to join that wait for a decision."),
  recent_activity: z.number().int().describe(`Audit entries of the last ${RECENT_ACTIVITY_HOURS} hours.`),
  assessments_used: z.number().int().describe("Analyses counted this calendar month (UTC)."),
  monthly_limit: z.number().int(),
});
export type OrganizationStats = z.infer<typeof OrganizationStats>;

export const ActivityQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(ACTIVITY_DAYS)
    .describe(`Days to cover, ending today (UTC); 1-90, default ${ACTIVITY_DAYS}.`),
});

export const ActivityDay = z.object({
  date: z.string().describe("YYYY-MM-DD (UTC)."),
  analyses: z.number().int().describe("Analyses the organization's members started that day."),
  decisions: z.number().int().describe("Review decisions (approve, reject, request changes) made that day."),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

export const OrganizationActivity = z.object({
  days: z.array(ActivityDay).describe("One entry per day, oldest first, days without activity included."),
});
export type OrganizationActivity = z.infer<typeof OrganizationActivity>;

/** What the daily usage job records for each organization. */
export const USAGE_METRICS = ["analyses_run", "assessments_saved", "decisions", "active_members"] as const;
export type UsageMetricName = (typeof USAGE_METRICS)[number];

export const UsageMetric = z.object({
  id: z.string(),
  metric_name: z.string(),
  metric_value: z.number(),
  period: z.string(),
  period_start: z.string().describe("The day (YYYY-MM-DD, UTC) the value is for."),
  recorded_at: z.string(),
});
export type UsageMetric = z.infer<typeof UsageMetric>;

export const UsageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(USAGE_METRICS_PAGE)
    .describe(`How many of the latest metrics, 1-100 (default ${USAGE_METRICS_PAGE}).`),
});

export const UsageList = z.object({
  items: z.array(UsageMetric).describe("Latest day first; within a day by metric name."),
});
export type UsageList = z.infer<typeof UsageList>;
