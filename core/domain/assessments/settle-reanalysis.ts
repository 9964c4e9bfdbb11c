import { and, eq, sql } from "drizzle-orm";
import { orgAnalysisJobsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { Analysis } from "@core/contract/analysis";
import { assessmentEventEffects } from "./assessment-events";
import { analysisColumns, analysisFingerprint, parseStoredAnalysis, settledStatus } from "./assessment-rows";
import { assessmentChangeStatements, reportFigures, type FieldChanges } from "./assessment-changes";

export const REANALYSIS_FAILED = "The analysis failed.";

/**
 * Brings an assessment up to date with the re-analysis job `jobId` once that job has finished.
 * Called by the analysis Worker when an org job completes or fails, and by the API when it
 * notices a finished job still linked (so a lost call heals on the next read).
 * Completed: the job's analysis replaces the assessment's; if the report changed, a decided
 * assessment goes back to pending review (reopened: history entry, ASSESSMENT_UPDATED with the old
 * and new figures, its deciders notified) and an archived one's approval becomes `pending` (the
 * decisions already written stay as its history). Failed: the
 * assessment keeps its analysis, its status becomes `failed` with the job's message.
 * Archived assessments stay archived. Idempotent: only the call that unlinks the job writes.
 * Returns the updated assessment, or null when there was nothing (left) to do.
 */
export async function settleReanalysis(db: Db, jobId: string, now: Date): Promise<OrgRiskAssessmentRow | null> {
  // A metadata change between the read and the write makes the write miss: read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await settleOnce(db, jobId, now);
    if (outcome !== "retry") return outcome;
  }
  return null;
}

async function settleOnce(db: Db, jobId: string, now: Date): Promise<OrgRiskAssessmentRow | null | "retry"> {
  const t = orgRiskAssessmentsTable;
  const [assessment] = await db.select().from(t).where(eq(t.reanalysisJobId, jobId)).limit(1);
  if (!assessment) return null;
  const j = orgAnalysisJobsTable;
  const [job] = await db.select().from(j).where(eq(j.id, jobId)).limit(1);
  if (!job)
    return unlink(
      db,
      assessment,
      { status: keepArchived(assessment, "failed"), reanalysisError: REANALYSIS_FAILED },
      now,
    );
  if (job.status === "failed") {
    return unlink(
      db,
      assessment,
      { status: keepArchived(assessment, "failed"), reanalysisError: job.errorMessage ?? REANALYSIS_FAILED },
      now,
    );
  }
  if (job.status !== "completed") return null;

  const parsed = job.result ? Analysis.safeParse(JSON.parse(job.result)) : null;
  if (!parsed?.success) {
    return unlink(
      db,
      assessment,
      { status: keepArchived(assessment, "failed"), reanalysisError: REANALYSIS_FAILED },
      now,
    );
  }
  const analysis = parsed.data;
  const before = parseStoredAnalysis(assessment.analysis);
  const changed = analysisFingerprint(before) !== analysisFingerprint(analysis);
  // A decided assessment goes back to review through the reopen builder (in unlink's batch); a
  // pending or archived one only has its approval set to pending here.
  const reopens = changed && assessment.approvalStatus !== "pending" && assessment.status !== "archived";
  const approvalStatus = changed && !reopens ? "pending" : assessment.approvalStatus;
  return unlink(
    db,
    assessment,
    {
      ...analysisColumns(analysis, job.id),
      approvalStatus,
      status: keepArchived(assessment, settledStatus(approvalStatus)),
      reanalysisError: null,
    },
    now,
    changed,
    reopens ? { report: { old: reportFigures(before), new: reportFigures(analysis) } } : undefined,
  );
}

function keepArchived(
  row: OrgRiskAssessmentRow,
  status: OrgRiskAssessmentRow["status"],
): OrgRiskAssessmentRow["status"] {
  return row.status === "archived" ? "archived" : status;
}

/**
 * Writes the outcome and unlinks the job, only if the row is still the one read (same version,
 * job still linked): one writer wins, and `applied` holds only for that write.
 */
async function unlink(
  db: Db,
  assessment: OrgRiskAssessmentRow,
  set: Partial<OrgRiskAssessmentRow>,
  now: Date,
  analysisChanged?: boolean,
  reportChange?: FieldChanges,
): Promise<OrgRiskAssessmentRow | "retry"> {
  const t = orgRiskAssessmentsTable;
  const jobId = assessment.reanalysisJobId!;
  const version = assessment.version + 1;
  const applied = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${assessment.id} AND ${t.version} = ${version} AND ${t.reanalysisJobId} IS NULL)`;
  const after: OrgRiskAssessmentRow = { ...assessment, ...set, reanalysisJobId: null, version };
  const effects =
    analysisChanged === undefined
      ? []
      : await assessmentEventEffects(db, { kind: "reanalyzed", assessment: after, applied, analysisChanged }, now);
  // The report changed under a decision: the product (not a person) sends it back to review.
  const reopened = reportChange
    ? await assessmentChangeStatements(db, {
        before: assessment,
        changes: reportChange,
        applied,
        actor: { kind: "system", userId: null },
        now,
      })
    : [];
  const [rows] = await db.batch([
    db
      .update(t)
      .set({ ...set, reanalysisJobId: null, version: sql`${t.version} + 1`, updatedAt: now.toISOString() })
      .where(and(eq(t.id, assessment.id), eq(t.reanalysisJobId, jobId), eq(t.version, assessment.version)))
      .returning(),
    ...effects,
    ...reopened,
  ]);
  if (!rows[0]) return "retry";
  if (!reopened.length) return rows[0];
  const [row] = await db.select().from(t).where(eq(t.id, assessment.id));
  return row ?? rows[0];
}
