import type { CatalogStateFilter } from "@core/contract/catalog";

/**
 * The catalog's filters in the address (`/dashboard/catalog?q=&state=&category=`), so a filtered
 * catalog can be shared and the back button returns to it. The rules are the API's
 * `CatalogFilters` (core/contract/catalog.ts) without zod: a route's validateSearch is part of the
 * first page load. tests/web checks that both agree. Bad values are dropped.
 */
export interface CatalogSearch {
  q?: string;
  state?: Exclude<CatalogStateFilter, "all">;
  category?: string;
}

export const CATALOG_STATE_VALUES = [
  "approved",
  "approved_with_conditions",
  "trial",
  "trial_ended",
  "in_review",
  "rejected",
  "retired",
] as const satisfies readonly CatalogSearch["state"][];

const Q_MAX = 200;
const CATEGORY_MAX = 64;

export function validateCatalogSearch(search: Record<string, unknown>): CatalogSearch {
  const out: CatalogSearch = {};
  if (typeof search.q === "string") {
    const q = search.q.trim();
    if (q && q.length <= Q_MAX) out.q = q;
  }
  if (CATALOG_STATE_VALUES.includes(search.state as never)) out.state = search.state as CatalogSearch["state"];
  if (typeof search.category === "string" && search.category && search.category.length <= CATEGORY_MAX) {
    out.category = search.category;
  }
  return out;
}
