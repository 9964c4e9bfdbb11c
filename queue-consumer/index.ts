import type { Env } from "./env";
import { analyzeVendorUrl } from "./analyze-vendor-url";
import { failDeadLetters } from "./jobs/fail-dead-letters";
import { processAnalysisMessage } from "./jobs/process-analysis-message";
import { processCheckMessage } from "./jobs/process-check-message";
import { runMonitoringCron } from "./jobs/monitoring-cron";
import { sweepStaleJobs } from "./jobs/sweep-stale-jobs";
import { withConfiguredFaults } from "./faults";
import { observeVendor } from "./monitoring/observe-vendor";
import { pipelineDeps } from "./pipeline-deps";
import { systemClock } from "@core/lib/clock";

/** The one clock of the analysis Worker: every handler takes it as a dependency (tests pass their own). */
const now = systemClock;

export default {
  /**
   * Every message of a batch is handled at once (a crawl mostly waits on the network); the
   * batch size and the consumer's concurrency are set in wrangler.toml. Analyses and vendor
   * checks share the queue: the message's type decides.
   */
  async queue(batch, realEnv) {
    const env = withConfiguredFaults(realEnv);
    if (batch.queue.endsWith("-dlq")) {
      await failDeadLetters(batch, env, now);
      return;
    }
    const pipeline = pipelineDeps(env, undefined, now);
    const analysis = { analyze: analyzeVendorUrl, pipeline, now };
    const check = { observe: observeVendor, pipeline, now };
    await Promise.all(
      batch.messages.map((message) =>
        (message.body as { type?: unknown } | null)?.type === "check"
          ? processCheckMessage(message, env, check)
          : processAnalysisMessage(message, env, analysis),
      ),
    );
  },

  async scheduled(controller, realEnv) {
    const env = withConfiguredFaults(realEnv);
    // The scheduled time, not the clock: a retried run sees the same stale jobs and due vendors.
    const at = new Date(controller.scheduledTime);
    // Each job runs even when the other fails (a D1 error): the next run, 5 minutes later, retries it.
    const results = await Promise.allSettled([sweepStaleJobs(env, at), runMonitoringCron(env, at)]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed.length > 0)
      throw new AggregateError(
        failed.map((r) => r.reason),
        "a scheduled job failed",
      );
  },
} satisfies ExportedHandler<Env>;
