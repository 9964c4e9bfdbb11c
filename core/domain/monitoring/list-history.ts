import { and, eq, gte, sql } from "drizzle-orm";
import { vendorChecksTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { notFound } from "@core/lib/errors";
import { cursorWhere, toPage } from "@core/lib/pagination";
import type { Check, HistoryItem, HistoryList } from "@core/contract/monitoring";
import type { RiskLevel } from "@core/contract/analysis";
import type { ListQuery } from "@core/contract/list";
import type { Actor } from "../actor";
import { findAssessmentFor, requireMember } from "../assessments/assessment-access";
import { toCheck } from "./check-store";

export const CHECK_NOT_FOUND = "Check not found";

/**
 * The completed checks of an assessment's vendor since the assessment was saved, newest first
 * (list convention): scores, level and verified certifications of each. Who may call:
 * `assessment.view` on the assessment.
 */
export async function listHistory(db: Db, actor: Actor, id: string, query: Omit<ListQuery, "q">): Promise<HistoryList> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(db, member, id);
  const t = vendorChecksTable;
  const columns = { createdAt: t.completedAt, id: t.id };
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.vendorKey, assessment.vendorKey),
        eq(t.status, "completed"),
        gte(t.completedAt, assessment.createdAt),
        cursorWhere(columns, query.cursor),
      ),
    )
    .orderBy(sql`${t.completedAt} DESC`, sql`${t.id} DESC`)
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.completedAt ?? "", id: r.id }),
    (r): HistoryItem => ({
      check_id: r.id,
      checked_at: r.completedAt ?? r.updatedAt,
      overall_score: r.overallScore ?? 0,
      pricing_score: r.pricingScore ?? 0,
      privacy_legal_score: r.privacyLegalScore ?? 0,
      security_score: r.securityScore ?? 0,
      risk_level: (r.riskLevel ?? "low") as RiskLevel,
      certifications: r.certifications ? (JSON.parse(r.certifications) as string[]) : [],
      changes: r.changesCount,
      trigger: r.trigger,
    }),
  );
}

/**
 * One check of the assessment's vendor (one started since the assessment was saved). Another
 * vendor's check, or an unknown id, is 404. Who may call: `assessment.view` on the assessment.
 */
export async function getCheck(db: Db, actor: Actor, id: string, checkId: string): Promise<Check> {
  const member = requireMember(actor, "Please sign in to continue.");
  const assessment = await findAssessmentFor(db, member, id);
  const t = vendorChecksTable;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, checkId), eq(t.vendorKey, assessment.vendorKey)))
    .limit(1);
  if (!row) throw notFound(CHECK_NOT_FOUND);
  return toCheck(row);
}
