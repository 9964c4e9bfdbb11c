/**
 * Shapes of the platform super admin API (/api/platform/*): organizations and their limits,
 * users and their sessions, the audit log, analytics. The same schemas validate the routes,
 * generate /api/openapi.json, type the SPA and assert responses in tests.
 */
import { z } from "zod";
import { AuditLogEntry } from "./audit";
import { OrganizationStatus, ProfileStatus, SubscriptionStatus, SubscriptionTier } from "./enums";
import { ListPage, ListQuery } from "./list";
import { mailDomain } from "./platform-settings";
import { controlCharacterMessage, FIELD_MAX, hasControlCharacter } from "./field-limits";

import { MONTHLY_LIMIT_MAX, MONTHLY_LIMIT_MIN } from "./assessment-rules";
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from "./organization-limits";

export { OrganizationStatus, SubscriptionStatus, SubscriptionTier } from "./enums";
export { MONTHLY_LIMIT_MAX, MONTHLY_LIMIT_MIN } from "./assessment-rules";

// ---- the monthly limit ----

export const LIMIT_MESSAGES = {
  invalid: "Please enter a valid number",
  min: "Limit must be at least 1",
  max: "Limit cannot exceed 10,000",
  belowUsage:
    "Warning: New limit is less than current usage. This won't affect existing assessments but may prevent new ones.",
} as const;

/** A monthly assessment limit: a whole number from 1 to 10,000. */
export const MonthlyLimit = z
  .number({ message: LIMIT_MESSAGES.invalid })
  .int({ message: LIMIT_MESSAGES.invalid })
  .min(MONTHLY_LIMIT_MIN, { message: LIMIT_MESSAGES.min })
  .max(MONTHLY_LIMIT_MAX, { message: LIMIT_MESSAGES.max });

/**
 * The limit dialog's check of what was typed: the number, or the message to show. Whole
 * numbers only ("12", not "12.5", "1e3" or "12abc").
 */
export function parseMonthlyLimit(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const t = text.trim();
  if (!/^-?\d+$/.test(t)) return { ok: false, message: LIMIT_MESSAGES.invalid };
  const result = MonthlyLimit.safeParse(Number(t));
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0]!.message };
}

/** Whether to show the (non-blocking) warning: the new limit is below this month's usage. */
export function limitBelowUsage(limit: number, used: number): boolean {
  return limit < used;
}

// ---- stats ----

export const PlatformStats = z.object({
  organizations: z.object({ total: z.number().int(), active: z.number().int() }),
  users: z.object({ total: z.number().int(), active: z.number().int().describe("Status active and not suspended.") }),
  pending_approvals: z.number().int().describe("Membership requests waiting for a decision, every organization."),
  audit_entries_24h: z.number().int().describe("Audit log entries in the last 24 hours, every organization."),
});
export type PlatformStats = z.infer<typeof PlatformStats>;

// ---- organizations ----

export const PlatformOrganization = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  status: OrganizationStatus,
  subscription_tier: SubscriptionTier,
  is_personal: z.boolean(),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type PlatformOrganization = z.infer<typeof PlatformOrganization>;

export const PlatformOrganizationList = ListPage(PlatformOrganization);
export type PlatformOrganizationList = z.infer<typeof PlatformOrganizationList>;

export const PlatformOrganizationQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe("Text in the organization's name or domain (case-insensitive)."),
  status: OrganizationStatus.optional().describe("Only organizations with this status."),
});
export type PlatformOrganizationQuery = z.infer<typeof PlatformOrganizationQuery>;

/** A mail domain an organization owns: its members sign in with addresses @domain. */
export const OrganizationDomain = mailDomain("Enter a domain such as example.com");

export const OrganizationName = z
  .string({ message: "Organization name is required" })
  .trim()
  .min(1, { message: "Organization name is required" })
  .max(FIELD_MAX.organizationName, {
    message: `Organization name can be at most ${FIELD_MAX.organizationName} characters`,
  })
  .refine((v) => !hasControlCharacter(v), controlCharacterMessage("Organization name"));

