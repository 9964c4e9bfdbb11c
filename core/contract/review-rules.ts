/**
 * The rules of deciding and discussing assessments, shared by the
 * API and the SPA. No zod here: the SPA's signed-in pages import it without the schema library.
 */
import type { DecisionStatus, ReviewerDecision } from "./enums";

/** Longest decision comment and discussion comment, in characters. */
export const DECISION_COMMENT_MAX = 2000;
export const COMMENT_MAX = 5000;
/** Most members one comment can mention. */
export const MENTIONS_MAX = 20;
/** The bell's badge shows the count up to this, then "9+". */
export const BELL_BADGE_MAX = 9;
/** The bell refetches this often. */
export const NOTIFICATION_REFETCH_MS = 30_000;

/** What a reviewer may decide: the values of ReviewerDecision (enums.ts), without zod. */
export type DecisionChoice = ReviewerDecision;

/** A comment is optional to approve, required (not blank) to reject or request changes. */
export function decisionNeedsComment(status: DecisionChoice): boolean {
  return status !== "approved";
}

/** May this decision be sent with this comment? (The Submit button's rule, less "while sending".) */
export function decisionReady(status: DecisionChoice, comment: string): boolean {
  return !decisionNeedsComment(status) || comment.trim().length > 0;
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
