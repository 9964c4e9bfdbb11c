/**
 * The header grade as one security finding. Its weight in the security score is a function
 * of the Observatory score alone, so the grade, the score, the tests' modifiers (in the
 * table) and the finding's weight come from one computation:
 *
 *   weight = clamp((90 - score) / 12.5, -0.5, +1.25)
 *
 * 90 is where Mozilla starts counting extra credit (an A before bonuses): neutral. Every 12.5
 * points below adds a point of risk, up to +1.25 from 74 down (B and worse); bonuses above 90
 * lower the risk, to -0.5 at most. A+ -0.5 · A 0 to -0.4 · A- +0.4 · B+ +0.8 · B to F +1.25.
 *
 * The finding quotes the header line of the test that moved the score most; every test is in
 * the header grade's table. A site with no grade (error page, stand-in, unreachable) gets an
 * information finding with the reason and no weight.
 */
import type { HeaderGrade } from "@core/contract/analysis";
import type { DimFinding } from "../findings";

/** Score at which the header grade neither raises nor lowers the security risk. */
export const NEUTRAL_SCORE = 90;
/** Observatory points per point of security risk. */
export const POINTS_PER_RISK = 12.5;
export const MAX_HEADER_RISK = 1.25;
export const MAX_HEADER_STRENGTH = -0.5;

export function headerGradeWeight(score: number): number {
  const w = (NEUTRAL_SCORE - score) / POINTS_PER_RISK;
  return Math.round(Math.min(MAX_HEADER_RISK, Math.max(MAX_HEADER_STRENGTH, w)) * 100) / 100;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** A response header line (name: value), as opposed to a quoted tag or a redirect route. */
const HEADER_LINE = /^[a-z0-9-]+: /;
/**
 * Tests whose header lines are those of the page at their source address (cookies may come
 * from a redirect hop, CORS headers from the preflight answer).
 */
const QUOTABLE = new Set([
  "content-security-policy",
  "strict-transport-security",
  "referrer-policy",
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
]);

/**
 * The quote that shows the grade best: a header line of the test that moved the score most
 * (worst first), read from the address it came from. None when the decisive tests are about
 * headers that are missing.
 */
function decisiveHeaderLine(grade: HeaderGrade): { evidence: string; source_url: string } | undefined {
  const tests = grade.tests
    .filter((t) => t.modifier !== 0 && QUOTABLE.has(t.test))
    .sort((a, b) => a.modifier - b.modifier);
  const ordered = [...tests.filter((t) => t.modifier < 0), ...tests.filter((t) => t.modifier > 0).reverse()];
  for (const t of ordered) {
    const line = t.evidence?.find((e) => HEADER_LINE.test(e));
    if (line && t.source_url) return { evidence: line, source_url: t.source_url };
  }
  return undefined;
}

export function headerGradeFinding(grade: HeaderGrade, checkedUrls: string[]): DimFinding {
  const quote = grade.graded ? decisiveHeaderLine(grade) : undefined;
  const base = quote
    ? { dimension: "security" as const, ...quote }
    : {
        dimension: "security" as const,
        evidence: "",
        checked_urls: checkedUrls,
        source_url: grade.graded_url ?? checkedUrls[0]!,
      };
  if (!grade.graded || grade.score === null) {
    return {
      ...base,
      finding: `HTTP security headers were not graded: ${grade.no_grade_reason ?? "the home page could not be read."}`,
      risk_impact: "low",
      signal: "headers.not_graded",
      weight: 0,
      polarity: "info",
    };
  }
  const lost = grade.tests
    .filter((t) => t.modifier < 0)
    .sort((a, b) => a.modifier - b.modifier)
    .map((t) => `${t.title} ${signed(t.modifier)}`);
  const weight = headerGradeWeight(grade.score);
  return {
    ...base,
    finding:
      `HTTP security headers get grade ${grade.grade} (${grade.score}/100) by Mozilla's HTTP Observatory rules` +
      (lost.length ? `; points lost: ${lost.join(", ")}.` : "."),
    risk_impact: grade.score < 25 ? "high" : grade.score < 50 ? "medium" : "low",
    signal: "headers.grade",
    weight,
    polarity: weight > 0 ? "risk" : weight < 0 ? "strength" : "info",
  };
}
