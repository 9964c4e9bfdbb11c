import { sql, type SQL } from "drizzle-orm";
import {
  assessmentApprovalsTable,
  orgAnalysisJobsTable,
  organizationsTable,
  organizationUsageTable,
  orgRiskAssessmentsTable,
  userProfilesTable,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import type { UsageMetricName } from "@core/contract/organization";

const DAY_MS = 24 * 3600_000;

/** The day (UTC) a run at `now` records: the last complete one, yesterday. */
export function usageDayFor(now: Date): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The daily scheduled job: records each organization's figures for one day (by default the
 * day before the run, UTC) into organization_usage with period `daily`:
 * - analyses_run: analyses its members started that day;
 * - assessments_saved: assessments first saved that day;
 * - decisions: review decisions made that day;
 * - active_members: members who were active and not suspended at the end of the run (a
 *   snapshot; members who joined after that day are not counted).
 * Idempotent: one row per organization, metric, period and day (a unique index), inserted
 * with ON CONFLICT DO NOTHING, so a retried or repeated run writes nothing twice and a run
 * that stopped half-way is completed by the next. One INSERT ... SELECT per metric over all
 * organizations, all in one db.batch.
 */
export async function recordDailyUsage(db: Db, now: Date, day = usageDayFor(now)): Promise<{ day: string }> {
  const from = `${day}T00:00:00.000Z`;
  const until = new Date(Date.parse(from) + DAY_MS).toISOString();
  const o = organizationsTable;
  const j = orgAnalysisJobsTable;
  const a = orgRiskAssessmentsTable;
  const d = assessmentApprovalsTable;
  const p = userProfilesTable;
  const metrics: Record<UsageMetricName, SQL> = {
    analyses_run: sql`(SELECT count(*) FROM ${j} WHERE ${j.organizationId} = ${o.id} AND ${j.createdAt} >= ${from} AND ${j.createdAt} < ${until})`,
    assessments_saved: sql`(SELECT count(*) FROM ${a} WHERE ${a.organizationId} = ${o.id} AND ${a.createdAt} >= ${from} AND ${a.createdAt} < ${until})`,
    decisions: sql`(SELECT count(*) FROM ${d} WHERE ${d.organizationId} = ${o.id} AND ${d.createdAt} >= ${from} AND ${d.createdAt} < ${until})`,
    active_members: sql`(SELECT count(*) FROM ${p} WHERE ${p.organizationId} = ${o.id} AND ${p.status} = 'active'
      AND ${p.isSuspended} = 0 AND ${p.createdAt} < ${until})`,
  };
  const recordedAt = now.toISOString();
  const statements = Object.entries(metrics).map(([name, value]) =>
    // Column order of organization_usage: id, organization_id, metric_name, metric_value, period, period_start, recorded_at.
    // "WHERE 1" keeps SQLite from reading ON CONFLICT as a join's ON.
    db
      .insert(organizationUsageTable)
      .select(
        sql`SELECT lower(hex(randomblob(16))), ${o.id}, ${name}, ${value}, 'daily', ${day}, ${recordedAt} FROM ${o} WHERE 1`,
      )
      .onConflictDoNothing(),
  );
  await runBatch(db, statements);
  return { day };
}
