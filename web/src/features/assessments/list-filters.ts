import { APPROVAL_LABEL } from "@core/contract/assessment-rules";
import type { AssessmentStatusFilter, RiskFilter } from "@core/contract/assessments";
import { DECISION_VALUES, type AssessmentSearch } from "./assessment-search";

/** The decision filter: every decision state by its shared label, the new kinds included. */
export const DECISION_FILTERS = [
  { value: "all", label: "All decisions" },
  ...DECISION_VALUES.map((value) => ({ value, label: APPROVAL_LABEL[value] })),
] as const satisfies readonly { value: string; label: string }[];

/** The status filter's options in the product's order, plus Pending review. */
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

/** True when any filter narrows the list (the empty state then says 'Try adjusting your filters'). */
export function hasFilters(search: AssessmentSearch): boolean {
  return !!(search.q || search.status || search.risk || search.decision);
}

/** The count line under the filters. */
export function countLine(n: number, more: boolean): string {
  return `Showing ${n}${more ? "+" : ""} assessment${n === 1 ? "" : "s"}`;
}
