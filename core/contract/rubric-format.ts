import type { RubricAnswer } from "./analysis";
import { isLinkableSource } from "./report-format";

/**
 * How the privacy/legal rubric is shown, shared by the SPA's report screens and the print view
 * of the PDF (no zod: the SPA imports it): each question, the answer, the points it moved the
 * score, and the quotes with their links, grouped by whose question it is.
 */
export interface RubricRow {
  question: string;
  label: string;
  text: string;
  /** The option as a reviewer reads it, or "Not stated". */
  answer: string;
  stated: boolean;
  /** "+0.36", "−0.18", or "0". */
  points: string;
  /** "risk" raised the score, "strength" lowered it, "none" did not move it. */
  tone: "risk" | "strength" | "none";
  quotes: { quote: string; sourceUrl: string | null }[];
  /** Why there is no quote: the pages say nothing of it (and which were read), or they do not say. */
  note: string | null;
  checkedUrls: string[];
}

export interface RubricGroup {
  key: "privacyspy" | "business" | "legal";
  title: string;
  rows: RubricRow[];
}

const GROUPS: { key: RubricGroup["key"]; title: string }[] = [
  { key: "privacyspy", title: "PrivacySpy's rubric" },
  { key: "business", title: "A business buyer's questions" },
  { key: "legal", title: "The contract" },
];

/** Signed points, two decimals at most, with a real minus sign. */
export function formatPoints(points: number): string {
  if (points === 0) return "0";
  const abs = String(Math.round(Math.abs(points) * 100) / 100);
  return points > 0 ? `+${abs}` : `−${abs}`;
}

function rowOf(a: RubricAnswer): RubricRow {
  const stated = a.answer !== null;
  const checkedUrls = a.checked_urls ?? [];
  let note: string | null = null;
  if (!stated) note = "Not stated on the pages read: a question to ask the vendor.";
  else if (a.basis === "silence" && a.evidence.length)
    note = "The quotes state the practice; the pages give users no say over it.";
  else if (a.basis === "silence")
    note =
      a.points === 0
        ? "Read from what the policy does not say; not counted in the score."
        : "Read from what the pages do not say.";
  return {
    question: a.question,
    label: a.label ?? a.question,
    text: a.text ?? "",
    answer: stated ? (a.answer_text ?? a.answer!) : "Not stated",
    stated,
    points: formatPoints(a.points),
    tone: a.points > 0 ? "risk" : a.points < 0 ? "strength" : "none",
    quotes: a.evidence.map((e) => ({
      quote: e.quote,
      sourceUrl: isLinkableSource(e.source_url) ? e.source_url : null,
    })),
    note,
    checkedUrls,
  };
}

/** The rubric's answers by group, in the rubric's order; empty when the report has none (made before it existed). */
export function rubricGroups(rubric: readonly RubricAnswer[] | undefined): RubricGroup[] {
  if (!rubric?.length) return [];
  return GROUPS.map((g) => ({
    ...g,
    rows: rubric.filter((a) => (a.source ?? "privacyspy") === g.key).map(rowOf),
  })).filter((g) => g.rows.length > 0);
}

/** "14 of 20 questions answered". */
export function rubricSummary(rubric: readonly RubricAnswer[]): string {
  const answered = rubric.filter((a) => a.answer !== null).length;
  return `${answered} of ${rubric.length} questions answered`;
}
