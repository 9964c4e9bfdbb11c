import type { Analysis } from "@core/contract/analysis";
import type { Db } from "@core/db";
import type { JobScope } from "@core/contract/queue";
import { completeJob, failJob } from "../analysis/job-store";
import { settleReanalysis } from "./settle-reanalysis";
import { and, eq, or } from "drizzle-orm";
import { orgAnalysisJobsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import { organizationEventStatement } from "../events/organization-event";

/**
 * The analysis Worker's end of a job: the job-store change, then, for an organization's job
 * that re-analyzes a saved assessment, the assessment brought up to date (settleReanalysis).
 * Returns whether this call finished the job (false when it was already finished).
 */
export async function completeAnalysisJob(
  db: Db,
  scope: JobScope,
  id: string,
  analysis: Analysis,
  now: Date,
): Promise<boolean> {
  const completed = await completeJob(db, scope, id, analysis, now);
  if (completed && scope === "org") {
    await settleReanalysis(db, id, now);
    await recordAnalysisEvent(db, id, now, {
      vendor_name: analysis.vendor_name,
      score: analysis.overall_risk.score,
      risk_level: analysis.overall_risk.level,
    });
  }
  return completed;
}

/** Fails a job with a readable message; an organization's re-analysis settles as failed. */
export async function failAnalysisJob(
  db: Db,
  scope: JobScope,
  id: string,
  message: string,
  now: Date,
): Promise<boolean> {
  const failed = await failJob(db, scope, id, message, now);
  if (failed && scope === "org") {
    await settleReanalysis(db, id, now);
    await recordAnalysisEvent(db, id, now, { error: message });
  }
  return failed;
}

/**
 * analysis.completed / analysis.failed for the organization's integrations, once the job is
 * finished (this call finished it, so it is written once): the job's ids and a summary, and
 * the assessment it belongs to when there is one.
 */
async function recordAnalysisEvent(db: Db, jobId: string, now: Date, summary: Record<string, unknown>) {
  const j = orgAnalysisJobsTable;
  const t = orgRiskAssessmentsTable;
  const [job] = await db.select().from(j).where(eq(j.id, jobId)).limit(1);
  if (!job) return;
  const [assessment] = await db
    .select({ id: t.id, toolName: t.toolName })
    .from(t)
    .where(and(eq(t.organizationId, job.organizationId), or(eq(t.reanalysisJobId, job.id), eq(t.jobId, job.id))))
    .limit(1);
  const data = {
    organization_id: job.organizationId,
    job_id: job.id,
    assessment_id: assessment?.id ?? null,
    tool_name: assessment?.toolName ?? null,
    url: job.url,
    link: assessment ? `/dashboard/assessments/${assessment.id}` : `/reports/${job.vendorKey}`,
    ...summary,
  };
  const type = job.status === "completed" ? "analysis.completed" : "analysis.failed";
  await organizationEventStatement(db, { type, data }, now);
}
