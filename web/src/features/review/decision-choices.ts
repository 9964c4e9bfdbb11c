import type { ApprovalStatus, ReviewerDecision } from "@core/contract/enums";
import { allowedDecisions, DAY_MS, isTrialExtension, TRIAL_DAYS_MAX } from "@core/contract/safe-to-try-rules";

/** The decisions a reviewer can take now, with the words of the form's choices. */
export function decisionChoices(state: ApprovalStatus): { value: ReviewerDecision; label: string }[] {
  const label: Record<ReviewerDecision, string> = {
    approved: "Approve",
    approved_with_conditions: "Approve with conditions",
    trial: isTrialExtension(state, "trial") ? "Extend the trial (once)" : "Approve for a trial",
    rejected: "Reject",
    changes_requested: "Request changes",
    retired: "Retire",
  };
  return allowedDecisions(state).map((value) => ({ value, label: label[value] }));
}

/** One condition per non-blank line, trimmed, without repeats. */
export function linesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ];
}

/** A day as the date field writes it (YYYY-MM-DD, UTC). */
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The date field's bounds: from tomorrow to 90 days from today (UTC), as the API accepts. */
export function trialDateBounds(now = Date.now()): { min: string; max: string } {
  return { min: dayOf(now + DAY_MS), max: dayOf(now + TRIAL_DAYS_MAX * DAY_MS) };
}

/** The body of POST /api/assessments/{id}/decisions for what the form holds (fields of other kinds left out). */
export function decisionBody(input: {
  status: ReviewerDecision;
  comment: string;
  conditions: string;
  expiresOn: string;
  alternativeId: string;
}) {
  const conditions = linesOf(input.conditions);
  return {
    status: input.status,
    ...(input.comment.trim() ? { comments: input.comment.trim() } : {}),
    ...((input.status === "approved_with_conditions" || input.status === "trial") && conditions.length
      ? { conditions }
      : {}),
    ...(input.status === "trial" && input.expiresOn ? { expires_at: input.expiresOn } : {}),
    ...(input.status === "rejected" && input.alternativeId ? { alternative_assessment_id: input.alternativeId } : {}),
  };
}
