import { ArrowDownToLineIcon, FilePlus2Icon, SearchXIcon } from "lucide-react";
import { useId } from "react";
import { Button, ButtonLink, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/empty-state";
import { LoadMore } from "@web/components/load-more";
import { Label } from "@web/components/ui/label";
import { SearchInput, useSearchText } from "@web/components/ui/search-input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useInfiniteList } from "@web/lib/use-infinite-list";
import { AssessmentCard } from "./assessment-card";
import { assessmentListQueryOptions, exportCsvHref } from "./api";
import type { AssessmentSearch } from "./assessment-search";
import { countLine, DECISION_FILTERS, hasFilters, RISK_FILTERS, STATUS_FILTERS } from "./list-filters";

/** Typing in the search box updates the address (and the list) after this pause. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * /dashboard/assessments: 'Risk Assessments', search on tool name or address, decision, status
 * and risk filters (all in the address, so a filtered list can be shared and
 * the back button returns to it), 'Showing N assessment(s)', the cards, 'Load more' over the
 * cursor pages, 'Export CSV' of the filtered list, and the two empty states.
 */
export function AssessmentsListPage({
  search,
  onSearchChange,
  canCreate,
}: {
  search: AssessmentSearch;
  onSearchChange: (next: AssessmentSearch) => void;
  canCreate: boolean;
}) {
  useDocumentTitle("Risk Assessments");
  const { list, rows: items } = useInfiniteList(assessmentListQueryOptions(search));
  const filtered = hasFilters(search);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Risk Assessments</h1>
          <p className="mt-1 text-sm text-slate-600">Every tool your organization has assessed, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            className={buttonVariants({ variant: "outline" })}
            href={exportCsvHref(search)}
            download
            data-testid="export-csv"
          >
            <ArrowDownToLineIcon size={18} aria-hidden="true" /> Export CSV
          </a>
          {canCreate ? (
            <ButtonLink to="/dashboard/new-assessment">
              <FilePlus2Icon size={18} aria-hidden="true" /> New Assessment
            </ButtonLink>
          ) : null}
        </div>
      </div>

      <Filters search={search} onSearchChange={onSearchChange} />

      <p className="text-sm text-slate-600" aria-live="polite" data-testid="count-line">
        {countLine(items.length, list.hasNextPage)}
      </p>

      {items.length > 0 ? (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="assessment-list">
            {items.map((a) => (
              <li key={a.id}>
                <AssessmentCard assessment={a} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      ) : (
        <EmptyState
          icon={<SearchXIcon size={24} aria-hidden="true" />}
          title="No assessments found"
          testId="list-empty"
          action={
            filtered ? (
              <Button variant="outline" onClick={() => onSearchChange({})}>
                Clear filters
              </Button>
            ) : canCreate ? (
              <ButtonLink to="/dashboard/new-assessment">
                <FilePlus2Icon size={18} aria-hidden="true" /> New Assessment
              </ButtonLink>
            ) : null
          }
        >
          {filtered ? "Try adjusting your filters" : "Get started by creating your first assessment"}
        </EmptyState>
      )}
    </div>
  );
}

function Filters({
  search,
  onSearchChange,
}: {
  search: AssessmentSearch;
  onSearchChange: (next: AssessmentSearch) => void;
}) {
  const id = useId();
  const [text, setText] = useSearchText(search.q, (q) => onSearchChange({ ...search, q }), SEARCH_DEBOUNCE_MS);

  return (
    <Card
      className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_12rem]"
      role="search"
    >
      <div className="space-y-1.5 sm:col-span-3 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <SearchInput id={`${id}-q`} value={text} onChange={setText} placeholder="Tool name or URL" />
      </div>
      <FilterSelect
        label="Decision"
        id={`${id}-decision`}
        value={search.decision ?? "all"}
        options={DECISION_FILTERS}
        onChange={(v) =>
          onSearchChange({ ...search, decision: v === "all" ? undefined : (v as AssessmentSearch["decision"]) })
        }
      />
      <FilterSelect
        label="Status"
        id={`${id}-status`}
        value={search.status ?? "all"}
        options={STATUS_FILTERS}
        onChange={(v) =>
          onSearchChange({ ...search, status: v === "all" ? undefined : (v as AssessmentSearch["status"]) })
        }
      />
      <FilterSelect
        label="Risk level"
        id={`${id}-risk`}
        value={search.risk ?? "all"}
        options={RISK_FILTERS}
        onChange={(v) => onSearchChange({ ...search, risk: v === "all" ? undefined : (v as AssessmentSearch["risk"]) })}
      />
    </Card>
  );
}

function FilterSelect({
  label,
  id,
  value,
  options,
  onChange,
}: {
  label: string;
  id: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
