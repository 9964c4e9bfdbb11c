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
  riskLevel,
} from "../../../worker/shared/analysis";
import type { DimFinding } from "../findings";
import { LEGAL_KINDS, SECURITY_KINDS } from "../page-kinds";
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
  now: Date;
  engineVersion: string;
}

export function buildReport({ crawl, site, scores, certifications, headerGrade, now, engineVersion }: ReportInput): Analysis {
  const conf = (d: Dimension) => scores.confidence[d].value;
  const dimension = (d: Dimension) => ({
    score: scores.scores[d],
    level: scores.scored[d].level,
    details: details(d, scores.scored[d], scores.byDim[d], conf(d), site.readable),
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
      recommendation: recommendation(scores.decision, scores.overall, scores.byDim, scores.gaps.length),
      decision: scores.decision,
      confidence: scores.overallConfidence,
    },
    pricing_risk: dimension("pricing"),
    privacy_legal_risk: dimension("privacy_legal"),
    security_risk: { ...security, certifications, header_grade: headerGrade },
    analyzed_pages: {
      main_page: analyzedPage(crawl.mainPage, true),
      pricing_pages: pages.filter((p) => p.kind === "pricing").map((p) => analyzedPage(p)),
      legal_pages: pages.filter((p) => LEGAL_KINDS.includes(p.kind)).map((p) => analyzedPage(p)),
      security_pages: pages.filter((p) => SECURITY_KINDS.includes(p.kind)).map((p) => analyzedPage(p)),
    },
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

/** Risks first, then strengths, then information; heavier first; without the dimension. */
function ordered(list: DimFinding[]): Finding[] {
  return [...list]
    .sort((a, b) => polarityRank(a) - polarityRank(b) || (b.weight ?? 0) - (a.weight ?? 0) || a.signal!.localeCompare(b.signal!))
    .map(({ dimension: _d, ...rest }) => rest);
}

function polarityRank(f: Finding): number {
  return f.polarity === "risk" ? 0 : f.polarity === "strength" ? 1 : 2;
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
