/**
 * Saved assessments, the dashboard and categories: request and response shapes of the JSON API
 *. The same schemas validate the routes, generate /api/openapi.json,
 * type the SPA's client and search params, and assert responses in tests.
 */
import { z } from "zod";
import { Analysis, AnalyzedPages, RiskLevel } from "./analysis";
import { ApprovalStatus, AssessmentStatus, Priority } from "./enums";
import { ListPage, ListQuery } from "./list";
import { ACTIONS } from "./permissions";
import { DataClass, Lane, People } from "./safe-to-try";

import { DEPARTMENT_MAX, PURPOSE_MAX, TOOL_NAME_MAX } from "./assessment-rules";
import { controlCharacterMessage, hasControlCharacter } from "./field-limits";

const optionalText = (max: number, what: string, { oneLine = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, `${what} can be at most ${max} characters`)
    .refine((v) => !oneLine || !hasControlCharacter(v), controlCharacterMessage(what))
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === "" ? null : v));

/** Metadata a person gives an assessment; absent fields are left as they are, null or "" clears. */
export const AssessmentMetadata = z.object({
  tool_name: optionalText(TOOL_NAME_MAX, "Tool name", { oneLine: true }).describe(
    `What the organization calls the tool: at most ${TOOL_NAME_MAX} characters, no control characters.`,
  ),
  category_id: z.string().max(64).nullable().optional().describe("One of GET /api/categories."),
  department: optionalText(DEPARTMENT_MAX, "Department", { oneLine: true }),
  requested_purpose: optionalText(PURPOSE_MAX, "Purpose").describe("Purpose / use case."),
  priority: Priority.optional().describe("normal (default) or urgent."),
});
export type AssessmentMetadata = z.output<typeof AssessmentMetadata>;

/**
 * Save an analysis to the organization: from the caller's own completed job, or the cached
 * analysis of an address. The server copies the analysis; a body never carries one.
 */
export const SaveAssessmentRequest = AssessmentMetadata.extend({
  job_id: z.string().min(1).max(64).optional().describe("A completed analysis job the caller started."),
  url: z
    .string()
    .max(2048)
    .optional()
    .describe("An address whose analysis is in the cache (used when job_id is absent)."),
  data_class: DataClass.optional().describe(
    "What data will go into the tool: public, internal, confidential or personal. The Safe-to-Try lane needs it.",
  ),
  people: People.optional().describe("How many people will use the tool. The Safe-to-Try lane needs it."),
});
export type SaveAssessmentRequest = z.input<typeof SaveAssessmentRequest>;

/** PATCH: metadata, and `status: "archived"` (or "active" to restore an archived assessment). */
export const UpdateAssessmentRequest = AssessmentMetadata.extend({
  status: z
    .enum(["archived", "active"])
    .optional()
    .describe(
      '"archived" archives; "active" restores an archived assessment (pending_review or completed, by its approval).',
    ),
});
export type UpdateAssessmentRequest = z.input<typeof UpdateAssessmentRequest>;
export type UpdateAssessmentInput = z.output<typeof UpdateAssessmentRequest>;

/** Status filter of the list; absent or "all" means every status except archived. */
export const AssessmentStatusFilter = z.enum(["all", ...AssessmentStatus.options]);
export type AssessmentStatusFilter = z.infer<typeof AssessmentStatusFilter>;
export const RiskFilter = z.enum(["all", ...RiskLevel.options]);
export type RiskFilter = z.infer<typeof RiskFilter>;
/** Decision filter of the list: an assessment's approval_status (its decision state), or all. */
export const DecisionFilter = z.enum(["all", ...ApprovalStatus.options]);
export type DecisionFilter = z.infer<typeof DecisionFilter>;

export const AssessmentFilters = z.object({
  q: ListQuery.shape.q.describe("Matches the tool name, the vendor name or the address."),
  status: AssessmentStatusFilter.optional().describe("all (every status except archived, the default) or one status."),
  risk: RiskFilter.optional().describe("all (default) or one overall risk level."),
  decision: DecisionFilter.optional().describe(
    "all (default) or one decision state (approval_status): pending, approved, rejected, changes requested, and the Safe-to-Try kinds.",
  ),
});
export type AssessmentFilters = z.infer<typeof AssessmentFilters>;

export const AssessmentListQuery = ListQuery.extend(AssessmentFilters.shape);
export type AssessmentListQuery = z.infer<typeof AssessmentListQuery>;

export const AssessmentAction = z.enum(ACTIONS);

