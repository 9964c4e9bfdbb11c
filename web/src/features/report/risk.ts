import type { Dimension, Recommendation } from "@core/contract/analysis";
import type { RiskBand } from "@core/contract/risk-bands";
import type { BadgeTone } from "@web/components/ui/badge";

/**
 * How the risk bands look (core/contract/risk-bands.ts decides which band a score is in): low
 * green, medium amber, high red, no score neutral. The colour never carries the level alone:
 * every use also shows the label and an icon shape per band.
 */

export const BAND_TONE: Record<RiskBand, BadgeTone> = { low: "green", medium: "amber", high: "red", none: "neutral" };

/** Classes per band: text on light backgrounds (all at least 4.5:1), bars and panels. */
export const BAND_STYLE: Record<RiskBand, { text: string; bar: string; panel: string; ring: string }> = {
  low: { text: "text-emerald-800", bar: "bg-emerald-600", panel: "bg-emerald-50", ring: "ring-emerald-200" },
  medium: { text: "text-amber-900", bar: "bg-amber-500", panel: "bg-amber-50", ring: "ring-amber-200" },
  high: { text: "text-red-800", bar: "bg-red-600", panel: "bg-red-50", ring: "ring-red-200" },
  none: { text: "text-slate-700", bar: "bg-slate-400", panel: "bg-slate-50", ring: "ring-slate-200" },
};

export const RECOMMENDATION_LABEL: Record<Recommendation, string> = {
  approve: "Approve",
  approve_with_guardrails: "Approve with guardrails",
  review_required: "Review required",
  avoid: "Avoid",
};

export const RECOMMENDATION_TONE: Record<Recommendation, BadgeTone> = {
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
