import type { Env } from "./env";
import { analyzeVendorUrl } from "./analyze-vendor-url";
import { failDeadLetters } from "./jobs/fail-dead-letters";
import { processAnalysisMessage } from "./jobs/process-analysis-message";
import { sweepStaleJobs } from "./jobs/sweep-stale-jobs";
import type { PipelineDeps } from "./analysis-types";
import { systemClock } from "../worker/lib/clock";

/** The one clock of the analysis Worker: every handler takes it as a dependency (tests pass their own). */
const now = systemClock;

function pipelineDeps(env: Env): PipelineDeps {
  return { fetch: (input, init) => fetch(input, init), replayOrigin: env.CRAWL_REPLAY_ORIGIN || undefined, browser: env.BROWSER, now };
}

export default {
  async queue(batch, env) {
    if (batch.queue.endsWith("-dlq")) {
      await failDeadLetters(batch, env, now);
      return;
    }
    const deps = { analyze: analyzeVendorUrl, pipeline: pipelineDeps(env), now };
    await Promise.all(batch.messages.map((message) => processAnalysisMessage(message, env, deps)));
  },

  async scheduled(_controller, env) {
    await sweepStaleJobs(env, now());
  },
} satisfies ExportedHandler<Env>;
