import { and, eq, gte, lt, sql } from "drizzle-orm";
import { assessmentApprovalsTable, orgAnalysisJobsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import type { ActivityDay, OrganizationActivity } from "@core/contract/organization";
import type { Actor } from "../actor";
import { authorize } from "../authorize";

const DAY_MS = 24 * 3600_000;

/**
 * The admin's organization per day over the last `days` days up to today (UTC), oldest first,
 * days without activity included: analyses its members started (org_analysis_jobs) and review
 * decisions made (assessment_approvals). The Analytics page's charts. Non-admins: 403.
 */
export async function getOrganizationActivity(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: { days: number },
): Promise<OrganizationActivity> {
  const { organizationId } = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const dates = lastDays(now, input.days);
  const from = `${dates[0]}T00:00:00.000Z`;
  const until = new Date(Date.parse(`${dates[dates.length - 1]}T00:00:00.000Z`) + DAY_MS).toISOString();

  const j = orgAnalysisJobsTable;
  const a = assessmentApprovalsTable;
  const [analyses, decisions] = await Promise.all([
    db
      .select({ day: sql<string>`substr(${j.createdAt}, 1, 10)`, n: sql<number>`count(*)` })
      .from(j)
      .where(and(eq(j.organizationId, organizationId), gte(j.createdAt, from), lt(j.createdAt, until)))
      .groupBy(sql`substr(${j.createdAt}, 1, 10)`),
    db
      .select({ day: sql<string>`substr(${a.createdAt}, 1, 10)`, n: sql<number>`count(*)` })
      .from(a)
      .where(and(eq(a.organizationId, organizationId), gte(a.createdAt, from), lt(a.createdAt, until)))
      .groupBy(sql`substr(${a.createdAt}, 1, 10)`),
  ]);
  const perDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
  const analysesByDay = perDay(analyses);
  const decisionsByDay = perDay(decisions);
  return {
    days: dates.map(
      (date): ActivityDay => ({
        date,
        analyses: analysesByDay.get(date) ?? 0,
        decisions: decisionsByDay.get(date) ?? 0,
      }),
    ),
  };
}

/** The last `count` calendar days (UTC) ending with the day of `now`, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
