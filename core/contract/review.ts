/**
 * The review of saved assessments: decisions and their history, resubmission, comments with
 * mentions, and the approvals queue. Shapes of the JSON API,
 * used by the routes, the SPA and the tests.
 */
import { z } from "zod";
import { AssessmentDetail, AssessmentSummary } from "./assessments";
import { DecisionActor, DecisionStatus, ReviewerDecision } from "./enums";
import { ListPage, ListQuery } from "./list";
import { COMMENT_MAX, DECISION_COMMENT_MAX, MENTIONS_MAX } from "./review-rules";
import { CONDITION_MAX_CHARS, CONDITIONS_MAX, TRIAL_DAYS_MAX } from "./safe-to-try-rules";

export {
  APPROVING_DECISIONS,
  COMMENT_MAX,
  DECISION_COMMENT_MAX,
  MENTIONS_MAX,
  decisionNeedsComment,
  decisionNeedsConditions,
  decisionNeedsExpiry,
  decisionWords,
  isApprovingDecision,
} from "./review-rules";

export const DecisionRequest = z.object({
  status: ReviewerDecision.describe(
    "approved, approved_with_conditions (with conditions), trial (with expires_at), rejected, changes_requested or retired.",
  ),
  comments: z
    .string()
    .max(DECISION_COMMENT_MAX, `Comments can be at most ${DECISION_COMMENT_MAX} characters`)
    .nullable()
    .optional()
    .describe("Required (not blank) to reject or request changes: 400 COMMENT_REQUIRED; optional otherwise."),
  conditions: z
    .array(
      z
        .string()
        .trim()
        .min(1, "a condition cannot be blank")
        .max(CONDITION_MAX_CHARS, `a condition can be at most ${CONDITION_MAX_CHARS} characters`),
    )
    .max(CONDITIONS_MAX, `at most ${CONDITIONS_MAX} conditions`)
    .optional()
    .describe("approved_with_conditions only, and required there (at least one): shown wherever the tool appears."),
  expires_at: z
    .string()
    .max(40)
    .optional()
    .describe(
      `trial only, and required there: when the trial ends (ISO 8601 date-time, or a date meaning the end of that day UTC), within ${TRIAL_DAYS_MAX} days.`,
    ),
  alternative_assessment_id: z
    .string()
    .min(1)
    .max(64)
    .nullable()
    .optional()
    .describe("rejected only: an approved tool of the organization's catalog to use instead."),
  version: z
    .number()
    .int()
    .optional()
    .describe(
      "The assessment's version the decider looked at (the app always sends it); when the assessment changed since, " +
        "409 with what to do. The history records the version decided.",
    ),
});
export type DecisionRequest = z.infer<typeof DecisionRequest>;

/** An entry of an assessment's review history: a decision, a trial's end, or a return to review. */
export const Decision = z.object({
  id: z.string(),
  assessment_id: z.string(),
  actor: DecisionActor.describe("Who wrote it: a person, the Safe-to-Try policy, or the product itself."),
  reviewer_id: z.string().nullable().describe("The person who decided (null for policy and system entries)."),
  reviewer_name: z.string().nullable().describe("Full name, else e-mail address, of the reviewer."),
  status: DecisionStatus,
  comments: z.string().nullable(),
  conditions: z.array(z.string()).nullable().describe("The conditions of an approval with conditions."),
  expires_at: z.string().nullable().describe("When a trial ends."),
  reason: z
    .string()
    .nullable()
    .describe("Why the product reopened the assessment or ended its trial, naming the change."),
  policy_version: z.number().int().nullable().describe("The Safe-to-Try policy version that granted a trial."),
  alternative_assessment_id: z.string().nullable().describe("An approved alternative a rejection points to."),
  self_approved: z
    .boolean()
    .describe("Decided by the person who created the assessment (the only admin, no reviewer)."),
  assessment_version: z.number().int().nullable().describe("The version of the assessment that was decided."),
  approved_at: z.string().nullable().describe("When it was approved (approved decisions only)."),
  created_at: z.string(),
});
export type Decision = z.infer<typeof Decision>;

export const DecisionList = z.object({
  items: z.array(Decision).describe("Every decision on the assessment, newest first."),
});
export type DecisionList = z.infer<typeof DecisionList>;

export const DecisionResponse = z.object({ decision: Decision, assessment: AssessmentDetail });
export type DecisionResponse = z.infer<typeof DecisionResponse>;

export const Mention = z.object({
  user_id: z.string(),
  name: z.string().describe("The member's name now (full name, else e-mail address)."),
  text: z.string().describe('The words of the comment that name them, e.g. "@Jane Doe".'),
});
export type Mention = z.infer<typeof Mention>;

export const Comment = z.object({
  id: z.string(),
  assessment_id: z.string(),
  user_id: z.string(),
  author_name: z.string().nullable().describe("Full name, else e-mail address, of the author."),
  comment: z.string(),
  mentions: z.array(Mention),
  created_at: z.string(),
  can_delete: z.boolean().describe("Whether the caller may delete it (its author)."),
});
export type Comment = z.infer<typeof Comment>;

export const CommentList = z.object({ items: z.array(Comment).describe("Top-level comments, newest first.") });
export type CommentList = z.infer<typeof CommentList>;

export const CreateCommentRequest = z.object({
  comment: z
    .string()
    .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters`)
    .regex(/\S/, "A comment cannot be empty.")
    .describe("Not blank: 400."),
  mentions: z
    .array(z.string().min(1).max(64))
    .max(MENTIONS_MAX, `A comment can mention at most ${MENTIONS_MAX} people`)
    .optional()
    .describe(
      "Ids of members the comment mentions (picked from GET /api/assessments/{id}/mention-candidates). Without it, " +
        "@Full Name, @e-mail address and @e-mail name of members who can see the assessment are found in the text.",
    ),
});
export type CreateCommentRequest = z.infer<typeof CreateCommentRequest>;

export const CommentResponse = z.object({ comment: Comment });
export type CommentResponse = z.infer<typeof CommentResponse>;

export const MentionCandidate = z.object({
  id: z.string(),
  name: z.string().describe("Full name, else e-mail address."),
  email: z.string(),
});
export type MentionCandidate = z.infer<typeof MentionCandidate>;

export const MentionCandidateList = z.object({
  items: z.array(MentionCandidate).describe("Active members who can see the assessment, the caller excepted, by name."),
});
export type MentionCandidateList = z.infer<typeof MentionCandidateList>;

export const ApprovalsQuery = ListQuery;
export type ApprovalsQuery = z.infer<typeof ApprovalsQuery>;

export const ApprovalsList = ListPage(AssessmentSummary);
export type ApprovalsList = z.infer<typeof ApprovalsList>;
