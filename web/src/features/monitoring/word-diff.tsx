import { diffWords } from "diff";
import { useMemo } from "react";

/**
 * The old and the new sentence side by side (stacked on a phone), the words that differ marked:
 * struck through in red on the old side, underlined in green on the new. The marks are <del>
 * and <ins>, so assistive technology says what changed, not only the colours.
 */
export function WordDiff({ before, after }: { before: string | null; after: string | null }) {
  const parts = useMemo(() => (before && after ? diffWords(before, after) : null), [before, after]);
  return (
    <div className="grid gap-2 md:grid-cols-2" data-testid="word-diff">
      <Side label="Before" tone="before">
        {before === null ? (
          <span className="text-slate-500 italic">Not on the page before.</span>
        ) : parts ? (
          parts.map((p, i) =>
            p.added ? null : p.removed ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
              <del key={i} className="rounded-sm bg-red-100 px-0.5 text-red-900 decoration-red-700">
                {p.value}
              </del>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
              <span key={i}>{p.value}</span>
            ),
          )
        ) : (
          <del className="text-slate-800 decoration-red-700">{before}</del>
        )}
      </Side>
      <Side label="Now" tone="after">
        {after === null ? (
          <span className="text-slate-500 italic">No longer on the page.</span>
        ) : parts ? (
          parts.map((p, i) =>
            p.removed ? null : p.added ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
              <ins key={i} className="rounded-sm bg-emerald-100 px-0.5 text-emerald-900 decoration-emerald-700">
                {p.value}
              </ins>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
              <span key={i}>{p.value}</span>
            ),
          )
        ) : (
          <ins className="text-slate-800 no-underline">{after}</ins>
        )}
      </Side>
    </div>
  );
}

function Side({ label, tone, children }: { label: string; tone: "before" | "after"; children: React.ReactNode }) {
  return (
    <figure
      className={`min-w-0 rounded-md border p-3 ${tone === "before" ? "border-red-200 bg-red-50/40" : "border-emerald-200 bg-emerald-50/40"}`}
    >
      <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</figcaption>
      <blockquote className="mt-1 text-sm leading-relaxed break-words text-slate-800">{children}</blockquote>
    </figure>
  );
}
