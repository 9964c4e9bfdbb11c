import type { ScoreExplanation } from "@core/contract/analysis";

/** One line of "How this score was reached". */
export interface ExplanationLine {
  kind: "base" | "risk" | "strength" | "clamp" | "floor" | "total";
  label: string;
  /** Signed points ("+2.5", "−1", "4"), or the score for the total. */
  value: string;
}

/** Contributions below this are summed on one line. */
const SMALL = 0.05;

const signed = (x: number) => (x > 0 ? `+${round(x)}` : `−${round(-x)}`);
const round = (x: number) => String(Math.round(x * 100) / 100);

/**
 * The explanation as lines a reviewer reads top to bottom: the base, every finding's
 * contribution (heaviest first), the clamp to 0-10, the floors that raised the score, the score.
 */
export function explanationLines(e: ScoreExplanation): ExplanationLine[] {
  const lines: ExplanationLine[] = [
    { kind: "base", label: "Starting point for a vendor about which nothing is known", value: round(e.base) },
  ];
  const shown = e.contributions.filter((c) => Math.abs(c.weight) >= SMALL);
  for (const c of shown)
    lines.push({ kind: c.weight > 0 ? "risk" : "strength", label: c.finding, value: signed(c.weight) });
  // Findings far down a long list carry a few hundredths each: one line says what they add up to.
  const small = e.contributions.filter((c) => Math.abs(c.weight) < SMALL);
  if (small.length) {
    const sum = small.reduce((n, c) => n + c.weight, 0);
    lines.push({
      kind: sum >= 0 ? "risk" : "strength",
      label: `${small.length} further finding${small.length === 1 ? "" : "s"}, under ${SMALL} points each`,
      value: signed(sum),
    });
  }
  const clamped = Math.min(10, Math.max(0, e.raw));
  if (Math.abs(clamped - e.raw) >= 0.05)
    lines.push({ kind: "clamp", label: `Sum ${round(e.raw)}, kept within 0-10`, value: round(clamped) });
  for (const f of e.floors)
    lines.push({ kind: "floor", label: `At least ${round(f.minimum)}: ${f.reason}`, value: `≥ ${round(f.minimum)}` });
  lines.push({ kind: "total", label: "Score", value: round(e.score) });
  return lines;
}

/** "The pages answer 4 of the 10 questions a reviewer asks about privacy and legal terms." */
export function questionsLine(e: ScoreExplanation, subject: string): string | null {
  if (!e.questions?.asked) return null;
  return `The vendor's pages answer ${e.questions.answered} of the ${e.questions.asked} standard questions a reviewer asks about ${subject}; the confidence follows from that.`;
}
