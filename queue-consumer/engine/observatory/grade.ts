/**
 * The score and grade, as Mozilla's HTTP Observatory computes them (algorithm version 4):
 *
 *   score = 100 + the sum of every test's modifier            (with extra credit)
 *   but when 100 + the sum of the negative modifiers is below 90, the positive modifiers do
 *   not count (extra credit only for a site that already earns an A);
 *   grade = the chart below at the score rounded down to a multiple of 5 (100 and above A+),
 *   a score below 0 counts as 0.
 */
import { modifierOf, type ResultCode } from "./results";

export const ALGORITHM_VERSION = 4;
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Score (rounded down to a multiple of 5, capped at 100) to grade. */
export const GRADE_CHART: ReadonlyMap<number, string> = new Map([
  [100, "A+"],
  [95, "A"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [75, "B"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [55, "C"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [35, "D"],
  [30, "D"],
  [25, "D-"],
  [20, "F"],
  [15, "F"],
  [10, "F"],
  [5, "F"],
  [0, "F"],
]);

export function gradeForScore(raw: number): { score: number; grade: string } {
  const score = Math.max(raw, 0);
  const key = Math.min(score - (score % 5), 100);
  return { score, grade: GRADE_CHART.get(key)! };
}

/** The score of a set of results, with the extra-credit rule. */
export function scoreOf(results: ResultCode[]): { score: number; grade: string; withoutBonus: number; bonus: number } {
  let withoutBonus = 100;
  let bonus = 0;
  for (const r of results) {
    const m = modifierOf(r);
    if (m < 0) withoutBonus += m;
    else bonus += m;
  }
  const raw = withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withoutBonus + bonus : withoutBonus;
  return { ...gradeForScore(raw), withoutBonus, bonus };
}
