/**
 * The rules of the Safe-to-Try lane and the organization's tool catalog, shared by the API, the
 * expiry job and the SPA: data classes, the policy's limits and defaults, the findings a policy
 * can always send to review, which decision applies in which state, and how the catalog answers
 * "Can I use X?". No zod here: the SPA's signed-in pages import it without the schema library.
 */
import type { ApprovalStatus, CatalogState, ReviewerDecision } from "./enums";

/** What will go into a tool, least to most sensitive. A policy allows up to one of them. */
export const DATA_CLASSES = ["public", "internal", "confidential", "personal"] as const;
export type DataClassValue = (typeof DATA_CLASSES)[number];

export const DATA_CLASS_INFO: Record<DataClassValue, { label: string; description: string }> = {
  public: { label: "Public", description: "Published or meant for anyone: marketing copy, public documentation." },
  internal: {
    label: "Internal",
    description: "Everyday work not meant for outsiders: notes, plans, internal documents.",
  },
  confidential: {
    label: "Confidential",
    description: "Contracts, financial figures, source code, customers' business information.",
  },
  personal: {
    label: "Personal data",
    description: "Information about identifiable people: customers, employees, candidates.",
  },
};

export function dataClassLabel(value: string | null | undefined): string {
  return value && value in DATA_CLASS_INFO ? DATA_CLASS_INFO[value as DataClassValue].label : "Not given";
}

/** Is `value` at most as sensitive as `max`? */
export function dataClassWithin(value: DataClassValue, max: DataClassValue): boolean {
  return DATA_CLASSES.indexOf(value) <= DATA_CLASSES.indexOf(max);
}

/** The overall risk levels, lowest first (the policy's highest level that may be tried). */
export const LANE_RISK_LEVELS = ["low", "medium", "high", "critical"] as const;
export type LaneRiskLevel = (typeof LANE_RISK_LEVELS)[number];

export function riskLevelWithin(level: LaneRiskLevel, max: LaneRiskLevel): boolean {
  return LANE_RISK_LEVELS.indexOf(level) <= LANE_RISK_LEVELS.indexOf(max);
}

/** Trial length in days: 1-90, 30 unless the organization says otherwise. */
export const TRIAL_DAYS_MIN = 1;
export const TRIAL_DAYS_MAX = 90;
export const TRIAL_DAYS_DEFAULT = 30;
/** The largest "number of people" a request or a policy may state. */
export const PEOPLE_MAX = 100_000;
/** Guardrails of a policy and conditions of an approval: lines, and characters per line. */
export const GUARDRAILS_MAX = 10;
export const GUARDRAIL_MAX_CHARS = 200;
export const CONDITIONS_MAX = 10;
export const CONDITION_MAX_CHARS = 300;
/** The expiry job tells the requester and the reviewers this many days before a trial ends. */
export const TRIAL_NOTICE_DAYS = [7, 1] as const;
export type TrialNoticeDays = (typeof TRIAL_NOTICE_DAYS)[number];
/** The dashboard's "Trials ending" card looks this far ahead. */
export const TRIALS_ENDING_WINDOW_DAYS = 14;
/** Approved alternatives shown on a report, at most. */
export const ALTERNATIVES_MAX = 5;

export const DAY_MS = 86_400_000;

type Dimension = "pricing" | "privacy_legal" | "security";

/**
 * A finding a policy can send to review whatever the score: the engine's signal identifiers that
 * make it (any of them, counted only when the finding counts as a risk), unless one of `unless`
 * is also found (an opt-out answers "trains without an opt-out").
 */
export interface ReviewFindingRule {
  id: string;
  dimension: Dimension;
  /** Plain words, as the policy editor lists it. */
  label: string;
  signals: readonly string[];
  unless?: readonly string[];
}

