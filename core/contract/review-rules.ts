/**
 * The rules of deciding and discussing assessments, shared by the
 * API and the SPA. No zod here: the SPA's signed-in pages import it without the schema library.
 */
import type { ApprovalStatus, DecisionStatus, ReviewerDecision } from "./enums";
import { FIELD_MAX } from "./field-limits";

/** Longest decision comment and discussion comment, in characters (core/contract/field-limits.ts). */
export const DECISION_COMMENT_MAX = FIELD_MAX.decisionComment;
export const COMMENT_MAX = FIELD_MAX.comment;
/** Most members one comment can mention. */
export const MENTIONS_MAX = 20;
/** The bell's badge shows the count up to this, then "9+". */
export const BELL_BADGE_MAX = 9;
/** The bell refetches this often. */
export const NOTIFICATION_REFETCH_MS = 30_000;

/**
 * The decisions that approve a tool in some form: the four-eyes rule and the organization's
 * two-approvals rule apply to each of them (approved, with conditions, for a trial).
 */
export const APPROVING_DECISIONS: readonly string[] = ["approved", "approved_with_conditions", "trial"];

export function isApprovingDecision(status: string): boolean {
  return APPROVING_DECISIONS.includes(status);
}

/**
 * The states that wait for a decision (approval pending, or a Safe-to-Try trial that ended): the
 * approvals queue lists them; in the others a decision stands, which a reviewer may change.
 */
export const AWAITING_DECISION = ["pending", "trial_ended"] as const satisfies readonly ApprovalStatus[];

export function awaitsDecision(state: string): boolean {
  return (AWAITING_DECISION as readonly string[]).includes(state);
}

/** What the history and the PDF say about a decision its own requester made (the only admin, no reviewer). */
export const SELF_APPROVED_LABEL = "Self-approved (the only admin, no other reviewer)";

/** What a reviewer may decide: the values of ReviewerDecision (enums.ts), without zod. */
export type DecisionChoice = ReviewerDecision;

/** A comment is required (not blank) to reject or request changes, optional otherwise. */
export function decisionNeedsComment(status: DecisionChoice): boolean {
  return status === "rejected" || status === "changes_requested";
}

/** An approval with conditions names at least one condition. */
export function decisionNeedsConditions(status: DecisionChoice): boolean {
  return status === "approved_with_conditions";
}

/** A trial (granted or extended by a reviewer) names when it ends. */
export function decisionNeedsExpiry(status: DecisionChoice): boolean {
  return status === "trial";
}

/**
 * May this decision be sent? (The Submit button's rule, less "while sending".) A comment where
 * one is required, at least one non-blank condition for an approval with conditions, an expiry
 * for a trial.
 */
export function decisionReady(
  status: DecisionChoice,
  comment: string,
  extra: { conditions?: readonly string[]; expiresAt?: string | null } = {},
): boolean {
  if (decisionNeedsComment(status) && comment.trim().length === 0) return false;
  if (decisionNeedsConditions(status) && !(extra.conditions ?? []).some((c) => c.trim().length > 0)) return false;
  if (decisionNeedsExpiry(status) && !extra.expiresAt) return false;
  return true;
}

const DECISION_WORDS: Record<DecisionStatus, string> = {
  approved: "approved",
  rejected: "rejected",
  changes_requested: "changes requested",
  approved_with_conditions: "approved with conditions",
  trial: "approved for a trial",
  retired: "retired",
  trial_ended: "at the end of its trial",
  reopened: "sent back to review",
};

/** The badge of a history entry. */
export const DECISION_LABEL: Record<DecisionStatus, string> = {
  approved: "Approved",
  rejected: "Rejected",
  changes_requested: "Changes requested",
  approved_with_conditions: "Approved with conditions",
  trial: "Trial",
  retired: "Retired",
  trial_ended: "Trial ended",
  reopened: "Back in review",
};

/** What a history entry says happened, in words: "approved", "changes requested", ... */
export function decisionWords(status: DecisionStatus): string {
  return DECISION_WORDS[status];
}

/** The bell's badge: nothing at 0, the count up to 9, then "9+". */
export function bellBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(unread);
}
