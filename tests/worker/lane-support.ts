/**
 * The Safe-to-Try lane in tests: an organization's policy set through the API, analyses with the
 * findings a policy looks at, and requests saved with their data class and number of people.
 */
import { expect } from "vitest";
import { riskLevel, type Analysis, type Finding } from "@core/contract/analysis";
import { AssessmentResponse } from "@core/contract/assessments";
import { SafeToTryPolicy, type SafeToTryPolicyInput } from "@core/contract/safe-to-try";
import { completedJob } from "./assessment-fixtures";
import { sampleAnalysis } from "./helpers";
import type { ReviewOrg } from "./review-support";
import type { Caller } from "./seeded-callers";

export const OPEN_POLICY: SafeToTryPolicyInput = {
  enabled: true,
  max_overall_score: 4,
  max_risk_level: "medium",
  review_findings: ["privacy.sells_data", "privacy.trains_on_data", "privacy.policy_missing"],
  max_data_class: "internal",
  trial_days: 30,
  max_people: 10,
  guardrails: ["No customer data", "Sign in with your work account"],
};

/** Sets the organization's policy as its admin; returns it as saved. */
export async function setPolicy(org: ReviewOrg, over: Partial<SafeToTryPolicyInput> = {}) {
  const res = await org.admin.json("PUT", "/api/organization/safe-to-try-policy", { ...OPEN_POLICY, ...over });
  expect(res.status, await res.clone().text()).toBe(200);
  return SafeToTryPolicy.parse(await res.json());
}

/** A privacy finding as the engine writes it (signal id, quote, page). */
export function privacyFinding(signal: string, over: Partial<Finding> = {}): Finding {
  return {
    finding: "Personal data may be sold.",
    source_url: "https://vendor.example/privacy",
    evidence: "We may sell your personal information to our partners.",
    risk_impact: "high",
    signal,
    weight: 3,
    polarity: "risk",
    ...over,
  };
}

/** An analysis of `url` with this overall score (its level from the bands) and these privacy findings. */
export function analysisWith(
  url: string,
  opts: { score?: number; privacy?: Finding[]; vendor?: string } = {},
): Analysis {
  const a = sampleAnalysis(url);
  const score = opts.score ?? 2.5;
  return {
    ...a,
    vendor_name: opts.vendor ?? a.vendor_name,
    overall_risk: { ...a.overall_risk, score, level: riskLevel(score) },
    privacy_legal_risk: { ...a.privacy_legal_risk, findings: opts.privacy ?? [] },
  };
}

let n = 0;
export const newUrl = (name = "tool") => `https://${name}-${++n}-${crypto.randomUUID().slice(0, 6)}.example.com/`;

/** Saves a request from a fresh completed job of `caller`; returns the response. */
export async function request(
  caller: Caller,
  org: ReviewOrg,
  body: Record<string, unknown>,
  analysis: Analysis = analysisWith(newUrl()),
) {
  const jobId = await completedJob(caller, org.orgId, analysis.url, analysis);
  return caller.json("POST", "/api/assessments", { job_id: jobId, tool_name: "Tried Tool", ...body });
}

/** Saves a request and returns the assessment (201 or 200 expected). */
export async function requested(caller: Caller, org: ReviewOrg, body: Record<string, unknown>, analysis?: Analysis) {
  const res = await request(caller, org, body, analysis);
  expect([200, 201], await res.clone().text()).toContain(res.status);
  return AssessmentResponse.parse(await res.json()).assessment;
}