/** The fixed list a policy chooses from (ids are the engine's signal identifiers). */
export const REVIEW_FINDINGS = [
  {
    id: "privacy.sells_data",
    dimension: "privacy_legal",
    label: "Sells personal data",
    signals: ["privacy.sells_data"],
  },
  {
    id: "privacy.trains_on_data",
    dimension: "privacy_legal",
    label: "Trains AI models on customer content without an opt-out",
    signals: ["privacy.trains_on_data", "privacy.no_training_opt_out"],
    unless: ["privacy.training_opt_out"],
  },
  {
    id: "privacy.policy_missing",
    dimension: "privacy_legal",
    label: "No privacy policy found",
    signals: ["privacy.policy_missing"],
  },
  {
    id: "legal.terms_missing",
    dimension: "privacy_legal",
    label: "No terms of service found",
    signals: ["legal.terms_missing"],
  },
  {
    id: "privacy.dpa_missing",
    dimension: "privacy_legal",
    label: "No Data Processing Agreement found or mentioned",
    signals: ["privacy.dpa_missing"],
  },
  {
    id: "privacy.ad_sharing",
    dimension: "privacy_legal",
    label: "Shares personal data with advertising partners",
    signals: ["privacy.ad_sharing"],
  },
  {
    id: "privacy.ai_third_party",
    dimension: "privacy_legal",
    label: "Sends customer data to a third-party AI provider",
    signals: ["privacy.ai_third_party"],
  },
  {
    id: "privacy.retention_indefinite",
    dimension: "privacy_legal",
    label: "May keep customer data indefinitely",
    signals: ["privacy.retention_indefinite"],
  },
  {
    id: "privacy.transfer_without_safeguards",
    dimension: "privacy_legal",
    label: "Transfers data abroad without stated safeguards",
    signals: ["privacy.transfer_without_safeguards"],
  },
  {
    id: "privacy.biometric_data",
    dimension: "privacy_legal",
    label: "Collects biometric or voice data",
    signals: ["privacy.biometric_data"],
  },
  {
    id: "privacy.public_by_default",
    dimension: "privacy_legal",
    label: "Makes user content public or link-visible",
    signals: ["privacy.public_by_default"],
  },
  {
    id: "legal.perpetual_license",
    dimension: "privacy_legal",
    label: "Takes a perpetual licence to customer content",
    signals: ["legal.perpetual_license"],
  },
  {
    id: "security.no_mfa",
    dimension: "security",
    label: "No multi-factor authentication",
    signals: ["security.no_mfa"],
  },
  {
    id: "security.no_audit",
    dimension: "security",
    label: "Says it has no independent security audit",
    signals: ["security.no_audit"],
  },
  {
    id: "security.no_attestation",
    dimension: "security",
    label: "No attained security certification found",
    signals: ["security.no_attestation"],
  },
  {
    id: "security.no_security_team",
    dimension: "security",
    label: "No dedicated security team",
    signals: ["security.no_security_team"],
  },
  {
    id: "pricing.annual_only",
    dimension: "pricing",
    label: "Annual plans or commitments only",
    signals: ["pricing.annual_only"],
  },
  {
    id: "pricing.trial_converts",
    dimension: "pricing",
    label: "A free trial turns into a paid subscription",
    signals: ["pricing.trial_converts"],
  },
  {
    id: "pricing.minimum_commitment",
    dimension: "pricing",
    label: "A minimum commitment applies",
    signals: ["pricing.minimum_commitment"],
  },
] as const satisfies readonly ReviewFindingRule[];

export type ReviewFindingId = (typeof REVIEW_FINDINGS)[number]["id"];
export const REVIEW_FINDING_IDS = REVIEW_FINDINGS.map((f) => f.id) as [ReviewFindingId, ...ReviewFindingId[]];

export const DIMENSION_LABEL: Record<Dimension, string> = {
  pricing: "Pricing",
  privacy_legal: "Privacy & Legal",
  security: "Security",
};

/** The policy's fields, as the API and the editor name them. */
export interface SafeToTryPolicyFields {
  enabled: boolean;
  max_overall_score: number;
  max_risk_level: LaneRiskLevel;
  review_findings: ReviewFindingId[];
  max_data_class: DataClassValue;
  trial_days: number;
  max_people: number;
  guardrails: string[];
}

/**
 * An organization's policy until an admin saves one (version 0): off, so nothing is approved
 * without review until an admin turns the lane on, with limits worth starting from.
 */
