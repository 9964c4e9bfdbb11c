import type { SafeToTryPolicy, SafeToTryPolicyInput } from "@core/contract/safe-to-try";
import {
  GUARDRAIL_MAX_CHARS,
  GUARDRAILS_MAX,
  PEOPLE_MAX,
  TRIAL_DAYS_MAX,
  TRIAL_DAYS_MIN,
  type DataClassValue,
  type LaneRiskLevel,
  type ReviewFindingId,
} from "@core/contract/safe-to-try-rules";

/** The policy editor's fields as typed (numbers as text, guardrails one per line). */
export interface PolicyFormValues {
  enabled: boolean;
  maxOverallScore: string;
  maxRiskLevel: LaneRiskLevel;
  reviewFindings: ReviewFindingId[];
  maxDataClass: DataClassValue;
  trialDays: string;
  maxPeople: string;
  guardrails: string;
}

export type PolicyFormErrors = Partial<Record<"maxOverallScore" | "trialDays" | "maxPeople" | "guardrails", string>>;

export function policyFormValues(p: SafeToTryPolicy): PolicyFormValues {
  return {
    enabled: p.enabled,
    maxOverallScore: String(p.max_overall_score),
    maxRiskLevel: p.max_risk_level,
    reviewFindings: [...p.review_findings],
    maxDataClass: p.max_data_class,
    trialDays: String(p.trial_days),
    maxPeople: String(p.max_people),
    guardrails: p.guardrails.join("\n"),
  };
}

const guardrailLines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function wholeNumber(text: string, min: number, max: number, what: string): string | undefined {
  const n = Number(text.trim());
  if (!text.trim() || !Number.isInteger(n)) return `${what} must be a whole number.`;
  if (n < min) return `${what} must be at least ${min.toLocaleString("en-US")}.`;
  if (n > max) return `${what} must be at most ${max.toLocaleString("en-US")}.`;
  return undefined;
}

/** The same limits the API checks (400 naming the field), said next to each field before saving. */
export function checkPolicyForm(v: PolicyFormValues): PolicyFormErrors {
  const errors: PolicyFormErrors = {};
  const score = Number(v.maxOverallScore.trim());
  if (!v.maxOverallScore.trim() || !Number.isFinite(score)) errors.maxOverallScore = "Enter a score from 0 to 10.";
  else if (score < 0 || score > 10) errors.maxOverallScore = "The score must be between 0 and 10.";
  const days = wholeNumber(v.trialDays, TRIAL_DAYS_MIN, TRIAL_DAYS_MAX, "Trial length");
  if (days) errors.trialDays = days;
  const people = wholeNumber(v.maxPeople, 1, PEOPLE_MAX, "The number of people");
  if (people) errors.maxPeople = people;
  const lines = guardrailLines(v.guardrails);
  if (lines.length > GUARDRAILS_MAX) errors.guardrails = `At most ${GUARDRAILS_MAX} guardrails.`;
  else if (lines.some((l) => l.length > GUARDRAIL_MAX_CHARS))
    errors.guardrails = `A guardrail can be at most ${GUARDRAIL_MAX_CHARS} characters.`;
  return errors;
}

/** The PUT body for valid values, naming the version the admin edited. */
export function policyInput(v: PolicyFormValues, version: number): SafeToTryPolicyInput {
  return {
    enabled: v.enabled,
    max_overall_score: Number(v.maxOverallScore.trim()),
    max_risk_level: v.maxRiskLevel,
    review_findings: v.reviewFindings,
    max_data_class: v.maxDataClass,
    trial_days: Number(v.trialDays.trim()),
    max_people: Number(v.maxPeople.trim()),
    guardrails: guardrailLines(v.guardrails),
    version,
  };
}

/** Version 0 is the default policy, in force until an admin saves one. */
const isDefaultPolicy = (version: number) => version === 0;

/** How the lane's answer names the policy version that answered it. */
export function policyVersionWords(version: number): string {
  return isDefaultPolicy(version)
    ? "the default Safe-to-Try policy (never saved)"
    : `the Safe-to-Try policy, version ${version}`;
}

/** The same as the decision history's short note beside who decided. */
export function policyVersionNote(version: number): string {
  return isDefaultPolicy(version) ? "default policy" : `policy version ${version}`;
}
