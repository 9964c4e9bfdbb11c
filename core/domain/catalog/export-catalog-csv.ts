import { and } from "drizzle-orm";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { toCsv, type CsvValue } from "@core/lib/csv";
import { cursorOrder, cursorWhere } from "@core/lib/pagination";
import { encodeCursor } from "@core/contract/list";
import { CSV_EXPORT_MAX_ROWS, riskLevelLabel } from "@core/contract/assessment-rules";
import type { CatalogFilters, CatalogItem } from "@core/contract/catalog";
import { catalogStateLabel, dataClassLabel } from "@core/contract/safe-to-try-rules";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { catalogSelect, catalogWhere, toCatalogItem } from "./catalog-rows";

const t = orgRiskAssessmentsTable;
const CHUNK = 500;

/** The columns of the catalog export, in order: the state first, as on the screen. */
export const CATALOG_CSV_COLUMNS = [
  "State",
  "Tool",
  "URL",
  "Category",
  "Overall Score",
  "Risk Level",
  "Trial Ends",
  "Conditions / Guardrails",
  "Decided By",
  "Decided At",
  "Data Class",
  "People",
  "Link",
] as const;

function csvValues(item: CatalogItem, appOrigin: string): CsvValue[] {
  return [
    catalogStateLabel(item.state),
    item.tool_name,
    item.url,
    item.category,
    item.overall_score,
    item.risk_level ? riskLevelLabel(item.risk_level) : null,
    item.expires_at,
    item.conditions?.join("; ") ?? null,
    item.decided_by,
    item.decided_at,
    item.data_class ? dataClassLabel(item.data_class) : null,
    item.people,
    `${appOrigin}/dashboard/catalog?q=${encodeURIComponent(item.tool_name)}`,
  ];
}

/**
 * The catalog with the same filters as the list, as CSV (newest first, at most 10,000 rows;
 * RFC 4180 with formula cells guarded). Who may call: every active member (`catalog.view`).
 */
export async function exportCatalogCsv(
  db: Db,
  actor: Actor,
  filters: CatalogFilters,
  appOrigin: string,
): Promise<string> {
  const member = authorize(actor, "catalog.view");
  const where = catalogWhere(member.organizationId, filters);
  const order = { createdAt: t.createdAt, id: t.id };
  const rows: CsvValue[][] = [];
  let cursor: string | undefined;
  while (rows.length < CSV_EXPORT_MAX_ROWS) {
    const chunk = await catalogSelect(db)
      .where(and(where, cursorWhere(order, cursor)))
      .orderBy(...cursorOrder(order))
      .limit(Math.min(CHUNK, CSV_EXPORT_MAX_ROWS - rows.length));
    for (const r of chunk) rows.push(csvValues(toCatalogItem(r), appOrigin));
    const last = chunk[chunk.length - 1];
    if (!last || chunk.length < CHUNK) break;
    cursor = encodeCursor({ createdAt: last.created_at, id: last.id });
  }
  return toCsv(CATALOG_CSV_COLUMNS, rows);
}
