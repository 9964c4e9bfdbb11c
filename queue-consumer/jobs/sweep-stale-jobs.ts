import { createDb } from "@core/db";
import {
  findStaleJobs,
  MAX_ATTEMPTS,
  requeueStaleJob,
  STALE_PENDING_MS,
  STALE_PROCESSING_MS,
  type StaleThresholds,
} from "@core/domain/analysis/job-store";
import { failAnalysisJob } from "@core/domain/assessments/finish-analysis-job";
import { isDevelopment } from "@core/lib/environment";
import type { AnalyzeMessage, JobScope } from "@core/contract/queue";
import type { Env } from "../env";

export const STOPPED_MESSAGE = "The analysis stopped unexpectedly and could not be resumed. Please try again.";

/**
 * Cron sweep for jobs whose consumer died (processing too long) or whose message was lost
 * (pending too long): re-queued while attempts remain, failed otherwise.
 */
export async function sweepStaleJobs(
  env: Env,
  now: Date,
  stale = staleThresholds(env),
): Promise<{ requeued: number; failed: number }> {
  const db = createDb(env.DB);
  let requeued = 0;
  let failed = 0;
  for (const scope of ["public", "org"] satisfies JobScope[]) {
    for (const job of await findStaleJobs(db, scope, now, 50, stale)) {
      if (job.attempts >= MAX_ATTEMPTS) {
        if (await failAnalysisJob(db, scope, job.id, job.errorMessage ?? STOPPED_MESSAGE, now)) failed++;
        continue;
      }
      if (await requeueStaleJob(db, scope, job, now)) {
        const message: AnalyzeMessage = { v: 1, type: "analyze", jobId: job.id, scope, url: job.url };
        await env.ANALYSIS_QUEUE.send(message);
        requeued++;
      }
    }
  }
  if (requeued || failed) console.log(JSON.stringify({ level: "info", event: "sweep", requeued, failed }));
  return { requeued, failed };
}

/**
 * When a job counts as stale: 5 minutes processing, 10 minutes pending. Development may shorten
 * both (SWEEP_STALE_PROCESSING_SECONDS, SWEEP_STALE_PENDING_SECONDS) so the reliability
 * benchmark can kill the analysis Worker and see the sweep recover within seconds.
 */
export function staleThresholds(env: Env): StaleThresholds {
  const seconds = (v: string | undefined) => (isDevelopment(env) && Number(v) > 0 ? Number(v) * 1000 : undefined);
  return {
    processingMs: seconds(env.SWEEP_STALE_PROCESSING_SECONDS) ?? STALE_PROCESSING_MS,
    pendingMs: seconds(env.SWEEP_STALE_PENDING_SECONDS) ?? STALE_PENDING_MS,
  };
}
