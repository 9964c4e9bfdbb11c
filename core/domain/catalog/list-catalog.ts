import { and } from "drizzle-orm";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { cursorOrder, cursorWhere, toPage } from "@core/lib/pagination";
import type { CatalogList, CatalogQuery } from "@core/contract/catalog";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { catalogSelect, catalogWhere, toCatalogItem } from "./catalog-rows";

const t = orgRiskAssessmentsTable;

/**
 * The organization's tool catalog: one row per tool (its saved assessment; archived ones left
 * out) with its state, category, score and level, trial end, conditions or guardrails, and who
 * decided. Newest first, one page at a time (the list convention); `q` matches the tool name,
 * the vendor name or the address; `state` and `category` filter.
 * Who may call: every active member (`catalog.view`): members too see every tool's state,
 * though not a colleague's report.
 */
export async function listCatalog(db: Db, actor: Actor, query: CatalogQuery): Promise<CatalogList> {
  const member = authorize(actor, "catalog.view");
  const columns = { createdAt: t.createdAt, id: t.id };
  const rows = await catalogSelect(db)
    .where(and(catalogWhere(member.organizationId, query), cursorWhere(columns, query.cursor)))
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.created_at, id: r.id }), toCatalogItem);
}
