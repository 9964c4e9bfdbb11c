import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, SearchIcon } from "lucide-react";
import { useEffect, useId, useState, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { Input } from "./input";
import { Skeleton } from "./skeleton";
import { LoadMore } from "../load-more";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

/**
 * A list as a table (TanStack Table): sortable columns over the rows loaded so far, a search
 * box, cursor paging with "Load more" over the API's `{ items, next_cursor }`, a loading
 * skeleton and an empty state. The data comes from a query (usually `useInfiniteQuery` over a
 * `listQueryOptions` factory); the table never copies it into its own state.
 *
 * Where the list itself is narrower than 672 px (a phone, a tablet beside the sidebar: a
 * container query), each row becomes a card instead of a row too wide for its place: the first
 * column is the card's title, the others are "label  value" lines under their header's text,
 * and a column without a text header (actions) sits at the bottom unlabelled.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime },
});
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;

export interface DataTableProps<TData extends RowData> {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataTableColumn<TData>[];
  data: TData[];
  /** Stable row ids (defaults to the index). */
  getRowId?: (row: TData) => string;
  /** Extra attributes of a body row (e.g. a test id). */
  rowProps?: (row: TData) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** First page still loading: skeleton rows. */
  isLoading?: boolean;
  /** A next page exists (the last page's next_cursor was not null). */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** The search box; its value usually lives in the route's `?q=` search param. */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string; label?: string };
  /** Shown when there are no rows. */
  empty: ReactNode;
  className?: string;
}

const SKELETON_ROWS = 5;
/** A phone card's line: the header's text (data-label) on the left, the value on the right. */
const PHONE_LABELLED_CELL =
  "@max-2xl:flex @max-2xl:items-center @max-2xl:justify-between @max-2xl:gap-4 @max-2xl:p-0 @max-2xl:text-right @max-2xl:wrap-anywhere @max-2xl:*:min-w-0 @max-2xl:before:shrink-0 @max-2xl:before:text-left @max-2xl:before:text-xs @max-2xl:before:font-semibold @max-2xl:before:tracking-wide @max-2xl:before:text-slate-600 @max-2xl:before:uppercase @max-2xl:before:content-[attr(data-label)]";
/** A phone card's title (first column) or its actions: the whole width, no label. */
const PHONE_PLAIN_CELL = "@max-2xl:block @max-2xl:p-0 @max-2xl:wrap-anywhere @max-2xl:empty:hidden";
/** Typing settles for this long before the search is applied. */
const SEARCH_DEBOUNCE_MS = 300;

export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  rowProps,
  isLoading,
  hasMore,
  isLoadingMore,
  onLoadMore,
  search,
  empty,
  className,
}: DataTableProps<TData>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: getRowId ? (row: TData) => getRowId(row) : undefined,
    enableSortingRemoval: true,
  });
  const rows = table.getRowModel().rows;

  return (
    <div className={cn("@container space-y-3", className)}>
      {search ? <SearchBox {...search} /> : null}
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <Table aria-label={label} aria-busy={isLoading || undefined} className="@max-2xl:block">
          <TableHeader className="@max-2xl:sr-only">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      {header.isPlaceholder ? null : header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 whitespace-nowrap uppercase hover:text-slate-900"
                        >
                          <table.FlexRender header={header} />
                          {sorted === "asc" ? (
                            <ArrowUpIcon size={14} aria-hidden="true" />
                          ) : sorted === "desc" ? (
                            <ArrowDownIcon size={14} aria-hidden="true" />
                          ) : (
                            <ChevronsUpDownIcon size={14} aria-hidden="true" className="text-slate-400" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody className="@max-2xl:block">
            {isLoading ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <TableRow
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, all alike and never reordered
                  key={`skeleton-${i}`}
                  data-testid="data-table-skeleton"
                  className="@max-2xl:grid @max-2xl:grid-cols-1 @max-2xl:gap-2 @max-2xl:p-4"
                >
                  {columns.map((_c, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells, all alike and never reordered
                    <TableCell key={j} className="@max-2xl:block @max-2xl:p-0">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : rows.length === 0 ? (
              <TableRow className="hover:bg-transparent @max-2xl:block">
                <TableCell colSpan={columns.length} className="py-12 text-center @max-2xl:block">
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  {...rowProps?.(row.original)}
                  className="@max-2xl:grid @max-2xl:grid-cols-1 @max-2xl:gap-2 @max-2xl:p-4"
                >
                  {row.getAllCells().map((cell, index) => {
                    const header = cell.column.columnDef.header;
                    const phoneLabel = index > 0 && typeof header === "string" ? header : undefined;
                    return (
                      <TableCell
                        key={cell.id}
                        data-label={phoneLabel}
                        className={phoneLabel ? PHONE_LABELLED_CELL : PHONE_PLAIN_CELL}
                      >
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {onLoadMore ? <LoadMore hasMore={!!hasMore} loading={!!isLoadingMore} onLoad={onLoadMore} /> : null}
    </div>
  );
}

function SearchBox({ value, onChange, placeholder, label = "Search" }: NonNullable<DataTableProps<RowData>["search"]>) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  return (
    <div className="relative max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        size={16}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        className="pl-9"
      />
    </div>
  );
}
