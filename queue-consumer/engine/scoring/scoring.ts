/**
 * Scores: a documented, deterministic function of the findings (README.md has the table).
 *
 *   dimension score = clamp(base + sum of effective weights, 0, 10), one decimal
 *     - base: the risk of a vendor about which nothing is known yet (4 in every dimension);
 *       absence findings ("no privacy policy found") then add their own points
 *     - every finding has a catalogue weight: risks positive, strengths negative, info 0
 *     - diminishing returns: within a dimension, risks are ranked by weight and the n-th
 *       counts weight x 0.75^n; strengths likewise with 0.7^n. Many small risks cannot add up
 *       to "critical" on their own, and a long list of minor strengths cannot cancel a serious
 *       risk (strengths fade faster than risks: the scale leans towards caution)
 *     - the effective weight is what each finding shows, so base + the findings' weights is
 *       the score (before clamping to 0-10)
 *   severity floors: some findings settle the level on their own, whatever else the pages say:
 *     selling personal data, training on customer content with no way to opt out, and no
 *     privacy policy after a real search put privacy/legal at high (7) at least; the decision
 *     is then at least "review required"
 *   overall = the largest of: the weighted mean (privacy 0.4, security 0.4, pricing 0.2),
 *     the median dimension (two dimensions at a level pull the overall there), and the
 *     highest dimension - 3 (one high dimension cannot be averaged away)
 * Every score comes with its explanation: the base, each finding's contribution, and the
 * floors applied (DimensionScore.explanation), which the report shows.
 */
import { type Dimension, type Finding, type Recommendation, type RiskLevel, riskLevel } from "@core/contract/analysis";

export const BASE: Record<Dimension, number> = { pricing: 4, privacy_legal: 4, security: 4 };
export const DIMENSION_WEIGHT: Record<Dimension, number> = { pricing: 0.2, privacy_legal: 0.4, security: 0.4 };
export const RISK_DECAY = 0.75;
export const STRENGTH_DECAY = 0.7;

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** A finding that sets a minimum score for its dimension. */
export interface SeverityFloor {
  /** The finding that sets it (any of these signals). */
  signals: string[];
  /** And only when none of these is found (an opt-out answers "training without opt-out"). */
  unless?: string[];
  dimension: Dimension;
  minimum: number;
  reason: string;
}

export const SEVERITY_FLOORS: SeverityFloor[] = [
  {
    signals: ["privacy.sells_data"],
    dimension: "privacy_legal",
    minimum: 7,
    reason: "The vendor may sell personal data.",
  },
  {
    signals: ["privacy.trains_on_data"],
    unless: ["privacy.training_opt_out"],
    dimension: "privacy_legal",
    minimum: 7,
    reason: "Customer content trains AI models, and no opt-out is stated.",
  },
  {
    signals: ["privacy.no_training_opt_out"],
    dimension: "privacy_legal",
    minimum: 7,
    reason: "Customers cannot opt out of their content training AI models.",
  },
  {
    signals: ["privacy.policy_missing"],
    dimension: "privacy_legal",
    minimum: 7,
    reason: "No privacy policy was found after searching the site.",
  },
];

export interface ScoreExplanation {
  base: number;
  /** Each finding that moved the score, with the weight it carries (after diminishing returns). */
  contributions: { signal: string; finding: string; weight: number }[];
  risks: number;
  strengths: number;
  /** base + risks + strengths, before clamping to 0-10 and before floors. */
  raw: number;
  floors: { signal: string; minimum: number; reason: string }[];
  score: number;
}

export interface DimensionScore {
  score: number;
  level: RiskLevel;
  /** Effective weight of each finding, in the order given. */
  effective: number[];
  parts: { base: number; risks: number; strengths: number };
  explanation: ScoreExplanation;
}

