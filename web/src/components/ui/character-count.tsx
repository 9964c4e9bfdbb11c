import { cn } from "@web/lib/cn";

/**
 * "1,234 / 5,000" under a text field whose length the API limits (core/contract/field-limits.ts).
 * Screen readers hear it only near the limit (the last tenth), not on every keystroke.
 */
export function CharacterCount({
  id,
  length,
  max,
  className,
}: {
  id?: string;
  length: number;
  max: number;
  className?: string;
}) {
  const near = length >= max * 0.9;
  return (
    <p
      id={id}
      className={cn(
        "text-right text-xs tabular-nums",
        length > max ? "text-red-700" : near ? "text-amber-800" : "text-slate-500",
        className,
      )}
      aria-live={near ? "polite" : "off"}
      data-testid="character-count"
    >
      <span className="sr-only">Characters used: </span>
      {length.toLocaleString("en-US")} / {max.toLocaleString("en-US")}
    </p>
  );
}
