import { eq } from "drizzle-orm";
import {
  assessmentCategoriesTable,
  orgRiskAssessmentsTable,
  userProfilesTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { Analysis, AnalyzedPages, type Analysis as AnalysisType } from "@core/contract/analysis";
import type { AssessmentDetail, AssessmentSummary } from "@core/contract/assessments";
import type { Action } from "@core/contract/permissions";
import { notFound } from "@core/lib/errors";
import { Lane } from "@core/contract/safe-to-try";
import { stateHasConditions, stateHasExpiry } from "@core/contract/safe-to-try-rules";
import { ASSESSMENT_NOT_FOUND } from "./assessment-access";
import { reviewState } from "../decisions/review-guard";

const t = orgRiskAssessmentsTable;

/** Columns of an assessment in lists (no analysis JSON: lists stay cheap). */
export const summaryColumns = {
  id: t.id,
  organization_id: t.organizationId,
  url: t.url,
  tool_name: t.toolName,
  vendor_name: t.vendorName,
  logo_url: t.logoUrl,
  category_id: t.categoryId,
  category_name: assessmentCategoriesTable.name,
  department: t.department,
  requested_purpose: t.requestedPurpose,
  priority: t.priority,
  overall_score: t.overallScore,
  risk_level: t.riskLevel,
  status: t.status,
  approval_status: t.approvalStatus,
  conditions_json: t.conditions,
  trial_expires_at: t.trialExpiresAt,
  data_class: t.dataClass,
  people: t.people,
  created_by: t.createdBy,
  creator_full_name: userProfilesTable.fullName,
  creator_email: userProfilesTable.email,
  analyzed_at: t.analyzedAt,
  created_at: t.createdAt,
  updated_at: t.updatedAt,
  version: t.version,
};

/** SELECT summary columns FROM assessments, with category and creator. */
export function summarySelect(db: Db) {
  return db
    .select(summaryColumns)
    .from(t)
    .leftJoin(assessmentCategoriesTable, eq(assessmentCategoriesTable.id, t.categoryId))
    .leftJoin(userProfilesTable, eq(userProfilesTable.id, t.createdBy));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect>["all"]>>[number];

export function toSummary(row: SummaryRow): AssessmentSummary {
  const { creator_full_name, creator_email, conditions_json, trial_expires_at, ...rest } = row;
  return {
    ...rest,
    decision_state: row.approval_status,
    // Kept on the row for the states that have them; another state's leftovers are not shown.
    conditions: stateHasConditions(row.approval_status) ? parseConditions(conditions_json) : null,
    expires_at: stateHasExpiry(row.approval_status) ? trial_expires_at : null,
    created_by_name: creator_full_name?.trim() || creator_email || null,
  };
}

/** A JSON string[] column; null when empty or unreadable. */
export function parseConditions(json: string | null): string[] | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    const list = Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
    return list.length ? list : null;
  } catch {
    return null;
  }
}

/** The stored lane answer, or null when there is none or it no longer parses. */
export function parseStoredLane(json: string | null): Lane | null {
  if (!json) return null;
  try {
    const parsed = Lane.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored analysis, or null when it is missing or no longer parses (never a 500 for old data). */
export function parseStoredAnalysis(json: string | null): AnalysisType | null {
  if (!json) return null;
  try {
    const parsed = Analysis.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function parseStoredPages(json: string | null) {
  if (!json) return null;
  try {
    const parsed = AnalyzedPages.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The detail of one assessment: summary, analysis, pages, the running re-analysis, and the caller's permissions. */
export async function toDetail(db: Db, row: OrgRiskAssessmentRow, permissions: Action[]): Promise<AssessmentDetail> {
  const [summary] = await summarySelect(db).where(eq(t.id, row.id)).limit(1);
  if (!summary) throw notFound(ASSESSMENT_NOT_FOUND);
  const { organizationId: _org, ...review } = await reviewState(db, row);
  return {
    ...toSummary(summary),
    analysis: parseStoredAnalysis(row.analysis),
    analyzed_pages: parseStoredPages(row.analyzedPages),
    job_id: row.jobId,
    reanalysis: { job_id: row.reanalysisJobId, error_message: row.reanalysisError },
    version: row.version,
    review,
    lane: parseStoredLane(row.lane),
    permissions,
  };
}

/** The columns an analysis fills on an assessment (copied out so lists filter without parsing JSON). */
export function analysisColumns(analysis: AnalysisType, jobId: string | null) {
  return {
    analysis: JSON.stringify(analysis),
    analyzedPages: JSON.stringify(analysis.analyzed_pages),
    overallScore: analysis.overall_risk.score,
    riskLevel: analysis.overall_risk.level,
    vendorName: analysis.vendor_name,
    logoUrl: analysis.logo_url,
    jobId,
    analyzedAt: analysis.analyzed_at,
  };
}

/**
 * What makes two analyses "the same report" for review: scores, levels, recommendation,
 * findings, certifications and open questions. Timestamps, crawl statistics and page excerpts
 * are left out, so a re-crawl that finds the same things does not send an approved
 * assessment back to review.
 */
export function analysisFingerprint(analysis: AnalysisType | null): string {
  if (!analysis) return "";
  const dim = (d: AnalysisType["pricing_risk"]) => ({
    score: d.score,
    level: d.level ?? null,
    findings: d.findings.map((f) => [f.finding, f.source_url, f.evidence, f.risk_impact]),
  });
  return JSON.stringify({
    overall: [analysis.overall_risk.score, analysis.overall_risk.level, analysis.overall_risk.recommendation],
    pricing: dim(analysis.pricing_risk),
    privacy: dim(analysis.privacy_legal_risk),
    security: dim(analysis.security_risk),
    certifications: analysis.security_risk.certifications.map((c) => [c.name, c.verified, c.source_url]),
    gaps: (analysis.information_gaps ?? []).map((g) => [g.dimension, g.question]),
  });
}

/** The status an assessment settles to when no analysis is running: waiting for review, or decided. */
export function settledStatus(approvalStatus: OrgRiskAssessmentRow["approvalStatus"]): "pending_review" | "completed" {
  return approvalStatus === "pending" ? "pending_review" : "completed";
}
