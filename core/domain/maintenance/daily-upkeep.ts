import type { Db } from "@core/db";
import { pruneExpiredJobEventStreams } from "../analysis/job-event-streams";
import { DEFAULT_PAGE_VIEW_RETENTION_DAYS, prunePageViews } from "../page-views/prune-page-views";
import { pruneRateLimitEvents } from "../limits/rate-limit";

/** PAGE_VIEW_RETENTION_DAYS as a number of days (the default when unset or unusable). */
export function pageViewRetentionDays(env: { PAGE_VIEW_RETENTION_DAYS?: string }): number {
  const days = Number(env.PAGE_VIEW_RETENTION_DAYS ?? DEFAULT_PAGE_VIEW_RETENTION_DAYS);
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_PAGE_VIEW_RETENTION_DAYS;
}

/**
 * The daily upkeep (a cron job of worker/scheduled.ts): page views past their retention period,
 * expired event-stream leases and rate-limit events older than a day are deleted. Each step is idempotent, so a retried run does
 * nothing twice.
 */
export async function dailyUpkeep(db: Db, now: Date, retentionDays: number) {
  const pageViewsDeleted = await prunePageViews(db, now, retentionDays);
  const streamLeasesDeleted = await pruneExpiredJobEventStreams(db, now);
  const rateLimitEventsDeleted = await pruneRateLimitEvents(db, now);
  return { pageViewsDeleted, streamLeasesDeleted, rateLimitEventsDeleted };
}
