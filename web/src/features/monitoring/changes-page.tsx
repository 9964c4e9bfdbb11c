import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { SearchIcon, XIcon } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import {
  CHANGE_KIND_LABEL,
  CHANGE_KINDS,
  CHANGE_SEVERITIES,
  SEVERITY_LABEL,
  type ChangeKindValue,
  type ChangeSeverityValue,
} from "@core/contract/monitoring-rules";
import { Alert } from "@web/components/ui/alert";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { ChangeList } from "./change-list";
import { type ChangesSearch, validateChangesSearch } from "./changes-search";
import { changesFeedQueryOptions } from "./monitoring-api";

const SEARCH_DEBOUNCE_MS = 300;
const ALL = "all";

/** The route's page: the filters come from the address and go back to it. */
export function ChangesRoute() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => validateChangesSearch(raw), [raw]);
  const navigate = useNavigate();
  return (
    <ChangesPage
      search={search}
      onSearchChange={(next) => void navigate({ to: "/dashboard/changes", search: validateChangesSearch({ ...next }) })}
    />
  );
}

/**
 * /dashboard/changes: the organization's feed of vendor changes, newest first, filtered by
 * severity, kind and tool (its name or address), each change naming its tool.
 */
export function ChangesPage({
  search,
  onSearchChange,
}: {
  search: ChangesSearch;
  onSearchChange: (next: ChangesSearch) => void;
}) {
  useDocumentTitle("Vendor changes");
  const list = useInfiniteQuery(changesFeedQueryOptions(search));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(search.severity || search.kind || search.q);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Vendor changes</h1>
        <p className="mt-1 text-sm text-slate-600">
          What the monitoring of your tools' vendors found changed: quotes, certifications, scores and documents.
        </p>
      </div>
      <Filters search={search} onSearchChange={onSearchChange} />
      {list.error ? (
        <Alert tone="error" title="The changes could not be loaded">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Skeleton className="h-64" />
      ) : items.length === 0 ? (
        <Card className="p-8 text-center text-sm text-slate-600" data-testid="changes-feed-empty">
          {filtered
            ? "No change matches these filters."
            : "No vendor change yet. Your tools' vendors are checked on their monitoring schedule; what changes shows here."}
        </Card>
      ) : (
        <ChangeList
          items={items}
          showTool
          testId="changes-feed"
          more={{ has: list.hasNextPage, loading: list.isFetchingNextPage, load: () => void list.fetchNextPage() }}
        />
      )}
    </div>
  );
}

function Filters({ search, onSearchChange }: { search: ChangesSearch; onSearchChange: (next: ChangesSearch) => void }) {
  const id = useId();
  const [text, setText] = useState(search.q ?? "");
  useEffect(() => setText(search.q ?? ""), [search.q]);
  useEffect(() => {
    if (text.trim() === (search.q ?? "")) return;
    const timer = setTimeout(() => onSearchChange({ ...search, q: text.trim() || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearchChange]);
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_13rem]" data-testid="changes-filters">
      <div className="space-y-1">
        <Label htmlFor={`${id}-q`}>Tool</Label>
        <div className="relative">
          <SearchIcon
            size={16}
            className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name or address"
            className="pr-9 pl-9"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText("")}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-900"
              aria-label="Clear the tool filter"
            >
              <XIcon size={16} />
            </button>
          ) : null}
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-severity`}>Severity</Label>
        <Select
          value={search.severity ?? ALL}
          onValueChange={(v) =>
            onSearchChange({ ...search, severity: v === ALL ? undefined : (v as ChangeSeverityValue) })
          }
        >
          <SelectTrigger id={`${id}-severity`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All severities</SelectItem>
            {CHANGE_SEVERITIES.map((s) => (
              <SelectItem key={s} value={s}>
                {SEVERITY_LABEL[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <Select
          value={search.kind ?? ALL}
          onValueChange={(v) => onSearchChange({ ...search, kind: v === ALL ? undefined : (v as ChangeKindValue) })}
        >
          <SelectTrigger id={`${id}-kind`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All kinds</SelectItem>
            {CHANGE_KINDS.map((k) => (
              <SelectItem key={k} value={k}>
                {CHANGE_KIND_LABEL[k]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
