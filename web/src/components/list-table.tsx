import type { QueryKey } from "@tanstack/react-query";
import type { RowData } from "@tanstack/react-table";
import { DataTable, type DataTableProps } from "@web/components/ui/data-table";
import { type ListOptions, useInfiniteList } from "@web/lib/use-infinite-list";

type ListTableProps<T extends RowData, K extends QueryKey> = Omit<
  DataTableProps<T>,
  "data" | "isLoading" | "hasMore" | "isLoadingMore" | "onLoadMore"
> & { query: ListOptions<T, K> };

/** A list of the list convention as a table: the query's rows and "Load more" (the route's loader fetched the first page). */
export function ListTable<T extends RowData, K extends QueryKey>({ query, ...table }: ListTableProps<T, K>) {
  const { table: rows } = useInfiniteList(query);
  return <DataTable {...table} {...rows} />;
}