export const CreateOrganizationRequest = z.object({
  name: OrganizationName,
  domain: OrganizationDomain.nullable()
    .optional()
    .describe(
      "Optional, unique: the first person to sign in with an address at this domain becomes the organization's admin.",
    ),
  billing_email: z
    .email({ message: "Enter a valid billing e-mail address" })
    .max(FIELD_MAX.billingEmail)
    .nullable()
    .optional(),
  subscription_tier: SubscriptionTier.optional().describe("Default free."),
  monthly_assessment_limit: MonthlyLimit.optional().describe(
    "1-10,000; default the setting organizations.default_monthly_limit.",
  ),
});
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationRequest>;

export const UpdateOrganizationRequest = z
  .object({
    monthly_assessment_limit: MonthlyLimit.optional(),
    status: OrganizationStatus.optional().describe(
      "suspended: its members are signed out and cannot sign in or analyze; nothing is deleted.",
    ),
    name: OrganizationName.optional(),
    subscription_tier: SubscriptionTier.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Nothing to change" });
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequest>;

export const OrganizationDetail = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string().nullable(),
  billing_email: z.string().nullable(),
  status: OrganizationStatus,
  subscription_tier: SubscriptionTier,
  subscription_status: SubscriptionStatus,
  monthly_assessment_limit: z.number().int(),
  assessments_used_this_month: z
    .number()
    .int()
    .describe("Analyses started this calendar month (UTC); 0 when none yet."),
  trial_ends_at: z.string().nullable(),
  is_personal: z.boolean(),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrganizationDetail = z.infer<typeof OrganizationDetail>;

export const OrganizationMember = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  status: ProfileStatus,
  is_suspended: z.boolean(),
  roles: z.array(z.string()),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrganizationMember = z.infer<typeof OrganizationMember>;

export const UsageEntry = z.object({
  id: z.string(),
  metric_name: z.string(),
  metric_value: z.number(),
  period: z.string(),
  period_start: z.string(),
  recorded_at: z.string(),
});
export type UsageEntry = z.infer<typeof UsageEntry>;

/** How many members the organization page lists (the rest: the users list filtered by organization). */
export const ORGANIZATION_MEMBERS_SHOWN = 50;
export const RECENT_USAGE_SHOWN = 10;

export const PlatformOrganizationDetail = z.object({
  organization: OrganizationDetail,
  members: z
    .array(OrganizationMember)
    .describe(`The first ${ORGANIZATION_MEMBERS_SHOWN} members, newest first; member_count says how many there are.`),
  recent_usage: z.array(UsageEntry).describe(`The latest ${RECENT_USAGE_SHOWN} usage metrics.`),
});
export type PlatformOrganizationDetail = z.infer<typeof PlatformOrganizationDetail>;

// ---- users ----

export const PlatformUser = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  status: ProfileStatus,
  is_suspended: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type PlatformUser = z.infer<typeof PlatformUser>;

export const PlatformUserList = ListPage(PlatformUser);
export type PlatformUserList = z.infer<typeof PlatformUserList>;

export const PlatformUserQuery = ListQuery.extend({
  q: ListQuery.shape.q.describe("Text in the user's e-mail address or name (case-insensitive)."),
  organization_id: z.string().max(64).optional().describe("Only members of this organization."),
});
export type PlatformUserQuery = z.infer<typeof PlatformUserQuery>;

export const UserSession = z.object({
  id: z.string(),
  ip_address: z.string().nullable(),
  location: z.string().nullable().describe("City and country as the edge located the sign-in."),
  user_agent: z.string().nullable(),
  is_active: z.boolean().describe("Not ended and not expired."),
  created_at: z.string(),
  expires_at: z.string(),
});
export type UserSession = z.infer<typeof UserSession>;

export const RECENT_SESSIONS_SHOWN = 10;
export const RECENT_ACTIVITY_SHOWN = 10;

export const PlatformUserDetail = z.object({
  user: PlatformUser.extend({
    suspension_reason: z.string().nullable(),
    last_login_ip: z.string().nullable(),
    notes: z.string().nullable().describe("The super admins' notes about the user."),
    updated_at: z.string(),
  }),
  roles: z.array(z.object({ role: z.string(), organization_id: z.string(), created_at: z.string() })),
  is_super_admin: z.boolean(),
  sessions: z.array(UserSession).describe(`The latest ${RECENT_SESSIONS_SHOWN} sessions, newest first.`),
  activity: z
    .array(AuditLogEntry)
    .describe(`The latest ${RECENT_ACTIVITY_SHOWN} audit entries the user made, newest first.`),
});
export type PlatformUserDetail = z.infer<typeof PlatformUserDetail>;

export const NOTES_MAX = FIELD_MAX.notes;

export const UpdateUserRequest = z
  .object({
    notes: z
      .string()
      .max(NOTES_MAX, { message: `Notes can be at most ${NOTES_MAX.toLocaleString("en-US")} characters` })
      .nullable()
      .optional(),
    suspended: z.boolean().optional().describe("true suspends (sessions end at once), false reactivates."),
    suspension_reason: z
      .string()
      .trim()
      .max(FIELD_MAX.suspensionReason, {
        message: `The reason can be at most ${FIELD_MAX.suspensionReason} characters`,
      })
      .optional()
      .describe("With suspended: true (default 'Suspended by admin'); alone, changes a suspended user's reason."),
  })
  .refine((v) => v.notes !== undefined || v.suspended !== undefined || v.suspension_reason !== undefined, {
    message: "Nothing to change",
  });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

// ---- analytics ----

export { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from "./organization-limits";

export const AnalyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(ANALYTICS_MAX_DAYS)
    .default(ANALYTICS_DEFAULT_DAYS)
    .describe(`Days back from today (UTC), 1-${ANALYTICS_MAX_DAYS} (default ${ANALYTICS_DEFAULT_DAYS}).`),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const AnalyticsDay = z.object({
  date: z.string().describe("YYYY-MM-DD (UTC)."),
  anonymous: z.number().int().describe("Analyses started by visitors without an account (public jobs)."),
  organization: z.number().int().describe("Analyses started by members of organizations."),
  failed: z.number().int().describe("Of those, how many failed."),
  cache_hits: z.number().int().describe("Requests answered from the cache (no analysis ran)."),
  median_ms: z
    .number()
    .nullable()
    .describe("Median time from request to finished report of the day's completed analyses."),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const AnalyticsWeek = z.object({
  week_start: z.string().describe("The Monday (YYYY-MM-DD, UTC) the week starts on."),
  organizations: z.number().int().describe("Organizations created that week."),
  users: z.number().int().describe("Users who signed up that week."),
});
export type AnalyticsWeek = z.infer<typeof AnalyticsWeek>;

export const PlatformAnalytics = z.object({
  days: z.number().int(),
  from: z.string().describe("First day counted (YYYY-MM-DD, UTC)."),
  to: z.string().describe("Last day counted: today (UTC)."),
  daily: z.array(AnalyticsDay).describe("One entry per day, oldest first, days without activity included."),
  weekly: z.array(AnalyticsWeek).describe("One entry per week that overlaps the period, oldest first."),
  totals: z.object({
    analyses: z.number().int(),
    anonymous: z.number().int(),
    organization: z.number().int(),
    failed: z.number().int(),
    failure_rate: z.number().nullable().describe("failed / analyses, 0-1; null without analyses."),
    cache_hits: z.number().int(),
    cache_hit_rate: z.number().nullable().describe("cache_hits / (cache_hits + analyses), 0-1; null without requests."),
    median_ms: z.number().nullable().describe("Median time to a finished report over the period."),
    new_organizations: z.number().int(),
    new_users: z.number().int(),
  }),
});
export type PlatformAnalytics = z.infer<typeof PlatformAnalytics>;