export function scoreDimension(dimension: Dimension, findings: Finding[]): DimensionScore {
  const effective = findings.map(() => 0);
  const rank = (sign: 1 | -1) =>
    findings
      .map((f, i) => ({ f, i, w: f.polarity === "info" ? 0 : (f.weight ?? 0) }))
      .filter((x) => Math.sign(x.w) === sign)
      .sort((a, b) => Math.abs(b.w) - Math.abs(a.w) || (a.f.signal ?? "").localeCompare(b.f.signal ?? "") || a.i - b.i);
  rank(1).forEach((x, n) => {
    effective[x.i] = round2(x.w * RISK_DECAY ** n);
  });
  rank(-1).forEach((x, n) => {
    effective[x.i] = round2(x.w * STRENGTH_DECAY ** n);
  });
  const contributions = findings.map((f, i) => ({ signal: f.signal ?? "", finding: f.finding, weight: effective[i]! }));
  return { ...scoreFromContributions(dimension, BASE[dimension], contributions, findings), effective };
}

/**
 * A score made of a base and contributions (each finding's effective weight, or each rubric
 * answer's points), with the severity floors the findings set.
 */
export function scoreFromContributions(
  dimension: Dimension,
  base: number,
  parts: ScoreExplanation["contributions"],
  findings: Finding[],
): Omit<DimensionScore, "effective"> {
  const risks = round2(parts.filter((c) => c.weight > 0).reduce((n, c) => n + c.weight, 0));
  const strengths = round2(parts.filter((c) => c.weight < 0).reduce((n, c) => n + c.weight, 0));
  const raw = round2(base + risks + strengths);
  // A floor is set by a finding that counts (not one turned into information), and lifted by any finding (an opt-out is information).
  const counting = new Set(findings.filter((f) => f.polarity !== "info").map((f) => f.signal ?? ""));
  const present = new Set(findings.map((f) => f.signal ?? ""));
  const floors = SEVERITY_FLOORS.filter(
    (fl) =>
      fl.dimension === dimension &&
      fl.signals.some((id) => counting.has(id)) &&
      !(fl.unless ?? []).some((id) => present.has(id)),
  ).map((fl) => ({ signal: fl.signals.find((id) => counting.has(id))!, minimum: fl.minimum, reason: fl.reason }));
  const floor = Math.max(0, ...floors.map((fl) => fl.minimum));
  const score = round1(Math.max(floor, clamp(raw, 0, 10)));
  const contributions = parts
    .filter((c) => c.weight !== 0)
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.signal.localeCompare(b.signal));
  return {
    score,
    level: riskLevel(score),
    parts: { base, risks, strengths },
    explanation: {
      base,
      contributions,
      risks,
      strengths,
      raw,
      floors: floors.filter((fl) => fl.minimum > clamp(raw, 0, 10)),
      score,
    },
  };
}

export function overallScore(scores: Record<Dimension, number>): number {
  const mean =
    scores.pricing * DIMENSION_WEIGHT.pricing +
    scores.privacy_legal * DIMENSION_WEIGHT.privacy_legal +
    scores.security * DIMENSION_WEIGHT.security;
  const sorted = [scores.pricing, scores.privacy_legal, scores.security].sort((a, b) => a - b);
  return round1(clamp(Math.max(mean, sorted[1]!, sorted[2]! - 3), 0, 10));
}

export function overallConfidence(conf: Record<Dimension, number>): number {
  const c =
    conf.pricing * DIMENSION_WEIGHT.pricing +
    conf.privacy_legal * DIMENSION_WEIGHT.privacy_legal +
    conf.security * DIMENSION_WEIGHT.security;
  return Math.round(c * 100) / 100;
}

/**
 * approve: low overall and no dimension above low; approve_with_guardrails: medium, or a low
 * overall with one dimension above low; review_required: high overall, high privacy or
 * security risk, or too little could be read to judge; avoid: critical overall, privacy or
 * security.
 */
export function decide(overall: number, scores: Record<Dimension, number>, confidence: number): Recommendation {
  if (overall >= 9 || scores.privacy_legal >= 9 || scores.security >= 9) return "avoid";
  if (overall > 6 || scores.privacy_legal > 6 || scores.security > 6 || confidence < 0.35) return "review_required";
  if (overall > 3 || scores.pricing > 3 || scores.privacy_legal > 3 || scores.security > 3)
    return "approve_with_guardrails";
  return "approve";
}

export const DECISION_WORDS: Record<Recommendation, string> = {
  approve: "Approve",
  approve_with_guardrails: "Approve with guardrails",
  review_required: "Review required",
  avoid: "Avoid",
};
