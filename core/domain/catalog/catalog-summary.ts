import { and, asc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { assessmentApprovalsTable, orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { qualified } from "@core/db/qualified";
import type { Clock } from "@core/lib/clock";
import type { CatalogSummary } from "@core/contract/catalog";
import { APPROVED_STATES, DAY_MS, TRIALS_ENDING_WINDOW_DAYS } from "@core/contract/safe-to-try-rules";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { catalogSelect, toCatalogItem } from "./catalog-rows";

const t = orgRiskAssessmentsTable;
const a = assessmentApprovalsTable;
/** Trials the dashboard's card lists (the count covers them all). */
const TRIALS_LISTED = 5;

/**
 * The dashboard's catalog cards: trials that end within 14 days (how many, and the 5 that end
 * first) and tools approved (with or without conditions) this calendar month, UTC (those whose
 * approval was decided this month and still holds). Archived tools left out.
 * Who may call: every active member (`catalog.view`).
 */
export async function getCatalogSummary(deps: { db: Db; clock: Clock }, actor: Actor): Promise<CatalogSummary> {
  const member = authorize(actor, "catalog.view");
  const { db } = deps;
  const now = deps.clock();
  const horizon = new Date(now.getTime() + TRIALS_ENDING_WINDOW_DAYS * DAY_MS).toISOString();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const ending = and(
    eq(t.organizationId, member.organizationId),
    eq(t.approvalStatus, "trial"),
    gt(t.trialExpiresAt, now.toISOString()),
    lte(t.trialExpiresAt, horizon),
    ne(t.status, "archived"),
  );
  // The approval a tool stands on is its newest history entry.
  const approvedAt = sql`(SELECT max(${a.createdAt}) FROM ${a} WHERE ${a.assessmentId} = ${qualified(t.id)})`;
  // Three reads side by side, not one db.batch: D1's batch answers rows keyed by column name, which
  // the catalog's joined columns of the same name (created_at) would overwrite.
  const [[endingCount], endingRows, [approved]] = await Promise.all([
    db.select({ count: sql<number>`count(*)` }).from(t).where(ending),
    catalogSelect(db).where(ending).orderBy(asc(t.trialExpiresAt)).limit(TRIALS_LISTED),
    db
      .select({ count: sql<number>`count(*)` })
      .from(t)
      .where(
        and(
          eq(t.organizationId, member.organizationId),
          inArray(t.approvalStatus, [...APPROVED_STATES]),
          ne(t.status, "archived"),
          sql`${approvedAt} >= ${monthStart}`,
        ),
      ),
  ]);
  return {
    trials_ending: { count: Number(endingCount?.count ?? 0), items: endingRows.map(toCatalogItem) },
    approved_this_month: { count: Number(approved?.count ?? 0) },
  };
}
