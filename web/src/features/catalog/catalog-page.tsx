import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { ArrowDownToLineIcon, LibraryIcon, SearchXIcon } from "lucide-react";
import { useCallback, useId, useMemo } from "react";
import { formatScore } from "@core/contract/assessment-rules";
import { CATALOG_STATE_LABEL } from "@core/contract/safe-to-try-rules";
import { Alert } from "@web/components/ui/alert";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/empty-state";
import { LoadMore } from "@web/components/load-more";
import { Label } from "@web/components/ui/label";
import { SearchInput, useSearchText } from "@web/components/ui/search-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { displayUrl, formatDate } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { RiskLevelBadge } from "../assessments/assessment-badges";
import { categoriesQueryOptions } from "../assessments/api";
import type { Me } from "../auth/api";
import { canDo } from "../auth/permissions";
import { catalogCsvHref, catalogListQueryOptions, type CatalogItem } from "./api";
import { CatalogStateBadge, ConditionsList, TrialEnd } from "./catalog-badges";
import { CATALOG_STATE_VALUES, validateCatalogSearch, type CatalogSearch } from "./catalog-search";
import { CanIUse } from "./can-i-use";

const _SEARCH_DEBOUNCE_MS = 300;
const ALL = "all";

/** The route's page: the filters come from the address and go back to it. */
export function CatalogRoute({ me }: { me: Me }) {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => validateCatalogSearch(raw), [raw]);
  const navigate = useNavigate();
  const onSearchChange = useCallback(
    (next: CatalogSearch) => void navigate({ to: "/dashboard/catalog", search: validateCatalogSearch({ ...next }) }),
    [navigate],
  );
  return <CatalogPage search={search} onSearchChange={onSearchChange} canAnalyze={canDo(me, "assessment.create")} />;
}

/**
 * /dashboard/catalog: every tool the organization asked for and where it stands (approved, with
 * conditions, on trial, in review, rejected, retired), with its category, score, trial end,
 * conditions or guardrails and who decided; "Can I use X?"; search and filters in the address;
 * the filtered catalog as CSV. A table on wide screens, cards on narrow ones.
 */
export function CatalogPage({
  search,
  onSearchChange,
  canAnalyze,
}: {
  search: CatalogSearch;
  onSearchChange: (next: CatalogSearch) => void;
  canAnalyze: boolean;
}) {
  useDocumentTitle("Tool Catalog");
  const list = useInfiniteQuery(catalogListQueryOptions(search));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = !!(search.q || search.state || search.category);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Tool Catalog</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Every tool your organization asked for, and whether you may use it: approved, approved with conditions, on
            trial under the Safe-to-Try lane, in review, rejected or retired.
          </p>
        </div>
        <a
          className={buttonVariants({ variant: "outline" })}
          href={catalogCsvHref(search)}
          download
          data-testid="catalog-csv"
        >
          <ArrowDownToLineIcon size={18} aria-hidden="true" /> Export CSV
        </a>
      </div>

      <CanIUse canAnalyze={canAnalyze} />
      <Filters search={search} onSearchChange={onSearchChange} />

      <p className="text-sm text-slate-600" aria-live="polite" data-testid="catalog-count">
        {list.isPending
          ? "Loading the catalog…"
          : `Showing ${items.length}${list.hasNextPage ? "+" : ""} tool${items.length === 1 ? "" : "s"}`}
      </p>
      {list.error ? (
        <Alert tone="error" title="The catalog could not be loaded">
          {list.error.message}
        </Alert>
      ) : null}
      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : items.length > 0 ? (
        <>
          <CatalogTable items={items} />
          <ul className="space-y-3 md:hidden" data-testid="catalog-cards">
            {items.map((item) => (
              <li key={item.assessment_id}>
                <CatalogCard item={item} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      ) : list.data ? (
        <EmptyState
          icon={filtered ? <SearchXIcon size={24} aria-hidden="true" /> : <LibraryIcon size={24} aria-hidden="true" />}
          title={filtered ? "No tools found" : "The catalog is empty"}
          testId="catalog-empty"
          action={
            filtered ? (
              <Button variant="outline" onClick={() => onSearchChange({})}>
                Clear filters
              </Button>
            ) : null
          }
        >
          {filtered
            ? "Try adjusting your filters"
            : "Tools appear here once someone saves an assessment of them for the organization."}
        </EmptyState>
      ) : null}
    </div>
  );
}

function Score({ item }: { item: CatalogItem }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-semibold text-slate-900 tabular-nums">
        {item.overall_score === null ? "–" : formatScore(item.overall_score)}/10
      </span>
      <RiskLevelBadge level={item.risk_level} />
    </span>
  );
}

