import type { Analysis } from "@core/contract/analysis";
import type { Db } from "@core/db";
import type { JobScope } from "../../contract/queue";
import { completeJob, failJob } from "../analysis/job-store";
import { settleReanalysis } from "./settle-reanalysis";

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
  if (completed && scope === "org") await settleReanalysis(db, id, now);
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
  if (failed && scope === "org") await settleReanalysis(db, id, now);
  return failed;
}
