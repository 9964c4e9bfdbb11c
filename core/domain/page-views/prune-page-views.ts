import { inArray, lt } from "drizzle-orm";
import { pageViewsTable } from "@core/db/schema";
import type { Db } from "@core/db";

export const DEFAULT_PAGE_VIEW_RETENTION_DAYS = 180;
/** Rows deleted per statement, and statements per run: a big backlog is cleared over several days. */
const CHUNK = 500;
const MAX_CHUNKS = 40;

/**
 * Deletes page views older than the retention period (PAGE_VIEW_RETENTION_DAYS). Run by the
 * daily cron; idempotent (a second run finds nothing left to delete). Returns the rows deleted.
 */
export async function prunePageViews(db: Db, now: Date, retentionDays: number): Promise<number> {
  const days = Number.isFinite(retentionDays) && retentionDays > 0 ? retentionDays : DEFAULT_PAGE_VIEW_RETENTION_DAYS;
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const t = pageViewsTable;
  let deleted = 0;
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const old = db.select({ id: t.id }).from(t).where(lt(t.createdAt, before)).limit(CHUNK);
    const rows = await db.delete(t).where(inArray(t.id, old)).returning({ id: t.id });
    deleted += rows.length;
    if (rows.length < CHUNK) break;
  }
  return deleted;
}
