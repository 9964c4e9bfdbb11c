import { AppError, badRequest } from "@core/lib/errors";
import type { ReviewerDecision } from "@core/contract/enums";
import {
  decisionNeedsComment,
  decisionNeedsConditions,
  decisionNeedsExpiry,
  type DecisionRequest,
} from "@core/contract/review";
import { DAY_MS, TRIAL_DAYS_MAX } from "@core/contract/safe-to-try-rules";

export const COMMENT_REQUIRED_MESSAGE =
  "Please explain your decision: a comment is required to reject or to request changes.";

/** A decision as the rules accept it: the fields that apply to its kind, checked and trimmed. */
export interface CheckedDecision {
  status: ReviewerDecision;
  comments: string | null;
  /** approved_with_conditions: the conditions; trial: its own guardrails, when the reviewer gave any. */
  conditions: string[] | null;
  /** trial: when it ends. */
  expiresAt: string | null;
  /** rejected: the approved tool to use instead. */
  alternativeId: string | null;
}

/** 400 naming the field, in the shape of every other validation error. */
export function fieldError(path: string, message: string): AppError {
  return badRequest(`Invalid request: ${path}: ${message}`, { issues: [{ path, message }] });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * When a trial ends, from the request: an ISO 8601 date-time, or a date meaning the end of that
 * day (UTC). It must lie ahead, and at most TRIAL_DAYS_MAX days after today (UTC).
 */
export function trialExpiry(value: string, now: Date): string {
  let at: number;
  if (DATE_ONLY.test(value)) at = Date.parse(`${value}T23:59:59.999Z`);
  else if (DATE_TIME.test(value)) at = Date.parse(value);
  else at = Number.NaN;
  if (!Number.isFinite(at)) throw fieldError("expires_at", "not a date (use YYYY-MM-DD or an ISO 8601 date-time)");
  if (at <= now.getTime()) throw fieldError("expires_at", "a trial must end in the future");
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (at >= today + (TRIAL_DAYS_MAX + 1) * DAY_MS) {
    throw fieldError("expires_at", `a trial can last at most ${TRIAL_DAYS_MAX} days`);
  }
  return new Date(at).toISOString();
}

/**
 * The rules of a decision's fields, before anything is read: a comment to reject or request
 * changes (400 COMMENT_REQUIRED), at least one condition to approve with conditions, an expiry
 * for a trial, an alternative only on a rejection; fields of another kind are refused (400), so
 * nobody believes a condition or an expiry was recorded when it was not.
 */
export function checkDecision(input: DecisionRequest, now: Date): CheckedDecision {
  const { status } = input;
  const comments = input.comments?.trim() || null;
  if (decisionNeedsComment(status) && !comments) throw new AppError("COMMENT_REQUIRED", 400, COMMENT_REQUIRED_MESSAGE);

  const conditions = input.conditions?.length ? input.conditions : null;
  if (decisionNeedsConditions(status) && !conditions) {
    throw fieldError("conditions", "at least one condition is required to approve with conditions");
  }
  if (conditions && status !== "approved_with_conditions" && status !== "trial") {
    throw fieldError("conditions", "only an approval with conditions or a trial has conditions");
  }

  if (decisionNeedsExpiry(status) && !input.expires_at) {
    throw fieldError("expires_at", "a trial needs the date it ends");
  }
  if (input.expires_at && status !== "trial") throw fieldError("expires_at", "only a trial has an end date");
  const expiresAt = input.expires_at ? trialExpiry(input.expires_at, now) : null;

  const alternativeId = input.alternative_assessment_id ?? null;
  if (alternativeId && status !== "rejected") {
    throw fieldError("alternative_assessment_id", "only a rejection names an approved alternative");
  }
  return { status, comments, conditions, expiresAt, alternativeId };
}
