/**
 * The Safe-to-Try lane: the organization's policy and the lane's answer for a request to use a
 * tool. Shapes of the JSON API, used by the routes, the SPA and the tests.
 */
import { z } from "zod";
import { RiskLevel } from "./analysis";
import { ApprovalStatus, CatalogState } from "./enums";
import {
  DATA_CLASSES,
  GUARDRAIL_MAX_CHARS,
  GUARDRAILS_MAX,
  PEOPLE_MAX,
  REVIEW_FINDING_IDS,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
} from "./safe-to-try-rules";

export const DataClass = z.enum(DATA_CLASSES);
export type DataClass = z.infer<typeof DataClass>;

export const ReviewFindingId = z.enum(REVIEW_FINDING_IDS);
export type ReviewFindingId = z.infer<typeof ReviewFindingId>;

export const People = z
  .number()
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(PEOPLE_MAX, `must be at most ${PEOPLE_MAX.toLocaleString("en-US")}`);

/** PUT /api/organization/safe-to-try-policy: the whole policy. */
export const SafeToTryPolicyInput = z.object({
  enabled: z.boolean().describe("Whether qualifying requests get a trial at once, without a reviewer."),
  max_overall_score: z
    .number()
    .min(0, "must be at least 0")
    .max(10, "must be at most 10")
    .describe("The highest overall score (0-10) that may be tried without review."),
  max_risk_level: RiskLevel.describe("The highest overall risk level that may be tried without review."),
  review_findings: z
    .array(ReviewFindingId)
    .max(REVIEW_FINDING_IDS.length)
    .transform((ids) => [...new Set(ids)])
    .describe("Findings that always need review (the engine's rule identifiers; GET the policy for their words)."),
  max_data_class: DataClass.describe(
    "The most sensitive data a trial may receive: public < internal < confidential < personal.",
  ),
  trial_days: z
    .number()
    .int("must be a whole number")
    .min(TRIAL_DAYS_MIN, `must be at least ${TRIAL_DAYS_MIN}`)
    .max(TRIAL_DAYS_MAX, `must be at most ${TRIAL_DAYS_MAX}`)
    .describe(`Trial length in days, ${TRIAL_DAYS_MIN}-${TRIAL_DAYS_MAX}.`),
  max_people: People.describe("The largest number of people in a trial."),
  guardrails: z
    .array(
      z
        .string()
        .trim()
        .min(1, "a guardrail cannot be blank")
        .max(GUARDRAIL_MAX_CHARS, `a guardrail can be at most ${GUARDRAIL_MAX_CHARS} characters`),
    )
    .max(GUARDRAILS_MAX, `at most ${GUARDRAILS_MAX} guardrails`)
    .describe("Lines shown to everyone who uses a tool on trial."),
  version: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("The version the admin edited; when given and the policy changed since, 409."),
});
export type SafeToTryPolicyInput = z.input<typeof SafeToTryPolicyInput>;
export type SafeToTryPolicyValues = z.output<typeof SafeToTryPolicyInput>;

export const SafeToTryPolicy = z.object({
  enabled: z.boolean(),
  max_overall_score: z.number(),
  max_risk_level: RiskLevel,
  review_findings: z.array(ReviewFindingId),
  max_data_class: DataClass,
  trial_days: z.number().int(),
  max_people: z.number().int(),
  guardrails: z.array(z.string()),
  version: z.number().int().describe("0 until an admin saves the policy; each change adds one."),
  updated_at: z.string().nullable().describe("When this version was saved (null for the default, never saved)."),
  updated_by: z.string().nullable().describe("Who saved it (full name, else e-mail address)."),
});
export type SafeToTryPolicy = z.infer<typeof SafeToTryPolicy>;

export const LaneReason = z.object({
  text: z.string().describe('One reason, e.g. "overall score 6.8 is above 4".'),
  source_url: z.string().optional().describe("The page a finding was read from."),
  evidence: z.string().optional().describe("The vendor's own words on that page."),
});
export type LaneReason = z.infer<typeof LaneReason>;

/** The lane's answer for one request: a trial at once, or review, with every reason. */
export const Lane = z.object({
  outcome: z.enum(["trial", "review"]),
  summary: z.string().describe('"Qualifies for a 30-day trial", or "Needs review because: …" with the reasons.'),
  reasons: z.array(LaneReason).describe("Why: every check passed (trial) or every check that failed (review)."),
  expires_at: z.string().nullable().describe("When the trial ends (trial only)."),
  policy_version: z.number().int().describe("The policy version that answered."),
  trial_days: z.number().int().nullable(),
  guardrails: z.array(z.string()).describe("Shown to everyone who uses the tool on trial."),
  evaluated_at: z.string(),
});
export type Lane = z.infer<typeof Lane>;

/** Ask the lane before saving: the same analysis source as saving (a job, or a cached address). */
export const LanePreviewRequest = z.object({
  job_id: z.string().min(1).max(64).optional().describe("A completed analysis job the caller started."),
  url: z.string().max(2048).optional().describe("An address whose analysis is in the cache (when job_id is absent)."),
  data_class: DataClass.optional().describe("What data will go into the tool."),
  people: People.optional().describe("How many people will use it."),
});
export type LanePreviewRequest = z.infer<typeof LanePreviewRequest>;

export const LanePreview = z.object({
  lane: Lane,
  existing: z
    .object({
      assessment_id: z.string(),
      state: CatalogState,
      decision_state: ApprovalStatus,
    })
    .nullable()
    .describe("The organization's assessment of this tool, when it has one (saving updates it)."),
});
export type LanePreview = z.infer<typeof LanePreview>;
