import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { assessmentCategoriesTable, orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { AppError } from "@core/lib/errors";
import { catalogState } from "@core/contract/assessment-rules";
import type { Alternatives } from "@core/contract/catalog";
import { parseVendorUrl, vendorKey } from "@core/contract/url";
import { ALTERNATIVES_MAX, APPROVED_STATES } from "@core/contract/safe-to-try-rules";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { readCachedAnalysis } from "../analysis/cache";
import { parseStoredAnalysis } from "../assessments/assessment-rows";
import { findByVendor } from "../assessments/save-assessment";
import { catalogSelect, toCatalogItem } from "./catalog-rows";
import { suggestCategoryId } from "./suggest-category";

const t = orgRiskAssessmentsTable;

/**
 * The organization's approved tools (approved, or with conditions) in the category of the tool at
 * `url`, lowest overall score first: what a report of a tool that is not approved offers instead.
 * The category is the one of the organization's saved assessment of that tool; a tool not saved
 * (or saved without a category) gets one suggested from its pages (its cached analysis).
 * Who may call: every active member (`catalog.view`). A URL that is not a public address: 400.
 */
export async function listAlternatives(
  deps: { db: Db; cache: KVNamespace },
  actor: Actor,
  url: string,
): Promise<Alternatives> {
  const member = authorize(actor, "catalog.view");
  const checked = parseVendorUrl(url);
  if (!checked.ok) throw new AppError(checked.code, 400, checked.message, { reason: checked.reason });
  const key = vendorKey(checked.url);
  const { db } = deps;

  const saved = await findByVendor(db, member.organizationId, key);
  const own = saved && saved.status !== "archived" ? saved : null;
  let categoryId = own?.categoryId ?? null;
  let source: Alternatives["category_source"] = categoryId ? "assessment" : null;
  if (!categoryId) {
    const analysis = own
      ? parseStoredAnalysis(own.analysis)
      : ((await readCachedAnalysis(deps.cache, key))?.analysis ?? null);
    categoryId = analysis ? suggestCategoryId(analysis) : null;
    source = categoryId ? "suggested" : null;
  }
  const tool = own ? { assessment_id: own.id, state: catalogState(own.approvalStatus) } : null;
  if (!categoryId) return { category: null, category_source: null, tool, items: [] };

  const c = assessmentCategoriesTable;
  const [[category], rows] = await Promise.all([
    db.select({ id: c.id, name: c.name }).from(c).where(eq(c.id, categoryId)).limit(1),
    catalogSelect(db)
      .where(
        and(
          eq(t.organizationId, member.organizationId),
          eq(t.categoryId, categoryId),
          inArray(t.approvalStatus, [...APPROVED_STATES]),
          ne(t.status, "archived"),
          ne(t.vendorKey, key),
        ),
      )
      .orderBy(sql`${t.overallScore} IS NULL`, asc(t.overallScore), asc(t.toolName))
      .limit(ALTERNATIVES_MAX),
  ]);
  if (!category) return { category: null, category_source: null, tool, items: [] };
  return { category, category_source: source, tool, items: rows.map(toCatalogItem) };
}
