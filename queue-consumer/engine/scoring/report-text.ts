/**
 * The report's sentences: each dimension's details and the recommendation, built from the
 * scored findings.
 */
import { type Dimension, riskLevel } from "@core/contract/analysis";
import type { DimFinding } from "../findings";
import { DECISION_WORDS, type decide, round1, type scoreDimension } from "./scoring";
import type { CrawledPage, PageKind } from "../types";

const DIMENSION_LABEL: Record<Dimension, string> = {
  pricing: "Pricing",
  privacy_legal: "Privacy and legal",
  security: "Security",
};

export function details(
  d: Dimension,
  s: ReturnType<typeof scoreDimension>,
  list: DimFinding[],
  confidence: number,
  readable: CrawledPage[],
): string {
  const risks = list.filter((f) => f.polarity === "risk").sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0));
  const strengths = list.filter((f) => f.polarity === "strength").sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0));
  const brief = (fs: DimFinding[]) =>
    fs
      .slice(0, 3)
      .map((f) => midSentence(f.finding.replace(/\.$/, "")))
      .join("; ");
  const parts = [`${DIMENSION_LABEL[d]} risk ${s.score}/10 (${s.level}), confidence ${Math.round(confidence * 100)}%.`];
  if (risks.length) parts.push(`Concerns: ${brief(risks)}.`);
  if (strengths.length) parts.push(`In its favour: ${brief(strengths)}.`);
  const kinds = new Set(readable.map((p) => p.kind));
  const missing = EXPECTED_DOCS[d].filter((doc) => !doc.kinds.some((k) => kinds.has(k))).map((doc) => doc.label);
  if (missing.length) parts.push(`Not found or not readable: ${missing.join(", ")}.`);
  parts.push(`Score = ${scoreSum(s.parts)} (see the findings' weights).`);
  return parts.join(" ");
}

/** The documents each dimension is read from, as a reviewer names them. */
const EXPECTED_DOCS: Record<Dimension, { kinds: PageKind[]; label: string }[]> = {
  pricing: [
    { kinds: ["pricing"], label: "pricing page" },
    { kinds: ["terms"], label: "terms" },
  ],
  privacy_legal: [
    { kinds: ["privacy"], label: "privacy policy" },
    { kinds: ["terms"], label: "terms" },
    { kinds: ["dpa"], label: "DPA" },
    { kinds: ["subprocessors"], label: "sub-processor list" },
  ],
  security: [
    { kinds: ["security", "trust"], label: "security or trust page" },
    { kinds: ["security_txt"], label: "security.txt" },
  ],
};

/** Articles and determiners: lower-cased even before a name ("A Data Processing Agreement..."). */
const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "no",
  "this",
  "these",
  "that",
  "those",
  "some",
  "any",
  "each",
  "every",
  "its",
  "their",
  "one",
  "all",
]);

/**
 * A finding as it reads inside a sentence ("Concerns: ...; ..."): the first word is lower-cased
 * when it is an ordinary word ("Prices are published" -> "prices are published", "A free
 * plan..." -> "a free plan...", "Multi-factor..." -> "multi-factor..."). Names keep their case:
 * acronyms and mixed case ("ISO/IEC 27001", "SOC 2", "FedRAMP", "HSTS", "Referrer-Policy") and a
 * capitalised word followed by another ("Cyber Essentials Plus", "Google Cloud"), unless the
 * first word is an article ("No Content-Security-Policy..." -> "no Content-Security-Policy...").
 */
export function midSentence(finding: string): string {
  const m = /^(\S+?)[,:;]?(?=\s|$)\s*(\S)?/.exec(finding);
  if (!m) return finding;
  const [, word, next] = m as unknown as [string, string, string | undefined];
  if (!/^[A-Z][a-z]*(?:-[a-z]+)*$/.test(word)) return finding;
  if (next && /[A-Z]/.test(next) && !DETERMINERS.has(word.toLowerCase())) return finding;
  return finding.charAt(0).toLowerCase() + finding.slice(1);
}

/**
 * "4 base + 1.1 risks - 2.1 strengths": one decimal when the parts so rounded add up to the
 * sum rounded, else two (4 + 1.05 - 2.05 would read 4 + 1.1 - 2.1 = 3.0 beside a 3.1).
 */
function scoreSum(p: { base: number; risks: number; strengths: number }): string {
  const sum = round1(p.base + p.risks + p.strengths);
  const decimals = round1(p.base + round1(p.risks) + round1(p.strengths)) === sum ? 1 : 2;
  const signed = (x: number) => {
    const shown = decimals === 1 ? round1(x) : Math.round(x * 100) / 100;
    return `${shown < 0 ? "-" : "+"} ${Math.abs(shown)}`;
  };
  return `${p.base} base ${signed(p.risks)} risks ${signed(p.strengths)} strengths`;
}

export function recommendation(
  decision: ReturnType<typeof decide>,
  overall: number,
  byDim: Record<Dimension, DimFinding[]>,
  gapCount: number,
): string {
  const risks = (Object.values(byDim) as DimFinding[][])
    .flat()
    .filter((f) => f.polarity === "risk")
    .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))
    .slice(0, 3)
    .map((f) => midSentence(f.finding.replace(/\.$/, "")));
  const level = riskLevel(overall);
  let text = `${DECISION_WORDS[decision]}: overall risk is ${level} (${overall}/10)`;
  if (risks.length) text += `; main concerns: ${risks.join("; ")}`;
  text += ".";
  if (gapCount === 1) text += " Ask the vendor the open question listed in the report.";
  else if (gapCount) text += ` Ask the vendor the ${gapCount} open questions listed in the report.`;
  return text;
}
