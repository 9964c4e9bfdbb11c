import { createDb } from "../db";
import type { Env } from "../env";
import { pruneExpiredJobEventStreams } from "../domain/analysis/job-event-streams";
import { DEFAULT_PAGE_VIEW_RETENTION_DAYS, prunePageViews } from "../domain/page-views/prune-page-views";

/**
 * The daily upkeep: page views past their retention
 * period and expired event-stream leases are deleted. Each step is idempotent, so a retried
 * run does nothing twice.
 */
export async function runDailyUpkeep(env: Env, now: Date) {
  const db = createDb(env.DB);
  const retention = Number(env.PAGE_VIEW_RETENTION_DAYS ?? DEFAULT_PAGE_VIEW_RETENTION_DAYS);
  const pageViews = await prunePageViews(db, now, retention);
  const streams = await pruneExpiredJobEventStreams(db, now);
  console.log(JSON.stringify({ level: "info", event: "daily_upkeep", pageViewsDeleted: pageViews, streamLeasesDeleted: streams }));
  return { pageViews, streams };
}