/** One assessment in lists: everything but the analysis itself. */
export const AssessmentSummary = z.object({
  id: z.string(),
  organization_id: z.string(),
  url: z.string(),
  tool_name: z.string().nullable(),
  vendor_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  department: z.string().nullable(),
  requested_purpose: z.string().nullable(),
  priority: Priority,
  overall_score: z.number().nullable(),
  risk_level: RiskLevel.nullable(),
  status: AssessmentStatus,
  approval_status: ApprovalStatus,
  decision_state: ApprovalStatus.describe("Where the assessment stands in review (the same as approval_status)."),
  conditions: z
    .array(z.string())
    .nullable()
    .describe("Conditions of an approval with conditions, or the guardrails of a trial; null otherwise."),
  expires_at: z.string().nullable().describe("When its trial ends (decision states trial and trial_ended)."),
  data_class: DataClass.nullable().describe("What data the requester said will go into the tool."),
  people: z.number().int().nullable().describe("How many people the requester said will use it."),
  created_by: z.string(),
  created_by_name: z.string().nullable().describe("Full name, else e-mail address, of the creator."),
  analyzed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int().describe("Bumped by every change: a decision names the version it decides."),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummary>;

export const AssessmentList = ListPage(AssessmentSummary);
export type AssessmentList = z.infer<typeof AssessmentList>;

/** A re-analysis that is running, or the reason the latest one failed. */
export const Reanalysis = z.object({
  job_id: z.string().nullable().describe("The running re-analysis job; null when none runs."),
  error_message: z.string().nullable().describe("Why the latest re-analysis failed (status failed)."),
});

/** Where the review of the current version stands: approvals given and needed, and the four-eyes rule. */
export const ReviewProgress = z.object({
  approvals_required: z
    .number()
    .int()
    .describe("1, or 2 when the organization requires two approvals and the tool is high risk."),
  approvals: z
    .array(z.object({ reviewer_id: z.string(), reviewer_name: z.string().nullable(), created_at: z.string() }))
    .describe("Approvals already given to this version (while one more is needed)."),
  self_approval_allowed: z
    .boolean()
    .describe(
      "Whether its requester may decide it: only the organization's only admin, with no reviewer (marked self-approved).",
    ),
});
export type ReviewProgress = z.infer<typeof ReviewProgress>;

export const AssessmentDetail = AssessmentSummary.extend({
  analysis: Analysis.nullable(),
  analyzed_pages: AnalyzedPages.nullable(),
  job_id: z
    .string()
    .nullable()
    .describe("The job whose result is the current analysis; null when it came from the cache."),
  reanalysis: Reanalysis,
  review: ReviewProgress,
  lane: Lane.nullable().describe(
    "The Safe-to-Try lane's answer when the request was last saved for review (null for assessments saved before the lane).",
  ),
  /** What the caller may do with this assessment, by the permission policy. */
  permissions: z.array(AssessmentAction),
});
export type AssessmentDetail = z.infer<typeof AssessmentDetail>;

export const AssessmentResponse = z.object({ assessment: AssessmentDetail });
export type AssessmentResponse = z.infer<typeof AssessmentResponse>;

export const ReanalyzeResponse = z.object({
  job_id: z.string().describe("The org analysis job; follow it at GET /api/jobs/{id}."),
});
export type ReanalyzeResponse = z.infer<typeof ReanalyzeResponse>;

export const RiskCounts = z.object({
  low: z.number().int(),
  medium: z.number().int(),
  high: z.number().int(),
  critical: z.number().int(),
  unknown: z.number().int(),
});
export type RiskCounts = z.infer<typeof RiskCounts>;

export const Dashboard = z.object({
  scope: z
    .enum(["organization", "own"])
    .describe(
      "Whose assessments the counts are: the organization's, or only the caller's own (members); usage is always the organization's.",
    ),
  total_assessments: z.number().int().describe("Assessments the caller can see, archived ones excepted."),
  high_risk: z.number().int().describe("Of those, overall score in the high risk band (above 6)."),
  pending_reviews: z.number().int().describe("Of those, waiting for a decision (approval pending)."),
  usage: z.object({
    used: z.number().int(),
    limit: z.number().int(),
    percent: z.number().int().describe("used / limit, rounded."),
  }),
  recent: z.array(AssessmentSummary).describe("The 6 latest, archived ones excepted."),
  by_risk: RiskCounts.describe("The same assessments by overall risk level."),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const Category = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof Category>;
export const CategoryList = z.object({ items: z.array(Category).describe("Ordered by name.") });
export type CategoryList = z.infer<typeof CategoryList>;
