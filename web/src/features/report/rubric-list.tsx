/**
 * The privacy/legal rubric as the report shows it: each question, the answer, the points it moved
 * the score, and the vendor's own words with a link to the page (core/contract/rubric-format.ts
 * reads the answers, as the PDF does). Self-contained (Tailwind only); loaded with the first
 * report that has a rubric.
 */
import { ChevronRightIcon } from "lucide-react";
import type { RubricAnswer } from "@core/contract/analysis";
import { rubricGroups, rubricSummary, type RubricRow } from "@core/contract/rubric-format";
import { cn } from "@web/lib/cn";
import { SourceLink } from "./finding-item";

const TONE = { risk: "text-red-800", strength: "text-emerald-800", none: "text-slate-600" } as const;
const TONE_WORDS = {
  risk: "points of risk added",
  strength: "points of risk removed",
  none: "points: did not move the score",
} as const;

function Row({ row, linkSources }: { row: RubricRow; linkSources: boolean }) {
  return (
    <li className="py-3" data-testid="rubric-answer">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-900">{row.label}</p>
          <p className="text-xs text-slate-600">{row.text}</p>
        </div>
        <span className={cn("shrink-0 text-sm font-bold tabular-nums", TONE[row.tone])} data-testid="rubric-points">
          {row.points}
          <span className="sr-only"> {TONE_WORDS[row.tone]}</span>
        </span>
      </div>
      <p className={cn("mt-1 text-sm", row.stated ? "text-slate-900" : "text-slate-600 italic")}>
        <span className="font-medium not-italic">Answer: </span>
        {row.answer}
      </p>
      {row.quotes.map((q) => (
        <div key={`${q.sourceUrl ?? ""} ${q.quote}`} className="mt-1.5">
          <blockquote className="border-l-4 border-slate-300 pl-3 text-sm leading-relaxed text-slate-700">
            “{q.quote}”
          </blockquote>
          <p className="mt-0.5 pl-4 text-xs text-slate-600">
            <SourceLink url={q.sourceUrl} linkable={linkSources} />
          </p>
        </div>
      ))}
      {row.note ? <p className="mt-1 text-xs text-slate-600">{row.note}</p> : null}
      {row.checkedUrls.length > 0 ? (
        <ul className="mt-0.5 text-xs text-slate-600">
          {row.checkedUrls.slice(0, 4).map((u) => (
            <li key={u} className="break-all">
              <SourceLink url={u} linkable={linkSources} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * `collapsed`: the answers open from a summary line (the report's privacy card, already long);
 * otherwise they are shown at once (the assessment's Privacy & Legal tab).
 */
export function RubricList({
  rubric,
  linkSources = true,
  collapsed = false,
}: {
  rubric: RubricAnswer[];
  linkSources?: boolean;
  collapsed?: boolean;
}) {
  const groups = rubricGroups(rubric);
  if (!groups.length) return null;
  const title = `Privacy and legal rubric: ${rubricSummary(rubric)}`;
  const body = (
    <>
      <p className="mt-1 text-xs text-slate-600">
        The score starts at 5 (nothing known) and each answer moves it by the points shown, weighted as PrivacySpy
        weighs its own questions; a question the pages do not answer moves nothing and is a question to ask the vendor.
      </p>
      {groups.map((g) => (
        <div key={g.key} className="mt-3">
          <h5 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{g.title}</h5>
          <ul className="divide-y divide-slate-100">
            {g.rows.map((row) => (
              <Row key={row.question} row={row} linkSources={linkSources} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
  if (collapsed) {
    return (
      <details className="group min-w-0" data-testid="rubric">
        <summary className="flex cursor-pointer list-none items-center gap-1.5 text-sm font-semibold text-slate-900 select-none [&::-webkit-details-marker]:hidden">
          <ChevronRightIcon
            size={16}
            aria-hidden="true"
            className="shrink-0 text-slate-600 transition-transform group-open:rotate-90"
          />
          {title}
        </summary>
        {body}
      </details>
    );
  }
  return (
    <section className="min-w-0" data-testid="rubric">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {body}
    </section>
  );
}
