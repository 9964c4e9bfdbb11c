/**
 * Stage 9, the report: each dimension's details, findings (risks first) and explanation, the
 * recommendation, the pages read and the crawl's summary, as the Analysis the API serves.
 */
import {
  type Analysis,
  type AnalyzedPage,
  type Certification,
  type Dimension,
  type Finding,
  type HeaderGrade,
  type RubricAnswer,
  riskLevel,
} from "@core/contract/analysis";
import type { DimFinding } from "../findings";
import { LEGAL_KINDS, SECURITY_KINDS } from "../page-kinds";
import { answerLine } from "../rubric/scoring";
import { details, recommendation } from "../scoring/report-text";
import type { CrawledPage, CrawlResult } from "../types";
import type { SiteText } from "./read";
import type { Scores } from "./score";

export interface ReportInput {
  crawl: CrawlResult;
  site: SiteText;
  scores: Scores;
  certifications: Certification[];
  headerGrade: HeaderGrade;
  rubric: RubricAnswer[];
  now: Date;
  engineVersion: string;
}

export function buildReport({
  crawl,
  site,
  scores,
  certifications,
  headerGrade,
  rubric,
  now,
  engineVersion,
}: ReportInput): Analysis {
  const conf = (d: Dimension) => scores.confidence[d].value;
  // What the report's sentences say moved each score: the findings, or for privacy/legal the rubric's answers
  // and the findings that set a floor (weighing what the floor added).
  const moved: Record<Dimension, DimFinding[]> = {
    ...scores.byDim,
    privacy_legal: [...floorFindings(scores, "privacy_legal"), ...answerFindings(rubric)],
  };
  const dimension = (d: Dimension) => ({
    score: scores.scores[d],
    level: scores.scored[d].level,
    details: details(d, scores.scored[d], moved[d], conf(d), site.readable),
    findings: ordered(scores.byDim[d]),
    confidence: conf(d),
    explanation: { ...scores.scored[d].explanation, questions: scores.confidence[d].questions },
  });
  const security = dimension("security");
  // A graded site's grade is a finding (and the table of tests); say when there is none.
  if (!headerGrade.graded) security.details += " HTTP headers were not graded.";
  const pages = crawl.pages.filter((p) => p !== crawl.mainPage);
  return {
    url: crawl.startUrl,
    vendor_name: site.identity.name,
    logo_url: site.identity.logo,
    overall_risk: {
      score: scores.overall,
      level: riskLevel(scores.overall),
      recommendation: recommendation(scores.decision, scores.overall, moved, scores.gaps.length),
      decision: scores.decision,
      confidence: scores.overallConfidence,
    },
    pricing_risk: dimension("pricing"),
    privacy_legal_risk: { ...dimension("privacy_legal"), rubric },
    security_risk: { ...security, certifications, header_grade: headerGrade },
    analyzed_pages: sourcePages(crawl, pages, scores.byDim, rubric),
    analyzed_at: now.toISOString(),
    information_gaps: scores.gaps,
    crawl: {
      pages_fetched: crawl.pages.length,
      requests: crawl.requests,
      duration_ms: crawl.durationMs,
      rendered_pages: crawl.renderedPages,
      issues: crawl.issues,
    },
    ...(site.languages.languages.length ? { languages: site.languages.languages } : {}),
    engine_version: engineVersion,
  };
}

/**
 * The rubric's answers that moved the score, as the report's sentences read them ("Personal data
 * is sold"): risks for the answers that raised it, strengths for those that lowered it.
 */
function answerFindings(rubric: RubricAnswer[]): DimFinding[] {
  return rubric
    .filter((a) => a.points !== 0)
    .map((a) => ({
      dimension: "privacy_legal",
      finding: answerLine(a.question, a.answer),
      source_url: a.evidence[0]?.source_url ?? "",
      evidence: a.evidence[0]?.quote ?? "",
      risk_impact: a.points >= 0.3 ? "high" : a.points > 0 ? "medium" : "low",
      signal: `rubric.${a.question}`,
      weight: a.points,
      polarity: a.points > 0 ? "risk" : "strength",
    }));
}

