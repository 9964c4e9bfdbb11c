import type { Analysis, Finding } from "@core/contract/analysis";
import { formatScore, riskLevelLabel } from "@core/contract/assessment-rules";
import type { Lane, LaneReason } from "@core/contract/safe-to-try";
import {
  DATA_CLASS_INFO,
  DAY_MS,
  dataClassWithin,
  laneHeadline,
  REVIEW_FINDINGS,
  riskLevelWithin,
  type DataClassValue,
  type ReviewFindingRule,
} from "@core/contract/safe-to-try-rules";
import type { PolicyInEffect } from "./policy-store";

/** What the requester says about the request: the data the tool will get and how many people. */
export interface LaneRequest {
  dataClass: DataClassValue | null | undefined;
  people: number | null | undefined;
}

const DIMENSION_FINDINGS = {
  pricing: (a: Analysis) => a.pricing_risk.findings,
  privacy_legal: (a: Analysis) => a.privacy_legal_risk.findings,
  security: (a: Analysis) => a.security_risk.findings,
} as const;

/** A check of the policy: its reason when it passes, and when it fails. */
interface Check {
  passed: boolean;
  reason: LaneReason;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const people = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "person" : "people"}`;

/**
 * The Safe-to-Try lane's answer for one request, from the organization's policy, the vendor's
 * report and what the requester said: a trial at once when the lane is on and every check
 * passes (overall score and level at most the policy's, none of the findings that always need
 * review, the data class and the number of people within the limits), else review. The reasons
 * say why: every check passed, or every check that failed (a finding with the vendor's own words
 * and the page they are on). A pure function: the same inputs always give the same answer.
 */
export function evaluateLane(policy: PolicyInEffect, analysis: Analysis | null, request: LaneRequest, now: Date): Lane {
  const p = policy.values;
  const base = {
    policy_version: policy.version,
    guardrails: p.guardrails,
    evaluated_at: now.toISOString(),
  };
  const review = (reasons: LaneReason[]): Lane => ({
    ...base,
    outcome: "review",
    summary: `${laneHeadline("review", null)} because: ${reasons.map((r) => r.text).join("; ")}`,
    reasons,
    expires_at: null,
    trial_days: null,
  });
  if (!p.enabled) return review([{ text: "the organization's Safe-to-Try lane is off" }]);
  if (!analysis) return review([{ text: "there is no report of the vendor to judge" }]);

  const checks = [
    scoreCheck(analysis, p.max_overall_score),
    levelCheck(analysis, p.max_risk_level),
    ...findingChecks(analysis, p.review_findings),
    dataClassCheck(request.dataClass, p.max_data_class),
    peopleCheck(request.people, p.max_people),
  ];
  const failed = checks.filter((c) => !c.passed).map((c) => c.reason);
  if (failed.length > 0) return review(failed);
  return {
    ...base,
    outcome: "trial",
    summary: laneHeadline("trial", p.trial_days),
    reasons: checks.map((c) => c.reason),
    expires_at: new Date(now.getTime() + p.trial_days * DAY_MS).toISOString(),
    trial_days: p.trial_days,
  };
}

function scoreCheck(analysis: Analysis, max: number): Check {
  const score = analysis.overall_risk.score;
  const passed = score <= max;
  return {
    passed,
    reason: { text: `overall score ${formatScore(score)} is ${passed ? "at most" : "above"} ${formatScore(max)}` },
  };
}

function levelCheck(analysis: Analysis, max: PolicyInEffect["values"]["max_risk_level"]): Check {
  const level = analysis.overall_risk.level;
  const passed = riskLevelWithin(level, max);
  const words = (l: string) => riskLevelLabel(l).toLowerCase();
  return {
    passed,
    reason: { text: `risk level ${words(level)} is ${passed ? "within" : "above"} ${words(max)}` },
  };
}

/** The first finding of the report that a rule matches (a risk, not one turned into information). */
function matchOf(analysis: Analysis, rule: ReviewFindingRule): Finding | null {
  const findings = DIMENSION_FINDINGS[rule.dimension](analysis);
  const present = new Set(findings.map((f) => f.signal ?? ""));
  if ((rule.unless ?? []).some((id) => present.has(id))) return null;
  return findings.find((f) => f.polarity !== "info" && rule.signals.includes(f.signal ?? "")) ?? null;
}

function findingChecks(analysis: Analysis, ids: readonly string[]): Check[] {
  const rules = REVIEW_FINDINGS.filter((r) => ids.includes(r.id));
  const hits: Check[] = [];
  for (const rule of rules) {
    const finding = matchOf(analysis, rule);
    if (!finding) continue;
    const quoted = finding.evidence.trim();
    hits.push({
      passed: false,
      reason: {
        text: `${lower(rule.label)}, a finding that always needs review`,
        ...(finding.source_url ? { source_url: finding.source_url } : {}),
        ...(quoted ? { evidence: quoted } : {}),
      },
    });
  }
  if (hits.length > 0) return hits;
  return [
    {
      passed: true,
      reason: {
        text:
          rules.length === 0
            ? "the policy names no finding that always needs review"
            : `none of the ${rules.length} findings that always need review was found`,
      },
    },
  ];
}

function dataClassCheck(dataClass: DataClassValue | null | undefined, max: DataClassValue): Check {
  // "internal data", "personal data": the class's name followed by "data", said once.
  const label = (c: DataClassValue) => DATA_CLASS_INFO[c].label.toLowerCase().replace(/ data$/, "");
  if (!dataClass) return { passed: false, reason: { text: "what data will go into the tool was not given" } };
  const passed = dataClassWithin(dataClass, max);
  return {
    passed,
    reason: {
      text: passed
        ? `${label(dataClass)} data is allowed (up to ${label(max)})`
        : `${label(dataClass)} data is more sensitive than the ${label(max)} data a trial allows`,
    },
  };
}

function peopleCheck(count: number | null | undefined, max: number): Check {
  if (!count) return { passed: false, reason: { text: "how many people will use it was not given" } };
  const passed = count <= max;
  return {
    passed,
    reason: {
      text: passed
        ? `${people(count)} is within the ${max.toLocaleString("en-US")} a trial allows`
        : `${people(count)} is more than the ${max.toLocaleString("en-US")} a trial allows`,
    },
  };
}
