import {
  type InfiniteData,
  type QueryKey,
  type UseSuspenseInfiniteQueryOptions,
  useSuspenseInfiniteQuery,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { ListPage } from "./list";

export type ListOptions<T, K extends QueryKey = QueryKey> = UseSuspenseInfiniteQueryOptions<
  ListPage<T>,
  Error,
  InfiniteData<ListPage<T>>,
  K,
  string | undefined
>;

/**
 * A list of the list convention on screen: its rows so far and the props a DataTable takes for
 * them ("Load more" while there is a next page). The route's loader has fetched the first page
 * (a suspense query: no empty first render), and a failure is the route's error component.
 */
export function useInfiniteList<T, K extends QueryKey>(options: ListOptions<T, K>) {
  const list = useSuspenseInfiniteQuery(options);
  const rows = useMemo(() => list.data.pages.flatMap((p) => p.items), [list.data]);
  return {
    list,
    rows,
    table: {
      data: rows,
      hasMore: list.hasNextPage,
      isLoadingMore: list.isFetchingNextPage,
      onLoadMore: () => void list.fetchNextPage(),
    },
  };
}
