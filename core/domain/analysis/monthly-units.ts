import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { organizationsTable, orgAnalysisJobsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { insertWhere } from "@core/db/insert-where";
import { monthOf } from "@core/lib/clock";

/**
 * An organization's monthly assessments ("units") and the jobs that use them. D1 has no
 * interactive transactions, so taking a unit and writing the job row are one db.batch of two
 * conditional statements: the row is inserted only while a unit is left this month, and the
 * unit is counted only if that row exists. Batches run one at a time, so of two requests for
 * the last unit exactly one gets it. A job that fails gives its unit back in the batch that
 * fails it (job-store.ts failJob), once, and only within the month it was taken.
 */

export interface NewOrgJob {
  id: string;
  url: string;
  vendorKey: string;
  organizationId: string;
  userId: string;
  now: Date;
}

/** Writes a pending org job and takes its unit; false (nothing written) when the month's units are used up. */
export async function insertOrgJobTakingUnit(db: Db, job: NewOrgJob): Promise<boolean> {
  const t = orgAnalysisJobsTable;
  const o = organizationsTable;
  const month = monthOf(job.now);
  const now = job.now.toISOString();
  const hasUnit = and(
    eq(o.id, job.organizationId),
    or(isNull(o.usagePeriod), ne(o.usagePeriod, month), lt(o.assessmentsUsedThisMonth, o.monthlyAssessmentLimit)),
  );
  const [inserted] = await db.batch([
    insertWhere(
      db,
      t,
      {
        id: job.id,
        url: job.url,
        vendorKey: job.vendorKey,
        status: "pending",
        createdAt: now,
        updatedAt: now,
        organizationId: job.organizationId,
        userId: job.userId,
        unitsCharged: 1,
      },
      sql`EXISTS (SELECT 1 FROM ${o} WHERE ${hasUnit})`,
    ).returning({ id: t.id }),
    db
      .update(o)
      .set({
        assessmentsUsedThisMonth: sql`CASE WHEN ${o.usagePeriod} = ${month} THEN ${o.assessmentsUsedThisMonth} + 1 ELSE 1 END`,
        usagePeriod: month,
        updatedAt: now,
      })
      .where(and(eq(o.id, job.organizationId), sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${job.id})`)),
  ]);
  return inserted.length > 0;
}

/**
 * The statements that give a failed org job's unit back: the organization's count goes down
 * by one if the job is failed, still charged, and was created in the month being counted;
 * then the job is marked uncharged. For a db.batch right after the statement failing the job.
 */
export function giveBackUnitQueries(db: Db, jobId: string, now: Date) {
  const t = orgAnalysisJobsTable;
  const o = organizationsTable;
  return [
    db
      .update(o)
      .set({ assessmentsUsedThisMonth: sql`max(${o.assessmentsUsedThisMonth} - 1, 0)`, updatedAt: now.toISOString() })
      .where(
        sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${jobId} AND ${t.status} = 'failed' AND ${t.unitsCharged} = 1
                      AND ${t.organizationId} = ${o.id} AND substr(${t.createdAt}, 1, 7) = ${o.usagePeriod})`,
      ),
    db
      .update(t)
      .set({ unitsCharged: 0 })
      .where(and(eq(t.id, jobId), eq(t.status, "failed"), eq(t.unitsCharged, 1))),
  ] as const;
}
