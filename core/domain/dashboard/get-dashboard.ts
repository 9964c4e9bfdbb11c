import { and, eq, ne, sql } from "drizzle-orm";
import { organizationsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { monthOf, type Clock } from "@core/lib/clock";
import { DEFAULT_MONTHLY_LIMIT, RECENT_ASSESSMENTS, usagePercent } from "@core/contract/assessment-rules";
import { MEDIUM_BAND_MAX } from "@core/contract/risk-bands";
import type { Dashboard } from "@core/contract/assessments";
import { grantOf } from "@core/contract/permissions";
import type { Actor } from "../actor";
import { requireMember, visibleAssessments } from "../assessments/assessment-access";
import { summarySelect, toSummary } from "../assessments/assessment-rows";

const t = orgRiskAssessmentsTable;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/**
 * The overview of /dashboard: counts of the assessments the actor can see (archived ones left
 * out): total, high risk (overall score in the high band, above 6), waiting for a decision, and by risk level;
 * the organization's usage this month; the 6 latest. One round trip (a db.batch of three reads).
 * Who may call: members of an organization (members count only their own assessments).
 */
export async function getDashboard(deps: { db: Db; clock: Clock }, actor: Actor): Promise<Dashboard> {
  const { db } = deps;
  const now = deps.clock();
  const member = requireMember(actor, "Please sign in to continue.");
  const where = and(visibleAssessments(member), ne(t.status, "archived"));
  const o = organizationsTable;
  const [[counts], recent, [org]] = await db.batch([
    db
      .select({
        total: sql<number>`count(*)`,
        high: countWhere(sql`${t.overallScore} > ${MEDIUM_BAND_MAX}`),
        pending: countWhere(sql`${t.approvalStatus} = 'pending'`),
        low: countWhere(sql`${t.riskLevel} = 'low'`),
        medium: countWhere(sql`${t.riskLevel} = 'medium'`),
        highLevel: countWhere(sql`${t.riskLevel} = 'high'`),
        critical: countWhere(sql`${t.riskLevel} = 'critical'`),
      })
      .from(t)
      .where(where),
    summarySelect(db).where(where).orderBy(sql`${t.createdAt} DESC`, sql`${t.id} DESC`).limit(RECENT_ASSESSMENTS),
    db
      .select({ used: o.assessmentsUsedThisMonth, limit: o.monthlyAssessmentLimit, period: o.usagePeriod })
      .from(o)
      .where(eq(o.id, member.organizationId))
      .limit(1),
  ]);
  const total = Number(counts?.total ?? 0);
  const byLevel = {
    low: Number(counts?.low ?? 0),
    medium: Number(counts?.medium ?? 0),
    high: Number(counts?.highLevel ?? 0),
    critical: Number(counts?.critical ?? 0),
  };
  // A count kept for an earlier month is this month's zero (the month rolls over by itself).
  const used = org && org.period === monthOf(now) ? org.used : 0;
  const limit = org?.limit && org.limit > 0 ? org.limit : DEFAULT_MONTHLY_LIMIT;
  return {
    scope: grantOf(member, "assessment.view") === "all" ? "organization" : "own",
    total_assessments: total,
    high_risk: Number(counts?.high ?? 0),
    pending_reviews: Number(counts?.pending ?? 0),
    usage: { used, limit, percent: usagePercent(used, limit) },
    recent: recent.map(toSummary),
    by_risk: { ...byLevel, unknown: total - byLevel.low - byLevel.medium - byLevel.high - byLevel.critical },
  };
}
