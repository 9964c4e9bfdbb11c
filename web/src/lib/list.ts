import { infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";
import type { ListPage, ListQuery } from "@core/contract/list";

/**
 * The SPA side of the list convention (core/contract/list.ts): a list is an infinite query over
 * `{ items, next_cursor }` pages, keyed by its feature's key factory (`[feature, "list", params]`);
 * "Load more" fetches the page after the last `next_cursor`.
 */
export type { ListPage, ListQuery };

export type ListParams = Partial<Pick<ListQuery, "q" | "limit">>;

export function listQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T>) => last.next_cursor ?? undefined,
  });
}
