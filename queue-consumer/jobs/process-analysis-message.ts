import { createDb } from "@core/db";
import { writeCachedAnalysis } from "@core/domain/analysis/cache";
import { readSetting } from "@core/domain/settings/settings-reader";
import { claimJob, MAX_ATTEMPTS, releaseJob } from "@core/domain/analysis/job-store";
import { completeAnalysisJob, failAnalysisJob } from "@core/domain/assessments/finish-analysis-job";
import { notifyAnalysisCompleted } from "@core/domain/notifications/notify-analysis-completed";
import { AnalyzeMessage } from "@core/contract/queue";
import { vendorKey } from "@core/contract/url";
import type { Clock } from "@core/lib/clock";
import type { Env } from "../env";
import { AnalysisError, type AnalyzeVendorUrl, type PipelineDeps } from "../analysis-types";

export interface ProcessDeps {
  analyze: AnalyzeVendorUrl;
  pipeline: PipelineDeps;
  now: Clock;
}

/** Shown when a job fails for a reason that is ours, not the vendor's. */
const INTERNAL_FAILURE = "The analysis failed because of an internal error. Please try again.";

/**
 * Handles one delivery of an analysis message: parse, claim the job, run the pipeline,
 * store the result and the cache. Always acks or retries the message itself; never throws.
 *
 * - A malformed message is acked (retrying cannot fix it) and its job, if named, fails.
 * - A job that is finished or being processed by a live consumer is a duplicate: ack.
 * - Retryable errors put the job back to pending and retry with exponential back-off,
 *   until the last attempt, which fails the job with a readable message.
 * - The database failing underneath (D1 errors) retries the message; every write is one
 *   conditional statement or batch, so nothing is left half-written, and the dead letter queue
 *   and the sweep end what the retries could not.
 */
export async function processAnalysisMessage(message: Message<unknown>, env: Env, deps: ProcessDeps): Promise<void> {
  try {
    await handleDelivery(message, env, deps);
  } catch (err) {
    console.error(
      JSON.stringify({
        level: "error",
        event: "delivery_error",
        id: message.id,
        attempt: message.attempts,
        error: String(err),
      }),
    );
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** Seconds before a failed delivery is tried again: 1, 2, 4, ... at most 30 (vendor checks too). */
export function backoffSeconds(attempts: number) {
  return Math.min(2 ** (attempts - 1), 30);
}

async function handleDelivery(message: Message<unknown>, env: Env, deps: ProcessDeps): Promise<void> {
  const db = createDb(env.DB);
  const parsed = AnalyzeMessage.safeParse(message.body);
  if (!parsed.success) {
    console.error(
      JSON.stringify({ level: "error", event: "poison_message", id: message.id, issues: parsed.error.issues }),
    );
    const body = message.body as { jobId?: unknown; scope?: unknown } | null;
    if (body && typeof body.jobId === "string") {
      const scope = body.scope === "org" ? "org" : "public";
      await failAnalysisJob(
        db,
        scope,
        body.jobId,
        "The analysis request could not be read. Please start a new analysis.",
        deps.now(),
      );
    }
    message.ack();
    return;
  }
  const { jobId, scope, url } = parsed.data;

  const job = await claimJob(db, scope, jobId, deps.now(), { messageId: message.id, attempt: message.attempts });
  if (!job) {
    message.ack();
    return;
  }

  try {
    const analysis = await deps.analyze(url, deps.pipeline);
    const finishedAt = deps.now();
    // The cache first: a failure here (the setting's read, KV) leaves the job ours to retry.
    // Written after the job's completion, a failure would leave a completed job that the
    // cache never got, and the retry would find the job done.
    const ttl = await readSetting({ db, now: () => deps.now().getTime(), env }, "analysis.cache_ttl_seconds");
    await writeCachedAnalysis(env.CACHE, vendorKey(new URL(url)), analysis, finishedAt, ttl);
    if ((await completeAnalysisJob(db, scope, jobId, analysis, finishedAt)) && scope === "org")
      await notifyCompleted(db, jobId, finishedAt);
    message.ack();
  } catch (err) {
    const retryable = err instanceof AnalysisError ? err.retryable : true;
    const readable = err instanceof AnalysisError ? err.message : INTERNAL_FAILURE;
    console.error(
      JSON.stringify({
        level: "warn",
        event: "analysis_error",
        jobId,
        attempt: message.attempts,
        retryable,
        error: String(err),
      }),
    );
    if (retryable && message.attempts < MAX_ATTEMPTS) {
      await releaseJob(db, scope, jobId, readable, deps.now());
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      return;
    }
    await failAnalysisJob(db, scope, jobId, readable, deps.now());
    message.ack();
  }
}

/** "Assessment Completed" for the requester; a failure to notify never fails the analysis. */
async function notifyCompleted(db: ReturnType<typeof createDb>, jobId: string, at: Date) {
  try {
    await notifyAnalysisCompleted(db, jobId, at);
  } catch (err) {
    console.error(JSON.stringify({ level: "error", event: "notify_completed_failed", jobId, error: String(err) }));
  }
}
