import type { Env } from "../env";
import { runDailyUpkeep } from "./daily-upkeep";
import { runDailyUsage } from "./daily-usage";

/**
 * The web Worker's cron jobs, by the cron expression that starts each (wrangler.toml
 * [triggers] lists the same expressions). A job is given the scheduled time, not the clock, so
 * a retried run sees the same day; each job is idempotent.
 */
export const CRON_JOBS: Record<string, (env: Env, scheduledTime: Date) => Promise<unknown>> = {
  "15 0 * * *": runDailyUsage,
  "23 3 * * *": runDailyUpkeep,
};

/** Runs the job of the trigger that fired; an expression with no job is an error (a typo in wrangler.toml). */
export async function runScheduled(controller: Pick<ScheduledController, "cron" | "scheduledTime">, env: Env) {
  const job = CRON_JOBS[controller.cron];
  if (!job) throw new Error(`No scheduled job for cron "${controller.cron}"`);
  await job(env, new Date(controller.scheduledTime));
}
