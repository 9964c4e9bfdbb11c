/**
 * Stage 8, scores: what the pages answer of a reviewer's questions, documents that say little,
 * each dimension's score with diminishing returns and severity floors (scoring/scoring.ts), the
 * confidence, the overall score, the decision and the information gaps. Returns the findings
 * of each dimension with the weight they actually carry; the findings it is given are left as
 * they are.
 */
import type { Dimension, InformationGap, Recommendation, RubricAnswer } from "@core/contract/analysis";
import type { DimFinding } from "../findings";
import type { LanguageSummary } from "../language";
import { confidences, DIMENSION_KINDS, type DimensionConfidence } from "../scoring/confidence";
import { type GapContext, informationGaps, questionsAnswered, rubricGaps } from "../scoring/gaps";
import { answerLine, RUBRIC_BASE } from "../rubric/scoring";
import {
  decide,
  type DimensionScore,
  overallConfidence,
  overallScore,
  scoreDimension,
  scoreFromContributions,
} from "../scoring/scoring";
import type { CrawledPage, CrawlResult } from "../types";

export const DIMENSIONS: Dimension[] = ["pricing", "privacy_legal", "security"];

export interface ScoreInput {
  crawl: CrawlResult;
  readable: CrawledPage[];
  languages: LanguageSummary;
  findings: DimFinding[];
  signals: ReadonlySet<string>;
  /** Attestations in progress: each is a question for the vendor. */
  inProgressCerts: string[];
  headersObserved: boolean;
  /** The privacy/legal rubric, which that dimension's score is computed from. */
  rubric: RubricAnswer[];
}

export interface Scores {
  /** Each dimension's findings, with their effective weights, in the order given. */
  byDim: Record<Dimension, DimFinding[]>;
  scored: Record<Dimension, DimensionScore>;
  scores: Record<Dimension, number>;
  confidence: Record<Dimension, DimensionConfidence>;
  overall: number;
  overallConfidence: number;
  decision: Recommendation;
  gaps: ReturnType<typeof informationGaps>;
}

export function scoreAnalysis(input: ScoreInput): Scores {
  const { crawl, readable, languages, signals } = input;
  const partlyRead = DIMENSIONS.map((d) => ({ dimension: d, ...languages.partlyReadLanguages(DIMENSION_KINDS[d]) }))
    .filter((x) => x.coverage !== "full")
    .map((x) => ({ dimension: x.dimension, languages: x.names }));
  const gapContext: GapContext = {
    signals,
    crawl,
    inProgressCerts: input.inProgressCerts,
    headersObserved: input.headersObserved,
    partlyRead,
  };
  const findings = discountHollowDocuments(input.findings, gapContext);
  const scored = {} as Record<Dimension, DimensionScore>;
  const byDim = {} as Record<Dimension, DimFinding[]>;
  for (const d of DIMENSIONS) {
    const own = findings.filter((f) => f.dimension === d);
    scored[d] = d === "privacy_legal" ? scoreRubric(input.rubric, own) : scoreDimension(d, own);
    // Findings show the weight they actually carry (after diminishing returns; none for privacy/legal, scored by the rubric).
    byDim[d] = own.map((f, i) => ({ ...f, weight: scored[d].effective[i] }));
  }
  const scores = {
    pricing: scored.pricing.score,
    privacy_legal: scored.privacy_legal.score,
    security: scored.security.score,
  };
  const confidence = confidences(crawl, readable, gapContext, languages, {
    // Answered: the questions the pages answer in so many words (silence answers none).
    privacy_legal: {
      asked: input.rubric.length,
      answered: input.rubric.filter((a) => a.answer !== null && a.basis !== "silence").length,
    },
  });
  const overall = overallScore(scores);
  const overallConf = overallConfidence({
    pricing: confidence.pricing.value,
    privacy_legal: confidence.privacy_legal.value,
    security: confidence.security.value,
  });
  return {
    byDim,
    scored,
    scores,
    confidence,
    overall,
    overallConfidence: overallConf,
    decision: decide(overall, scores, overallConf),
    gaps: withRubricGaps(informationGaps(gapContext), rubricGaps(input.rubric, signals)),
  };
}

/** The rubric's questions to ask, after the standard privacy/legal questions (before security's). */
function withRubricGaps(gaps: InformationGap[], rubric: InformationGap[]): InformationGap[] {
  const at = gaps.findIndex((g) => g.dimension === "security");
  return at < 0 ? [...gaps, ...rubric] : [...gaps.slice(0, at), ...rubric, ...gaps.slice(at)];
}

/**
 * Privacy/legal: the rubric's answers are the score's parts (each answer's points); the findings
 * are the evidence and carry no weight of their own, but still set the severity floors.
 */
function scoreRubric(rubric: RubricAnswer[], findings: DimFinding[]): DimensionScore {
  const parts = rubric
    .filter((a) => a.points !== 0)
    .map((a) => ({ signal: `rubric.${a.question}`, finding: answerLine(a.question, a.answer), weight: a.points }));
  return { ...scoreFromContributions("privacy_legal", RUBRIC_BASE, parts, findings), effective: findings.map(() => 0) };
}

/**
 * A document that answers almost none of a reviewer's questions is not the assurance a full one
 * is: a privacy policy or a security page answering fewer than 2 of them (beyond its own
 * existence) keeps a quarter of its credit and says so.
 */
export function discountHollowDocuments(findings: DimFinding[], ctx: GapContext): DimFinding[] {
  const hollow: [string, Dimension, number, string][] = [
    [
      "privacy.policy",
      "privacy_legal",
      2,
      "A privacy policy is published, but it answers few of a reviewer's questions.",
    ],
    [
      "security.page",
      "security",
      2,
      "A security page is published, but it describes few of the controls a reviewer asks about.",
    ],
  ];
  const replaced = new Map<DimFinding, DimFinding>();
  for (const [signal, dimension, needed, wording] of hollow) {
    const f = findings.find((x) => x.signal === signal);
    if (!f) continue;
    // The questions the document answers by existing ("is there a privacy policy?") do not count.
    const own = questionsAnswered(dimension, ctx, [signal, "legal.terms"]);
    if (own.answered >= needed) continue;
    replaced.set(f, { ...f, weight: Math.round((f.weight ?? 0) * 25) / 100, finding: wording });
  }
  return replaced.size ? findings.map((f) => replaced.get(f) ?? f) : findings;
}
