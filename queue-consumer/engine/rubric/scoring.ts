/**
 * The privacy/legal score from the rubric's answers, with the rubric's published weights.
 *
 *   score = 5 + Σ over answered questions of 10 × points × (50 − percent) / 100 / Σ all points
 *
 * that is, the risk side of PrivacySpy's own formula (10 × Σ points × percent / Σ points, higher
 * = better privacy) taken over every question, with a question the pages do not answer counted
 * at the middle (50 %): unknown, neither safe nor unsafe. So 5 is the score of a vendor about
 * which nothing is known, each answer moves it by its share of the points (its `points` in the
 * report), and a policy that answers more questions moves further from 5 in the direction its
 * answers point, never up for saying more. Severity floors (scoring/scoring.ts) still apply.
 */
import { RUBRIC_POINTS, RUBRIC_QUESTION } from "./questions";

export const RUBRIC_BASE = 5;
/** The percent an unanswered question counts at. */
export const UNKNOWN_PERCENT = 50;

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** The option of a question whose document was not found on the site (the terms of service). */
const MISSING_DOCUMENT = "missing";

/** A policy is substantial when it answers at least this many questions in so many words. */
export const SUBSTANTIAL_POLICY = 6;

/**
 * Points an answer moves the privacy/legal risk score: positive raises the risk; 0 when not stated.
 *
 * An answer read from silence is weaker evidence than one the policy states, whichever way it
 * points: the policy may say it in words the rules do not read. A commitment the policy does not
 * make (to notify breaches, to announce changes) counts for half. A good answer read from silence
 * ("the policy never mentions advertising") counts for half too, and only in a substantial policy
 * (one that answers at least SUBSTANTIAL_POLICY questions in so many words): silence in a vague
 * policy is no evidence, so a vague policy is never credited for what it does not say. A document
 * missing after a real search (no terms of service) is not silence read in a text and counts in full.
 */
export function answerPoints(
  question: string,
  answer: string | null,
  basis: "statement" | "silence" = "statement",
  substantial = true,
): number {
  if (answer === null) return 0;
  const q = RUBRIC_QUESTION.get(question);
  const option = q?.options.find((o) => o.slug === answer);
  if (!q || !option) throw new Error(`unknown rubric answer ${question}: ${answer}`);
  const full = (10 * q.points * (UNKNOWN_PERCENT - option.percent)) / 100 / RUBRIC_POINTS;
  if (basis === "silence" && option.slug !== MISSING_DOCUMENT) {
    if (option.percent > UNKNOWN_PERCENT) return substantial ? round2(full / 2) : 0;
    return round2(full / 2);
  }
  return round2(full);
}

/** The share of the rubric's points the pages answer (0-1). */
export function answeredShare(answers: { question: string; answer: string | null }[]): number {
  const answered = answers
    .filter((a) => a.answer !== null)
    .reduce((n, a) => n + (RUBRIC_QUESTION.get(a.question)?.points ?? 0), 0);
  return answered / RUBRIC_POINTS;
}

/** An answer as one line of the report: "Breach notification: yes, eventually". */
export function answerLine(question: string, answer: string | null): string {
  const q = RUBRIC_QUESTION.get(question);
  const option = q?.options.find((o) => o.slug === answer);
  const text = option ? option.text : "not stated";
  // Lower-case the answer's first word unless it is a name or an acronym ("DPA", "US").
  const said = /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `${q?.label ?? question}: ${said}`;
}
