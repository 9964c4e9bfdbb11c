import type { Decision, Dimension } from "@core/contract/analysis";
import type { BadgeTone } from "@web/components/ui/badge";

/**
 * Risk bands of a score: 3 or less Low (green), 4-6 Medium (yellow), above 6 High
 * (red), no score neutral. The colour never carries the level alone: every use also shows the
 * label and an icon shape per band.
 */
export type Band = "low" | "medium" | "high" | "none";

export function band(score: number | null | undefined): Band {
  if (typeof score !== "number" || !Number.isFinite(score)) return "none";
  // The same thresholds as riskLevel() in core/contract/analysis.ts, which is not imported here
  // because it would bring the schema library into the first page load.
  if (score <= 3) return "low";
  if (score <= 6) return "medium";
  return "high";
}

export const BAND_LABEL: Record<Band, string> = {
  low: "Low Risk",
  medium: "Medium Risk",
  high: "High Risk",
  none: "Not Scored",
};

export const BAND_TONE: Record<Band, BadgeTone> = { low: "green", medium: "amber", high: "red", none: "neutral" };

/** Classes per band: text on light backgrounds (all at least 4.5:1), bars and panels. */
export const BAND_STYLE: Record<Band, { text: string; bar: string; panel: string; ring: string }> = {
  low: { text: "text-emerald-800", bar: "bg-emerald-600", panel: "bg-emerald-50", ring: "ring-emerald-200" },
  medium: { text: "text-amber-900", bar: "bg-amber-500", panel: "bg-amber-50", ring: "ring-amber-200" },
  high: { text: "text-red-800", bar: "bg-red-600", panel: "bg-red-50", ring: "ring-red-200" },
  none: { text: "text-slate-700", bar: "bg-slate-400", panel: "bg-slate-50", ring: "ring-slate-200" },
};

export const DECISION_LABEL: Record<Decision, string> = {
  approve: "Approve",
  approve_with_guardrails: "Approve with guardrails",
  review_required: "Review required",
  avoid: "Avoid",
};

export const DECISION_TONE: Record<Decision, BadgeTone> = {
  approve: "green",
  approve_with_guardrails: "brand",
  review_required: "amber",
  avoid: "red",
};

export const DIMENSION_LABEL: Record<Dimension, string> = {
  pricing: "Pricing",
  privacy_legal: "Privacy/Legal",
  security: "Security",
};

export function confidenceLabel(confidence: number): string {
  if (confidence >= 0.75) return "High confidence";
  if (confidence >= 0.5) return "Medium confidence";
  return "Low confidence";
}