function DecidedBy({ item }: { item: CatalogItem }) {
  if (!item.decided_by) return <span className="text-slate-500">Not decided yet</span>;
  return (
    <span className="block">
      <span className="block font-medium text-slate-900">{item.decided_by}</span>
      {item.decided_at ? (
        <time className="text-xs text-slate-600" dateTime={item.decided_at}>
          {formatDate(item.decided_at)}
        </time>
      ) : null}
    </span>
  );
}

function ToolName({ item }: { item: CatalogItem }) {
  return (
    <span className="block min-w-0">
      <span className="block font-semibold break-words text-slate-900">{item.tool_name}</span>
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block truncate text-xs text-brand-700 hover:underline"
      >
        {displayUrl(item.url)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </span>
  );
}

function CatalogTable({ items }: { items: CatalogItem[] }) {
  return (
    <Card className="hidden overflow-hidden md:block">
      <Table data-testid="catalog-table">
        <TableHeader>
          <TableRow>
            <TableHead>Tool</TableHead>
            <TableHead>State</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Score</TableHead>
            <TableHead className="w-[32%]">Trial, conditions or guardrails</TableHead>
            <TableHead>Decided by</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.assessment_id} data-testid="catalog-row">
              <TableCell className="max-w-56 align-top">
                <ToolName item={item} />
              </TableCell>
              <TableCell className="align-top">
                <CatalogStateBadge state={item.state} />
              </TableCell>
              <TableCell className="align-top">{item.category ?? <span className="text-slate-500">—</span>}</TableCell>
              <TableCell className="align-top">
                <Score item={item} />
              </TableCell>
              <TableCell className="space-y-1.5 align-top">
                <TrialEnd state={item.decision_state} expiresAt={item.expires_at} />
                <ConditionsList state={item.decision_state} conditions={item.conditions} compact />
                {!item.expires_at && !item.conditions ? <span className="text-slate-500">—</span> : null}
              </TableCell>
              <TableCell className="align-top">
                <DecidedBy item={item} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function CatalogCard({ item }: { item: CatalogItem }) {
  return (
    <Card className="space-y-2.5 p-4" data-testid="catalog-card">
      <div className="flex items-start justify-between gap-3">
        <ToolName item={item} />
        <CatalogStateBadge state={item.state} className="shrink-0" />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <Score item={item} />
        {item.category ? <span>{item.category}</span> : null}
      </div>
      <TrialEnd state={item.decision_state} expiresAt={item.expires_at} />
      <ConditionsList state={item.decision_state} conditions={item.conditions} compact />
      <div className="text-sm">
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Decided by </span>
        <DecidedBy item={item} />
      </div>
    </Card>
  );
}

function Filters({ search, onSearchChange }: { search: CatalogSearch; onSearchChange: (next: CatalogSearch) => void }) {
  const id = useId();
  const categories = useQuery(categoriesQueryOptions);
  const [text, setText] = useSearchText(search.q, (q) => onSearchChange({ ...search, q }));
  return (
    <Card
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_13rem]"
      role="search"
      aria-label="Filter the catalog"
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <SearchInput id={`${id}-q`} value={text} onChange={setText} placeholder="Tool name or URL" />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-state`}>State</Label>
        <Select
          value={search.state ?? ALL}
          onValueChange={(v) =>
            onSearchChange({ ...search, state: v === ALL ? undefined : (v as CatalogSearch["state"]) })
          }
        >
          <SelectTrigger id={`${id}-state`} data-testid="state-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All states</SelectItem>
            {CATALOG_STATE_VALUES.map((s) => (
              <SelectItem key={s} value={s}>
                {CATALOG_STATE_LABEL[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          value={search.category ?? ALL}
          onValueChange={(v) => onSearchChange({ ...search, category: v === ALL ? undefined : v })}
        >
          <SelectTrigger id={`${id}-category`} data-testid="category-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All categories</SelectItem>
            {(categories.data ?? []).map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </Card>
  );
}
