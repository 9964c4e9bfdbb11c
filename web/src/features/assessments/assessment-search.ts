import type { AssessmentStatusFilter, RiskFilter } from "../../../../worker/shared/assessments";

/**
 * The list's filters in the address (`/dashboard/assessments?q=&status=&risk=`), so a filtered
 * list can be shared and the back button returns to it. The rules are the API's
 * `AssessmentFilters` (worker/shared/assessments.ts) without zod (a route's validateSearch is
 * part of the first page load); tests/web checks that both agree. Bad values are dropped.
 */
export interface AssessmentSearch {
  q?: string;
  status?: Exclude<AssessmentStatusFilter, "all">;
  risk?: Exclude<RiskFilter, "all">;
}

/** The status filter's options in the spec's order (spec 02 section 2), plus Pending review. */
export const STATUS_FILTERS = [
  { value: "all", label: "All statuses" },
  { value: "completed", label: "Completed" },
  { value: "pending_review", label: "Pending review" },
  { value: "processing", label: "Processing" },
  { value: "draft", label: "Draft" },
  { value: "failed", label: "Failed" },
  { value: "archived", label: "Archived" },
] as const satisfies readonly { value: AssessmentStatusFilter; label: string }[];

export const RISK_FILTERS = [
  { value: "all", label: "All risk levels" },
  { value: "low", label: "Low" },
  { value: "medium", label: "Medium" },
  { value: "high", label: "High" },
  { value: "critical", label: "Critical" },
] as const satisfies readonly { value: RiskFilter; label: string }[];

const Q_MAX = 200;

function oneOf<T extends string>(value: unknown, options: readonly { value: string }[]): T | undefined {
  return typeof value === "string" && value !== "all" && options.some((o) => o.value === value) ? (value as T) : undefined;
}

export function validateAssessmentSearch(search: Record<string, unknown>): AssessmentSearch {
  const out: AssessmentSearch = {};
  if (typeof search.q === "string") {
    const q = search.q.trim();
    if (q && q.length <= Q_MAX) out.q = q;
  }
  const status = oneOf<NonNullable<AssessmentSearch["status"]>>(search.status, STATUS_FILTERS);
  if (status) out.status = status;
  const risk = oneOf<NonNullable<AssessmentSearch["risk"]>>(search.risk, RISK_FILTERS);
  if (risk) out.risk = risk;
  return out;
}

/** True when any filter narrows the list (the empty state then says 'Try adjusting your filters'). */
export function hasFilters(search: AssessmentSearch): boolean {
  return !!(search.q || search.status || search.risk);
}

/** The count line under the filters. */
export function countLine(n: number, more: boolean): string {
  return `Showing ${n}${more ? "+" : ""} assessment${n === 1 ? "" : "s"}`;
}
