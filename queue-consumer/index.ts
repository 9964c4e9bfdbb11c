import type { Env } from "./env";
import { analyzeVendorUrl } from "./analyze-vendor-url";
import { failDeadLetters } from "./jobs/fail-dead-letters";
import { processAnalysisMessage } from "./jobs/process-analysis-message";
import { sweepStaleJobs } from "./jobs/sweep-stale-jobs";
import { withConfiguredFaults } from "./faults";
import { pipelineDeps } from "./pipeline-deps";
import { systemClock } from "@core/lib/clock";

/** The one clock of the analysis Worker: every handler takes it as a dependency (tests pass their own). */
const now = systemClock;

export default {
  async queue(batch, realEnv) {
    const env = withConfiguredFaults(realEnv);
    if (batch.queue.endsWith("-dlq")) {
      await failDeadLetters(batch, env, now);
      return;
    }
    const deps = { analyze: analyzeVendorUrl, pipeline: pipelineDeps(env, undefined, now), now };
    await Promise.all(batch.messages.map((message) => processAnalysisMessage(message, env, deps)));
  },

  async scheduled(controller, realEnv) {
    // The scheduled time, not the clock: a retried run sees the same stale jobs.
    await sweepStaleJobs(withConfiguredFaults(realEnv), new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
