/**
 * The one scale every score is read on: its risk level, the band its colour follows, and
 * whether it counts as high risk. The same thresholds everywhere (report, cards, score bars,
 * PDF, dashboard counts, the engine's levels), so a score's colour never contradicts its label.
 * Where the specification gave two scales (bands 3/6 for labels, 8/5 for card colours, 7 for
 * "High Risk Items"), the risk bands win. No zod here: the landing page imports it.
 */

/** A score's level: 3 or less low, above 3 up to 6 medium, above 6 high, 9 and above critical. */
export const RISK_LEVELS = ["low", "medium", "high", "critical"] as const;
export type ScoreLevel = (typeof RISK_LEVELS)[number];

/** What a score's colour follows: low green, medium amber, high red; no score is neutral. */
export type RiskBand = "low" | "medium" | "high" | "none";

/** Highest score of the low band, and of the medium band. */
export const LOW_BAND_MAX = 3;
export const MEDIUM_BAND_MAX = 6;
/** From here up a high score is "critical" (the top of the high band, used by filters and decisions). */
export const CRITICAL_SCORE = 9;

function scored(score: number | null | undefined): score is number {
  return typeof score === "number" && Number.isFinite(score);
}

export function riskBand(score: number | null | undefined): RiskBand {
  if (!scored(score)) return "none";
  if (score <= LOW_BAND_MAX) return "low";
  if (score <= MEDIUM_BAND_MAX) return "medium";
  return "high";
}

export function riskLevel(score: number): ScoreLevel {
  if (score <= LOW_BAND_MAX) return "low";
  if (score <= MEDIUM_BAND_MAX) return "medium";
  if (score < CRITICAL_SCORE) return "high";
  return "critical";
}

/** The level of a score that may be missing (a report without one): null without a score. */
export function riskLevelOf(score: number | null | undefined): ScoreLevel | null {
  return scored(score) ? riskLevel(score) : null;
}

/** The band a stored risk level is shown in (critical is the top of the high band); none for an unknown level. */
export function levelBand(level: string | null | undefined): RiskBand {
  if (level === "low" || level === "medium" || level === "high") return level;
  return level === "critical" ? "high" : "none";
}

/** High risk (the dashboard's "High Risk Items"): a score in the high band, above 6. */
export function isHighRisk(score: number | null | undefined): boolean {
  return riskBand(score) === "high";
}

/** How the bands are named beside a score. */
export const RISK_BAND_LABEL: Record<RiskBand, string> = {
  low: "Low Risk",
  medium: "Medium Risk",
  high: "High Risk",
  none: "Not Scored",
};
