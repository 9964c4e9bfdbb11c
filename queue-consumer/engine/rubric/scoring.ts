/**
 * The privacy/legal score from the rubric's answers, with the rubric's published weights.
 *
 *   score = 5 + Σ over answered questions of 10 × points × (50 − percent) / 100 / W
 *   W     = Σ points of the questions answered + ½ × Σ points of those not answered
 *
 * that is, the risk side of PrivacySpy's own formula (10 × Σ points × percent / Σ points, higher
 * = better privacy), with a question the pages do not answer counted at the middle (50 %):
 * unknown, neither safe nor unsafe. An unknown weighs half what an answer weighs: not knowing is
 * less than knowing, so the answers a policy gives decide its score more than the questions it
 * leaves open, yet a policy that answers little stays near the middle. 5 is the score of a vendor
 * about which nothing is known; each answer moves it by its share (its `points` in the report,
 * which add up to the score), and a policy that answers more questions moves further from 5 in the
 * direction its answers point, never up for saying more. Severity floors (scoring/scoring.ts)
 * still apply.
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

/** How much a question the pages leave unanswered weighs in W, against an answered one. */
export const UNKNOWN_WEIGHT = 0.5;

interface ScoredAnswer {
  question: string;
  answer: string | null;
  basis?: "statement" | "silence";
}

/** Whether an answer moves the score: a good answer read from a vague policy's silence does not. */
function moves(a: ScoredAnswer, substantial: boolean): boolean {
  if (a.answer === null) return false;
  if (a.basis !== "silence" || substantial || a.answer === MISSING_DOCUMENT) return true;
  const percent = RUBRIC_QUESTION.get(a.question)?.options.find((o) => o.slug === a.answer)?.percent ?? 0;
  return percent <= UNKNOWN_PERCENT;
}

/** W: the points of every answer that moves the score, and UNKNOWN_WEIGHT of the others' points. */
export function scoreWeight(answers: ScoredAnswer[], substantial: boolean): number {
  return answers.reduce((n, a) => {
    const points = RUBRIC_QUESTION.get(a.question)?.points ?? 0;
    return n + (moves(a, substantial) ? points : points * UNKNOWN_WEIGHT);
  }, 0);
}

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
  /** W (scoreWeight) of the answers this one is part of; by default every question answered. */
  weight = RUBRIC_POINTS,
): number {
  if (answer === null) return 0;
  const q = RUBRIC_QUESTION.get(question);
  const option = q?.options.find((o) => o.slug === answer);
  if (!q || !option) throw new Error(`unknown rubric answer ${question}: ${answer}`);
  const full = (10 * q.points * (UNKNOWN_PERCENT - option.percent)) / 100 / weight;
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

/**
 * An answer as one sentence of the report ("Users are told of a data breach within 72 hours"):
 * the option's own words, so that a finding reads as a statement about the vendor; "not stated"
 * with the question's name.
 */
export function answerLine(question: string, answer: string | null): string {
  const q = RUBRIC_QUESTION.get(question);
  const option = q?.options.find((o) => o.slug === answer);
  return option ? option.said : `${q?.label ?? question}: not stated`;
}