export const DEFAULT_SAFE_TO_TRY_POLICY: SafeToTryPolicyFields = {
  enabled: false,
  max_overall_score: 4,
  max_risk_level: "medium",
  review_findings: ["privacy.sells_data", "privacy.trains_on_data", "privacy.policy_missing"],
  max_data_class: "internal",
  trial_days: TRIAL_DAYS_DEFAULT,
  max_people: 10,
  guardrails: ["No customer data", "Sign in with your work account"],
};

/** The words of the lane's answer: "Qualifies for a 30-day trial" / "Needs review because: …". */
export function laneHeadline(outcome: "trial" | "review", trialDays: number | null): string {
  return outcome === "trial" ? `Qualifies for a ${trialDays ?? TRIAL_DAYS_DEFAULT}-day trial` : "Needs review";
}

/**
 * Which decisions a reviewer may take in each decision state. A pending assessment gets any
 * first decision; a running trial may still be approved, rejected, sent back for changes,
 * extended (once) or retired; an ended trial needs one of approve, approve with conditions,
 * extend (once), retire or reject; an approved tool can be retired. Changes requested waits for
 * the requester's resubmission; rejected and retired tools are saved again to be reconsidered.
 */
export const DECISIONS_BY_STATE: Record<ApprovalStatus, readonly ReviewerDecision[]> = {
  pending: ["approved", "approved_with_conditions", "trial", "rejected", "changes_requested"],
  trial: ["approved", "approved_with_conditions", "trial", "rejected", "changes_requested", "retired"],
  trial_ended: ["approved", "approved_with_conditions", "trial", "rejected", "retired"],
  approved: ["retired"],
  approved_with_conditions: ["retired"],
  changes_requested: [],
  rejected: [],
  retired: [],
};

export function allowedDecisions(state: ApprovalStatus): readonly ReviewerDecision[] {
  return DECISIONS_BY_STATE[state] ?? [];
}

/** A `trial` decision on a tool already in a trial extends it: allowed once per trial. */
export function isTrialExtension(state: ApprovalStatus, decision: ReviewerDecision): boolean {
  return decision === "trial" && (state === "trial" || state === "trial_ended");
}

/** Catalog states in which a tool may be used (an approved alternative is one of the first two). */
export const APPROVED_STATES = ["approved", "approved_with_conditions"] as const satisfies readonly CatalogState[];

export function isApprovedState(state: string): boolean {
  return (APPROVED_STATES as readonly string[]).includes(state);
}

export const CATALOG_STATE_LABEL: Record<CatalogState, string> = {
  in_review: "In review",
  trial: "Trial",
  trial_ended: "Trial ended",
  approved: "Approved",
  approved_with_conditions: "Approved with conditions",
  rejected: "Rejected",
  retired: "Retired",
};

export function catalogStateLabel(state: string): string {
  return CATALOG_STATE_LABEL[state as CatalogState] ?? state;
}

/** "Can I use X?" answered from a tool's catalog state. */
export function canIUseAnswer(state: CatalogState): { verdict: "yes" | "trial" | "wait" | "no"; text: string } {
  switch (state) {
    case "approved":
      return { verdict: "yes", text: "Yes: it is approved." };
    case "approved_with_conditions":
      return { verdict: "yes", text: "Yes, with the conditions listed." };
    case "trial":
      return { verdict: "trial", text: "You may try it until its trial ends, following the guardrails." };
    case "trial_ended":
      return { verdict: "wait", text: "Its trial has ended; a reviewer is deciding whether it stays." };
    case "in_review":
      return { verdict: "wait", text: "Not yet: it is waiting for a reviewer's decision." };
    case "rejected":
      return { verdict: "no", text: "No: it was rejected." };
    case "retired":
      return { verdict: "no", text: "No: the organization stopped using it." };
  }
}

/** Decision states whose conditions (or a trial's guardrails) are shown wherever the tool appears. */
export function stateHasConditions(state: string): boolean {
  return state === "approved_with_conditions" || state === "trial" || state === "trial_ended";
}

/** Decision states that have a trial's end date. */
export function stateHasExpiry(state: string): boolean {
  return state === "trial" || state === "trial_ended";
}
