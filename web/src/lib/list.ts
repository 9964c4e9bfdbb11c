import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ListPage, ListQuery } from "@core/contract/list";

/**
 * The SPA side of the list convention (core/contract/list.ts): a list is an infinite query over
 * `{ items, next_cursor }` pages, keyed `[feature, "list", params]`; "Load more" fetches the
 * page after the last `next_cursor`.
 */
export type { ListPage, ListQuery };

export type ListParams = Partial<Pick<ListQuery, "q" | "limit">>;

export function listQueryOptions<T, P extends ListParams>(
  feature: string,
  params: P,
  fetchPage: (params: P & { cursor?: string }) => Promise<ListPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey: [feature, "list", params] as const,
    queryFn: ({ pageParam }) => fetchPage({ ...params, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T>) => last.next_cursor ?? undefined,
  });
}

/** `?q=&limit=&cursor=` for a list request (empty values left out). */
export function listSearchParams(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
