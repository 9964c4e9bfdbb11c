import { APPROVAL_LABEL, type ApprovalStatusValue } from "@core/contract/assessment-rules";
import type { AssessmentStatusFilter, RiskFilter } from "@core/contract/assessments";

/**
 * The list's filters in the address (`/dashboard/assessments?q=&decision=&status=&risk=`), so a filtered
 * list can be shared and the back button returns to it. The rules are the API's
 * `AssessmentFilters` (core/contract/assessments.ts) without zod: a route's validateSearch is
 * part of the first page load, so this module stays as small as it can (labels and the list's
 * helpers are in list-filters.ts). tests/web checks that both agree. Bad values are dropped.
 */
export interface AssessmentSearch {
  q?: string;
  status?: Exclude<AssessmentStatusFilter, "all">;
  risk?: Exclude<RiskFilter, "all">;
  /** The decision state (approval_status). */
  decision?: ApprovalStatusValue;
}

export const STATUS_VALUES = [
  "completed",
  "pending_review",
  "processing",
  "draft",
  "failed",
  "archived",
] as const satisfies readonly AssessmentSearch["status"][];
export const RISK_VALUES = ["low", "medium", "high", "critical"] as const satisfies readonly AssessmentSearch["risk"][];
export const DECISION_VALUES = Object.keys(APPROVAL_LABEL) as ApprovalStatusValue[];

const Q_MAX = 200;

function oneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

export function validateAssessmentSearch(search: Record<string, unknown>): AssessmentSearch {
  const out: AssessmentSearch = {};
  if (typeof search.q === "string") {
    const q = search.q.trim();
    if (q && q.length <= Q_MAX) out.q = q;
  }
  const status = oneOf(search.status, STATUS_VALUES);
  if (status) out.status = status;
  const risk = oneOf(search.risk, RISK_VALUES);
  if (risk) out.risk = risk;
  const decision = oneOf(search.decision, DECISION_VALUES);
  if (decision) out.decision = decision;
  return out;
}
