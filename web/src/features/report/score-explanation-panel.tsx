import { ChevronRightIcon } from "lucide-react";
import type { ScoreExplanation } from "@core/contract/analysis";
import { cn } from "@web/lib/cn";
import { explanationLines, questionsLine } from "./score-explanation";

const VALUE_STYLE = {
  base: "text-slate-700",
  risk: "text-red-700",
  strength: "text-emerald-700",
  clamp: "text-slate-700",
  floor: "text-amber-800",
  total: "font-bold text-slate-900",
} as const;

/** "How this score was reached": base, each finding's points, limits and floors, the score. */
export function ScoreExplanationPanel({ explanation, subject }: { explanation: ScoreExplanation; subject: string }) {
  const lines = explanationLines(explanation);
  const questions = questionsLine(explanation, subject);
  return (
    <details className="group rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" data-testid="score-explanation">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 font-semibold text-slate-900 select-none [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon
          size={16}
          aria-hidden="true"
          className="shrink-0 text-slate-600 transition-transform group-open:rotate-90"
        />
        How this score was reached
      </summary>
      <ol className="mt-2 space-y-1">
        {lines.map((l, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one score's sum, in their order
            key={i}
            className={cn(
              "flex items-baseline justify-between gap-3",
              l.kind === "total" && "mt-1 border-t border-slate-200 pt-1",
            )}
          >
            <span className={cn("min-w-0 text-slate-700", l.kind === "total" && "font-semibold text-slate-900")}>
              {l.label}
            </span>
            <span className={cn("shrink-0 tabular-nums", VALUE_STYLE[l.kind])}>{l.value}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2 text-xs text-slate-600">
        Each finding counts less the more findings of its kind come before it (diminishing returns); the weights are
        listed in the engine's documentation.
      </p>
      {questions ? <p className="mt-1 text-xs text-slate-600">{questions}</p> : null}
    </details>
  );
}
