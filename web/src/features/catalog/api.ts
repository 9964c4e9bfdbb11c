import { queryOptions } from "@tanstack/react-query";
import type { Alternatives, CatalogItem, CatalogList, CatalogSummary } from "@core/contract/catalog";
import { apiFetch } from "@web/lib/api";
import { listQueryOptions, listSearchParams } from "@web/lib/list";
import type { CatalogSearch } from "./catalog-search";

/**
 * The organization's tool catalog (worker/routes/catalog.ts). Query keys:
 *   ["catalog", "list", filters]       the catalog (an infinite query over cursor pages)
 *   ["catalog", "summary"]             the dashboard's cards
 *   ["catalog", "alternatives", url]   approved tools of a tool's category
 * Anything that decides or saves a tool changes them: invalidate ["catalog"].
 */
export const catalogKeys = {
  all: ["catalog"] as const,
  summary: () => ["catalog", "summary"] as const,
  alternatives: (url: string) => ["catalog", "alternatives", url] as const,
};

/** Rows per page of the catalog. */
export const CATALOG_PAGE_SIZE = 50;

export type { CatalogItem };

export const catalogListQueryOptions = (filters: CatalogSearch, limit = CATALOG_PAGE_SIZE) =>
  listQueryOptions("catalog", { ...filters, limit }, (p) =>
    apiFetch<CatalogList>(`/api/catalog${listSearchParams(p)}`),
  );

export const catalogSummaryQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.summary(),
    queryFn: () => apiFetch<CatalogSummary>("/api/catalog/summary"),
    staleTime: 15_000,
  });

export const alternativesQueryOptions = (url: string) =>
  queryOptions({
    queryKey: catalogKeys.alternatives(url),
    queryFn: () => apiFetch<Alternatives>(`/api/catalog/alternatives${listSearchParams({ url })}`),
    staleTime: 30_000,
  });

/** The CSV of the catalog with these filters (a download link: the browser sends the session cookie). */
export function catalogCsvHref(filters: CatalogSearch): string {
  return `/api/catalog/export.csv${listSearchParams(filters)}`;
}

/** "Can I use X?": the catalog's best matches for a name or an address. */
export const canIUseQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["catalog", "answer", q] as const,
    queryFn: () => apiFetch<CatalogList>(`/api/catalog${listSearchParams({ q, limit: 3 })}`).then((r) => r.items),
    staleTime: 15_000,
  });

/** The organization's approved tools (with or without conditions): what a rejection may point to instead. */
export const approvedToolsQueryOptions = () =>
  queryOptions({
    queryKey: ["catalog", "approved-tools"] as const,
    queryFn: async () => {
      const pages = await Promise.all(
        (["approved", "approved_with_conditions"] as const).map((state) =>
          apiFetch<CatalogList>(`/api/catalog${listSearchParams({ state, limit: 100 })}`),
        ),
      );
      return pages.flatMap((p) => p.items).sort((a, b) => a.tool_name.localeCompare(b.tool_name));
    },
    staleTime: 60_000,
  });
