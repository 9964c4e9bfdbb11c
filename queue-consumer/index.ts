import type { Env } from "./env";
import { analyzeVendorUrl } from "./analyze-vendor-url";
import { failDeadLetters } from "./jobs/fail-dead-letters";
import { processAnalysisMessage } from "./jobs/process-analysis-message";
import { sweepStaleJobs } from "./jobs/sweep-stale-jobs";
import type { PipelineDeps } from "./analysis-types";
import { hstsPreloadLookup } from "./crawler/hsts-preload";
import { systemClock } from "../worker/lib/clock";

/** The one clock of the analysis Worker: every handler takes it as a dependency (tests pass their own). */
const now = systemClock;

function pipelineDeps(env: Env): PipelineDeps {
  const replayOrigin = env.CRAWL_REPLAY_ORIGIN || undefined;
  const fetchFn: typeof fetch = (input, init) => fetch(input, init);
  // The recorded web has no preload list to ask: the header grade then says "unknown".
  const hstsPreload = replayOrigin ? undefined : hstsPreloadLookup(env.CACHE, fetchFn, now);
  return { fetch: fetchFn, replayOrigin, browser: env.BROWSER, now, hstsPreload };
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
