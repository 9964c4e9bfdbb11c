/**
 * The business constants and display rules of saved assessments,
 * shared by the API, the print view (PDF) and the SPA. No zod here: the SPA's signed-in pages
 * import this module without the schema library.
 */
import type { ApprovalStatus, CatalogState } from "./enums";
import { FIELD_MAX } from "./field-limits";

export { isHighRisk, riskBand, type RiskBand } from "./risk-bands";

/** Latest assessments on the dashboard. */
export const RECENT_ASSESSMENTS = 6;
/**
 * Monthly assessment limit when the organization has none, and the allowed range (1-10,000):
 * the default of the platform setting organizations.default_monthly_limit too.
 */
export const DEFAULT_MONTHLY_LIMIT = 10;
export const MONTHLY_LIMIT_MIN = 1;
export const MONTHLY_LIMIT_MAX = 10_000;
/** Limits of the metadata fields (characters): core/contract/field-limits.ts. */
export const TOOL_NAME_MAX = FIELD_MAX.toolName;
export const DEPARTMENT_MAX = FIELD_MAX.department;
export const PURPOSE_MAX = FIELD_MAX.purpose;

/** Rows in one CSV export at most (the filtered list, newest first). */
export const CSV_EXPORT_MAX_ROWS = 10_000;

export const STATUS_LABEL = {
  draft: "Draft",
  processing: "Processing",
  completed: "Completed",
  failed: "Failed",
  archived: "Archived",
  pending_review: "Pending review",
} as const;
export type AssessmentStatusValue = keyof typeof STATUS_LABEL;

/** How every screen, export and e-mail names an assessment's decision state. */
export const APPROVAL_LABEL = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  changes_requested: "Changes requested",
  approved_with_conditions: "Approved with conditions",
  trial: "Trial",
  trial_ended: "Trial ended",
  retired: "Retired",
} as const satisfies Record<ApprovalStatus, string>;
export type ApprovalStatusValue = keyof typeof APPROVAL_LABEL;

/** A tool's state in the organization's catalog: waiting for a reviewer reads as `in_review`. */
export function catalogState(status: ApprovalStatus): CatalogState {
  return status === "pending" || status === "changes_requested" ? "in_review" : status;
}

export const PRIORITY_LABEL = { normal: "Normal", urgent: "Urgent" } as const;

export const RISK_LEVEL_LABEL = { low: "Low", medium: "Medium", high: "High", critical: "Critical" } as const;

/** shadcn badge variants. */
export type BadgeVariant = "default" | "secondary" | "destructive" | "outline";

/** The label of a risk level, with 'unknown' for a missing level. */
export function riskLevelLabel(level: string | null | undefined): string {
  return level && level in RISK_LEVEL_LABEL ? RISK_LEVEL_LABEL[level as keyof typeof RISK_LEVEL_LABEL] : "Unknown";
}

/** Assessment status badge: completed default, processing secondary, failed destructive, else outline. */
export function statusBadge(status: string | null | undefined): BadgeVariant {
  switch (status) {
    case "completed":
      return "default";
    case "processing":
      return "secondary";
    case "failed":
      return "destructive";
    default:
      return "outline";
  }
}

export function statusLabel(status: string): string {
  return STATUS_LABEL[status as AssessmentStatusValue] ?? status;
}

export function approvalLabel(status: string): string {
  return APPROVAL_LABEL[status as ApprovalStatusValue] ?? status;
}

export function priorityLabel(priority: string): string {
  return PRIORITY_LABEL[priority as keyof typeof PRIORITY_LABEL] ?? priority;
}

/** Width of a score's progress bar: score times 10, within 0-100. */
export function scoreProgress(score: number | null | undefined): number {
  if (typeof score !== "number" || !Number.isFinite(score)) return 0;
  return Math.max(0, Math.min(100, Math.round(score * 10)));
}

/** A score as shown: one decimal at most ("7", "6.5"). */
export function formatScore(score: number | null | undefined): string {
  if (typeof score !== "number" || !Number.isFinite(score)) return "–";
  return String(Math.round(score * 10) / 10);
}

/** Usage percent = used / limit, rounded; a missing or zero limit counts as the default. */
export function usagePercent(used: number, limit: number | null | undefined): number {
  const l = limit && limit > 0 ? limit : DEFAULT_MONTHLY_LIMIT;
  return Math.round((used / l) * 100);
}

/** What cards and headers call an assessment: its tool name, else its address. */
export function assessmentTitle(a: { tool_name?: string | null; url: string }): string {
  return a.tool_name?.trim() || a.url;
}

/** A file name part from a vendor's name: letters, digits and dashes ("Acme Notes" → "Acme-Notes"). */
export function fileNamePart(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return cleaned || "vendor";
}
