/**
 * When a watched vendor is checked next. A vendor is checked once per period for every
 * organization watching it: its interval is the shortest frequency among the (not archived)
 * assessments that watch it, and its next check is its last check plus that interval (at once
 * when it was never checked). Both are recomputed by one statement whenever the watching
 * assessments change, and again by the cron trigger before it checks a due vendor.
 */
import { eq, sql } from "drizzle-orm";
import { assessmentMonitoringTable, monitoredVendorsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { FREQUENCY_SECONDS } from "@core/contract/monitoring-rules";

/** A vendor nobody watches is looked at again after this long (an assessment restored from the archive). */
export const IDLE_RECHECK_SECONDS = 86_400;

/** SQL of an ISO-8601 time `seconds` after `from` (an ISO-8601 text), in the format every timestamp column uses. */
export function isoPlus(from: unknown, seconds: unknown) {
  return sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${from}, '+' || (${seconds}) || ' seconds')`;
}

/** The vendor's row, if it has none yet: the address crawled is the first watching assessment's. */
export function ensureVendorStatement(db: Db, vendor: { vendorKey: string; url: string }, now: Date): Statement {
  const at = now.toISOString();
  return db
    .insert(monitoredVendorsTable)
    .values({ vendorKey: vendor.vendorKey, url: vendor.url, nextCheckAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** Recomputes the vendor's interval and next check from the assessments watching it now. */
export function refreshVendorStatement(db: Db, vendorKey: string, now: Date): Statement {
  const v = monitoredVendorsTable;
  const m = assessmentMonitoringTable;
  const a = orgRiskAssessmentsTable;
  const at = now.toISOString();
  const seconds = sql.join(
    Object.entries(FREQUENCY_SECONDS).map(([f, s]) => sql`WHEN ${f} THEN ${s}`),
    sql` `,
  );
  // The shortest interval among the watching assessments; null when none watches.
  const iv = sql`(SELECT MIN(CASE ${m.frequency} ${seconds} END)
      FROM ${m} INNER JOIN ${a} ON ${a.id} = ${m.assessmentId}
      WHERE ${m.vendorKey} = ${vendorKey} AND ${m.frequency} <> 'off' AND ${a.status} <> 'archived')`;
  return db
    .update(v)
    .set({
      intervalSeconds: iv,
      nextCheckAt: sql`CASE
        WHEN ${iv} IS NULL THEN ${isoPlus(at, IDLE_RECHECK_SECONDS)}
        WHEN ${v.lastCheckedAt} IS NULL THEN COALESCE(MIN(${v.nextCheckAt}, ${at}), ${at})
        ELSE ${isoPlus(v.lastCheckedAt, iv)}
      END`,
      updatedAt: at,
    })
    .where(eq(v.vendorKey, vendorKey));
}
