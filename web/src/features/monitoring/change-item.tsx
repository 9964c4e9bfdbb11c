import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import {
  CHANGE_KIND_LABEL,
  DIMENSION_LABEL,
  SEVERITY_LABEL,
  type ChangeSeverityValue,
} from "@core/contract/monitoring-rules";
import { Badge, type BadgeTone } from "@web/components/ui/badge";
import { formatDateTime } from "@web/lib/format";
import { SourceLink } from "../report/finding-item";
import type { Change } from "./monitoring-api";
import { WordDiff } from "./word-diff";

const SEVERITY_TONE: Record<ChangeSeverityValue, BadgeTone> = { high: "red", medium: "amber", low: "neutral" };

export function SeverityBadge({ severity }: { severity: ChangeSeverityValue }) {
  return <Badge tone={SEVERITY_TONE[severity]}>{SEVERITY_LABEL[severity]}</Badge>;
}

/** Kinds whose before and after are sentences of the vendor's pages (shown side by side). */
const TEXT_KINDS = new Set([
  "quote_changed",
  "quote_removed",
  "certification_removed",
  "certification_added",
  "document_changed",
  "finding_added",
  "finding_removed",
]);

/**
 * One change: how severe, what kind, when, its summary, the old and new sentence side by side
 * with the differing words marked (or the score or level before and now), and the page it is on.
 * In the organization's feed (`showTool`) it names the tool and links to it.
 */
export function ChangeItem({ change: c, showTool = false }: { change: Change; showTool?: boolean }) {
  const text = TEXT_KINDS.has(c.kind) && (c.before !== null || c.after !== null);
  const details = c.details as { added?: number; removed?: number };
  return (
    <li className="space-y-3 py-4" data-testid="change-item" data-kind={c.kind} data-severity={c.severity}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <SeverityBadge severity={c.severity} />
        <span className="font-semibold text-slate-900">{CHANGE_KIND_LABEL[c.kind]}</span>
        {c.dimension ? <span className="text-slate-600">{DIMENSION_LABEL[c.dimension]}</span> : null}
        <time dateTime={c.detected_at} className="ml-auto text-xs text-slate-600">
          {formatDateTime(c.detected_at)}
        </time>
      </div>
      {showTool ? (
        <Link
          to="/dashboard/assessments/$id"
          params={{ id: c.assessment_id }}
          search={{ tab: "changes" } as never}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {c.tool_name ?? c.url} <ArrowRightIcon size={14} aria-hidden="true" />
        </Link>
      ) : null}
      <p className="text-sm leading-relaxed text-slate-800">{c.summary}</p>
      {c.kind === "score_changed" || c.kind === "level_changed" ? (
        <p className="text-sm text-slate-700">
          <span className="sr-only">Before: </span>
          <span className="font-semibold tabular-nums line-through decoration-slate-400">{c.before}</span>
          <ArrowRightIcon size={14} className="mx-1.5 inline" aria-label="now" />
          <span className="font-semibold text-slate-900 tabular-nums">{c.after}</span>
        </p>
      ) : text ? (
        <WordDiff before={c.before} after={c.after} />
      ) : null}
      {c.kind === "document_changed" && details.added !== undefined ? (
        <p className="text-xs text-slate-600">
          {details.added} sentence{details.added === 1 ? "" : "s"} added, {details.removed ?? 0} removed
        </p>
      ) : null}
      {c.source_url ? (
        <p className="text-sm">
          <SourceLink url={c.source_url} />
        </p>
      ) : null}
    </li>
  );
}
