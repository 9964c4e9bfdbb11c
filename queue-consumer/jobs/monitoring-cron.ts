import { createDb } from "@core/db";
import { dispatchDueChecks, type DispatchResult } from "@core/domain/monitoring/dispatch-checks";
import type { CheckMessage } from "@core/contract/queue";
import type { Env } from "../env";

/**
 * Vendor monitoring on the Worker's cron trigger (wrangler.toml, with the sweep of stale
 * analyses): checks of due vendors go to the analysis queue in bounded batches; checks whose
 * consumer died are sent again; history past its retention is removed.
 */
export async function runMonitoringCron(env: Env, at: Date): Promise<DispatchResult> {
  const queue = env.ANALYSIS_QUEUE as Queue<CheckMessage>;
  const result = await dispatchDueChecks(createDb(env.DB), queue, at);
  if (result.due || result.resent || result.failed || result.pruned) {
    console.log(JSON.stringify({ level: "info", event: "monitoring_dispatch", ...result }));
  }
  return result;
}
