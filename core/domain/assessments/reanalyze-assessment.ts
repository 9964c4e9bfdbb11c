import { and, eq, isNull, sql } from "drizzle-orm";
import { orgAnalysisJobsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { conflict } from "@core/lib/errors";
import type { Actor } from "../actor";
import { requestAnalysis, type RequestAnalysisDeps } from "../analysis/request-analysis";
import { findAssessmentFor, requireMember } from "./assessment-access";
import { settleReanalysis } from "./settle-reanalysis";

/**
 * Starts a fresh crawl of an assessment's address (the cache is skipped). When the job finishes,
 * settleReanalysis gives the assessment the new analysis (its earlier decisions stay as history).
 * Who may call: whoever may save assessments and see this one (viewers and a member on a
 * colleague's 403; unknown or another organization's 404).
 * It uses one of the organization's monthly assessments like any new analysis (429 at the limit).
 * While a re-analysis runs, asking again answers the running job instead of starting another.
 * An archived assessment must be restored first (409). Returns the job id to follow.
 */
export async function reanalyzeAssessment(
  deps: RequestAnalysisDeps,
  actor: Actor,
  id: string,
): Promise<{ jobId: string }> {
  const member = requireMember(actor, "Please sign in to continue.");
  const { db } = deps;
  let row = await findAssessmentFor(db, member, id, "assessment.create");
  if (row.status === "archived") throw conflict("This assessment is archived. Restore it before re-analyzing.");

  if (row.reanalysisJobId) {
    if (await isRunning(db, row.reanalysisJobId)) return { jobId: row.reanalysisJobId };
    // Finished, but its result never reached the assessment: settle it before starting anew.
    await settleReanalysis(db, row.reanalysisJobId, deps.clock());
    row = await findAssessmentFor(db, member, id, "assessment.create");
  }

  const started = await requestAnalysis(deps, member, { url: row.url, forceRefresh: true });
  if (started.kind !== "queued") throw new Error("a forced analysis always queues a job");
  const jobId = started.jobId;

  const t = orgRiskAssessmentsTable;
  const linked = await db
    .update(t)
    .set({
      reanalysisJobId: jobId,
      status: "processing",
      reanalysisError: null,
      version: sql`${t.version} + 1`,
      updatedAt: deps.clock().toISOString(),
    })
    .where(and(eq(t.id, row.id), isNull(t.reanalysisJobId)))
    .returning({ id: t.id });
  if (linked.length === 0) {
    // Another request linked its re-analysis a moment ago: follow that one.
    const current = await findAssessmentFor(db, member, id);
    if (current.reanalysisJobId) return { jobId: current.reanalysisJobId };
  }
  // The job may have finished before it was linked (the consumer found nothing to update then).
  await settleReanalysis(db, jobId, deps.clock());
  return { jobId };
}

async function isRunning(db: Db, jobId: string): Promise<boolean> {
  const j = orgAnalysisJobsTable;
  const [job] = await db.select({ status: j.status }).from(j).where(eq(j.id, jobId)).limit(1);
  return job?.status === "pending" || job?.status === "processing";
}
