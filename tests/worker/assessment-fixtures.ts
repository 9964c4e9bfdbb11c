import { orgAnalysisJobsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import { riskLevel, type Analysis } from "@core/contract/analysis";
import { AssessmentResponse } from "@core/contract/assessments";
import { vendorKey } from "@core/contract/url";
import { db, sampleAnalysis } from "./helpers";
import type { Caller } from "./seeded-callers";

/** A valid analysis of `url` with the given overall score and vendor name. */
export function analysisFor(
  url: string,
  opts: { score?: number; vendor?: string; recommendation?: string } = {},
): Analysis {
  const a = sampleAnalysis(url);
  const score = opts.score ?? a.overall_risk.score;
  return {
    ...a,
    vendor_name: opts.vendor ?? a.vendor_name,
    overall_risk: {
      ...a.overall_risk,
      score,
      level: riskLevel(score),
      recommendation: opts.recommendation ?? a.overall_risk.recommendation,
    },
  };
}

/** A completed org job that `caller` started in `organizationId`. */
export async function completedJob(
  caller: Caller,
  organizationId: string,
  url: string,
  analysis = analysisFor(url),
  status: "completed" | "pending" | "failed" = "completed",
) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await db()
    .insert(orgAnalysisJobsTable)
    .values({
      id,
      url: new URL(url).href,
      vendorKey: vendorKey(new URL(url)),
      organizationId,
      userId: caller.userId,
      status,
      result: status === "completed" ? JSON.stringify(analysis) : null,
      createdAt: now,
      updatedAt: now,
    });
  return id;
}

/** Saves through the API from a fresh completed job; returns the assessment. */
export async function saveViaApi(
  caller: Caller,
  organizationId: string,
  url: string,
  body: Record<string, unknown> = {},
  analysis?: Analysis,
) {
  const jobId = await completedJob(caller, organizationId, url, analysis ?? analysisFor(url));
  const res = await caller.json("POST", "/api/assessments", { job_id: jobId, priority: "normal", ...body });
  if (res.status !== 201 && res.status !== 200) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  return AssessmentResponse.parse(await res.json()).assessment;
}

let clock = Date.parse("2026-01-01T00:00:00Z");

/** An assessment row written directly (fast, for lists); created_at increases with each call. */
export async function seedAssessment(
  organizationId: string,
  createdBy: string,
  over: Partial<OrgRiskAssessmentRow> & { url: string },
) {
  const score = over.overallScore ?? 3;
  const analysis = analysisFor(over.url, { score, vendor: over.vendorName ?? "Seeded Vendor" });
  clock += 1000;
  const at = new Date(clock).toISOString();
  const row: OrgRiskAssessmentRow = {
    id: crypto.randomUUID(),
    organizationId,
    vendorKey: vendorKey(new URL(over.url)),
    toolName: null,
    vendorName: analysis.vendor_name,
    logoUrl: null,
    categoryId: null,
    department: null,
    requestedPurpose: null,
    priority: "normal",
    dataClass: null,
    people: null,
    lane: null,
    trialExpiresAt: null,
    conditions: null,
    analysis: JSON.stringify(analysis),
    analyzedPages: JSON.stringify(analysis.analyzed_pages),
    overallScore: score,
    riskLevel: riskLevel(score),
    status: "pending_review",
    approvalStatus: "pending",
    jobId: null,
    analyzedAt: analysis.analyzed_at,
    reanalysisJobId: null,
    reanalysisError: null,
    createdBy,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
  await db().insert(orgRiskAssessmentsTable).values(row);
  return row;
}
