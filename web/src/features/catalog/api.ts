import { queryOptions } from "@tanstack/react-query";
import type { Alternatives, CatalogItem, CatalogList, CatalogSummary } from "@core/contract/catalog";
import { api, apiData, apiHref } from "@web/lib/api";
import { listQueryOptions } from "@web/lib/list";
import type { CatalogSearch } from "./catalog-search";

/**
 * The organization's tool catalog (worker/routes/catalog.ts). Query keys:
 *   ["catalog", "list", filters]       the catalog (an infinite query over cursor pages)
 *   ["catalog", "summary"]             the dashboard's cards
 *   ["catalog", "alternatives", url]   approved tools of a tool's category
 *   ["catalog", "answer", q]           "Can I use X?"
 *   ["catalog", "approved-tools"]      what a rejection may point to instead
 * Anything that decides or saves a tool changes them: invalidate ["catalog"].
 */
export const catalogKeys = {
  all: ["catalog"] as const,
  list: (filters: CatalogSearch & { limit: number }) => [...catalogKeys.all, "list", filters] as const,
  summary: () => [...catalogKeys.all, "summary"] as const,
  alternatives: (url: string) => [...catalogKeys.all, "alternatives", url] as const,
  answer: (q: string) => [...catalogKeys.all, "answer", q] as const,
  approvedTools: () => [...catalogKeys.all, "approved-tools"] as const,
};

/** Rows per page of the catalog. */
export const CATALOG_PAGE_SIZE = 50;

export type { CatalogItem };

export const catalogListQueryOptions = (filters: CatalogSearch, limit = CATALOG_PAGE_SIZE) => {
  const params = { ...filters, limit };
  return listQueryOptions(
    catalogKeys.list(params),
    (cursor, signal): Promise<CatalogList> =>
      apiData(api.GET("/api/catalog", { params: { query: { ...params, cursor } }, signal })),
  );
};

export const catalogSummaryQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.summary(),
    queryFn: ({ signal }): Promise<CatalogSummary> => apiData(api.GET("/api/catalog/summary", { signal })),
    staleTime: 15_000,
  });

export const alternativesQueryOptions = (url: string) =>
  queryOptions({
    queryKey: catalogKeys.alternatives(url),
    queryFn: ({ signal }): Promise<Alternatives> =>
      apiData(api.GET("/api/catalog/alternatives", { params: { query: { url } }, signal })),
    staleTime: 30_000,
  });

/** The CSV of the catalog with these filters (a download link: the browser sends the session cookie). */
export function catalogCsvHref(filters: CatalogSearch): string {
  return apiHref("/api/catalog/export.csv", { query: filters });
}

/** "Can I use X?": the catalog's best matches for a name or an address. */
export const canIUseQueryOptions = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.answer(q),
    queryFn: async ({ signal }): Promise<CatalogItem[]> =>
      (await apiData(api.GET("/api/catalog", { params: { query: { q, limit: 3 } }, signal }))).items,
    staleTime: 15_000,
  });

/** The organization's approved tools (with or without conditions): what a rejection may point to instead. */
export const approvedToolsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.approvedTools(),
    queryFn: async ({ signal }): Promise<CatalogItem[]> => {
      const pages = await Promise.all(
        (["approved", "approved_with_conditions"] as const).map(
          (state): Promise<CatalogList> =>
            apiData(api.GET("/api/catalog", { params: { query: { state, limit: 100 } }, signal })),
        ),
      );
      return pages.flatMap((p) => p.items).sort((a, b) => a.tool_name.localeCompare(b.tool_name));
    },
    staleTime: 60_000,
  });