/** The findings that raised a dimension to its floor, each weighing the points the floor added. */
function floorFindings(scores: Scores, d: Dimension): DimFinding[] {
  const e = scores.scored[d].explanation;
  const lift = Math.round((e.score - Math.min(10, Math.max(0, e.raw))) * 100) / 100;
  if (lift <= 0) return [];
  const signals = new Set(e.floors.map((f) => f.signal));
  return scores.byDim[d].filter((f) => signals.has(f.signal ?? "")).map((f) => ({ ...f, weight: lift }));
}

const IMPACT_RANK = { high: 0, medium: 1, low: 2 } as const;

/**
 * Risks first, then strengths, then information; heavier first (then, where findings carry no
 * weight of their own, higher impact first); without the dimension.
 */
function ordered(list: DimFinding[]): Finding[] {
  return [...list]
    .sort(
      (a, b) =>
        polarityRank(a) - polarityRank(b) ||
        (b.weight ?? 0) - (a.weight ?? 0) ||
        (a.dimension === "privacy_legal" && a.weight === b.weight
          ? IMPACT_RANK[a.risk_impact] - IMPACT_RANK[b.risk_impact]
          : 0) ||
        a.signal!.localeCompare(b.signal!),
    )
    .map(({ dimension: _d, ...rest }) => rest);
}

function polarityRank(f: Finding): number {
  return f.polarity === "risk" ? 0 : f.polarity === "strength" ? 1 : 2;
}

/**
 * The pages the report lists under Sources: the main page, then each dimension's pages by kind,
 * and every other page a finding or a rubric answer quotes, under the dimension that quoted it
 * (a security finding read on /faq lists /faq with the security pages), so every quote's page is
 * listed and the "no pages found" warnings follow what was actually read.
 */
function sourcePages(
  crawl: CrawlResult,
  pages: CrawledPage[],
  byDim: Record<Dimension, DimFinding[]>,
  rubric: RubricAnswer[],
): Analysis["analyzed_pages"] {
  const groups: Record<Dimension, CrawledPage[]> = {
    pricing: pages.filter((p) => p.kind === "pricing"),
    privacy_legal: pages.filter((p) => LEGAL_KINDS.includes(p.kind)),
    security: pages.filter((p) => SECURITY_KINDS.includes(p.kind)),
  };
  const listed = new Set([crawl.mainPage, ...groups.pricing, ...groups.privacy_legal, ...groups.security]);
  const quoted: [Dimension, string][] = [
    ...(Object.keys(byDim) as Dimension[]).flatMap((d) =>
      byDim[d].map((f) => [d, f.source_url] as [Dimension, string]),
    ),
    ...rubric.flatMap((a) => a.evidence.map((e) => ["privacy_legal", e.source_url] as [Dimension, string])),
  ];
  for (const [d, url] of quoted) {
    const page = pages.find((p) => p.url === url);
    if (page && !listed.has(page)) {
      listed.add(page);
      groups[d].push(page);
    }
  }
  return {
    main_page: analyzedPage(crawl.mainPage, true),
    pricing_pages: groups.pricing.map((p) => analyzedPage(p)),
    legal_pages: groups.privacy_legal.map((p) => analyzedPage(p)),
    security_pages: groups.security.map((p) => analyzedPage(p)),
  };
}

/** A page as the report lists it: address, title, kind, size and the start of its main text. */
function analyzedPage(p: CrawledPage, main = false): AnalyzedPage {
  const text = p.blocks.filter((b) => b.region === "main" || b.region === "aside");
  const contentLength = p.blocks.reduce((n, b) => n + b.text.length, 0);
  const excerpt = (text.length ? text : p.blocks)
    .map((b) => b.text)
    .join(" ")
    .slice(0, 280);
  const out: AnalyzedPage = {
    url: p.url,
    scrapedAt: p.fetchedAt,
    contentLength: p.unreadable ? 0 : contentLength,
    excerpt: p.unreadable ? "" : excerpt,
    title: p.title,
    kind: p.kind,
    format: p.format,
    rendered: p.rendered,
  };
  if (main) out.linksExtracted = p.links.length;
  return out;
}
