/**
 * The engine: crawl result in, Analysis out. Pure and deterministic (the clock is passed in);
 * no network, no bindings.
 *
 * Steps, each in its own file:
 *   1. text: visible sentences of the readable pages, boilerplate removed (text.ts), and the
 *      languages they are in (language.ts);
 *   2. signals: the catalogue matched against the sentences (match.ts, signals/);
 *   3. documents read, unreadable, blocked or missing (documents.ts), and how old the policy is
 *      (policy-date.ts);
 *   4. certifications: owner and status of each mention (certification-findings.ts);
 *   5. the site's own security: headers and security.txt (site-security-findings.ts);
 *   6. scores with their explanation and severity floors, confidence from the reviewer's
 *      questions the pages answer, decision (scoring.ts, confidence.ts), information gaps (gaps.ts);
 *   7. the report's sentences (report-text.ts) and the Analysis itself (below).
 */
import { type Analysis, type AnalyzedPage, type Dimension, type Finding, riskLevel } from "@core/contract/analysis";
import { certificationFindings } from "./certification-findings";
import { confidences, DIMENSION_KINDS } from "./confidence";
import { discountHollowDocuments, documentFindings } from "./documents";
import { type DimFinding, hitFinding } from "./findings";
import { informationGaps } from "./gaps";
import { languageFindings, summarizeLanguages } from "./language";
import { matchSignals } from "./match";
import { LEGAL_KINDS, SECURITY_KINDS } from "./page-kinds";
import { details, recommendation } from "./report-text";
import { decide, overallConfidence, overallScore, scoreDimension } from "./scoring";
import { policyDateFindings } from "./policy-date";
import { ALL_SIGNALS } from "./signals";
import { siteSecurityFindings } from "./site-security-findings";
import { buildSentences, findBoilerplate } from "./text";
import type { CrawledPage, CrawlResult } from "./types";
import { vendorIdentity, vendorPattern } from "./vendor";

export const ENGINE_VERSION = "rrr-engine 2.0.0";

export interface EngineOptions {
  now: Date;
}

const DIMENSIONS: Dimension[] = ["pricing", "privacy_legal", "security"];

export function analyzeCrawl(crawl: CrawlResult, opts: EngineOptions): Analysis {
  // 1-2. Sentences, languages and signals.
  const readable = crawl.pages.filter((p) => !p.unreadable);
  const sentences = buildSentences(readable, findBoilerplate(readable));
  const languages = summarizeLanguages(crawl.mainPage, readable);
  const identity = vendorIdentity(crawl.mainPage);
  const vendor = vendorPattern(identity.name, crawl.mainPage.url);
  const hits = matchSignals(ALL_SIGNALS, sentences, { vendor });
  const signals = new Set<string>(hits.keys());

  // 3. Documents; then the text signals, with suppression ("contact sales" is no risk when prices are public).
  const documents = documentFindings(crawl, readable, hits, signals, languages);
  const findings: DimFinding[] = documents.findings;
  for (const hit of hits.values()) {
    const suppressed = (hit.rule.suppressedBy ?? []).some((id) => signals.has(id));
    findings.push(hitFinding(hit, suppressed, signals));
  }
  findings.push(...policyDateFindings(sentences, opts.now, signals));

  // 4-5. Certifications, headers and security.txt.
  const securityPage = documents.states.get("security.page")?.state;
  const securityUnread = securityPage === "blocked" || securityPage === "unreadable" || securityPage === "language";
  const certs = certificationFindings(crawl, sentences, signals, securityUnread, { vendor, now: opts.now });
  findings.push(...certs.findings);
  const site = siteSecurityFindings(crawl, opts.now, signals);
  findings.push(...site.findings);
  const headerGrade = site.headerGrade;
  findings.push(...languageFindings(languages, crawl, DIMENSION_KINDS));

  // 6. Scores: what the pages answer, documents that say little, diminishing returns, floors.
  const partlyRead = DIMENSIONS.map((d) => ({ dimension: d, ...languages.partlyReadLanguages(DIMENSION_KINDS[d]) }))
    .filter((x) => x.coverage !== "full")
    .map((x) => ({ dimension: x.dimension, languages: x.names }));
  const gapContext = {
    signals,
    crawl,
    inProgressCerts: certs.inProgress,
    headersObserved: headerGrade.graded,
    partlyRead,
  };
  discountHollowDocuments(findings, gapContext);
  const byDim = Object.fromEntries(DIMENSIONS.map((d) => [d, findings.filter((f) => f.dimension === d)])) as Record<
    Dimension,
    DimFinding[]
  >;
  const scored = Object.fromEntries(DIMENSIONS.map((d) => [d, scoreDimension(d, byDim[d])])) as Record<
    Dimension,
    ReturnType<typeof scoreDimension>
  >;
  // Findings show the weight they actually carry (after diminishing returns).
  for (const d of DIMENSIONS) {
    byDim[d].forEach((f, i) => {
      f.weight = scored[d].effective[i];
    });
  }
  const scores = {
    pricing: scored.pricing.score,
    privacy_legal: scored.privacy_legal.score,
    security: scored.security.score,
  };
  const confidence = confidences(crawl, readable, gapContext, languages);
  const conf = {
    pricing: confidence.pricing.value,
    privacy_legal: confidence.privacy_legal.value,
    security: confidence.security.value,
  };
  const overall = overallScore(scores);
  const overallConf = overallConfidence(conf);
  const decision = decide(overall, scores, overallConf);
  const gaps = informationGaps(gapContext);

  // 7. The Analysis.
  const dimension = (d: Dimension) => ({
    score: scores[d],
    level: scored[d].level,
    details: details(d, scored[d], byDim[d], conf[d], readable),
    findings: ordered(byDim[d]),
    confidence: conf[d],
    explanation: { ...scored[d].explanation, questions: confidence[d].questions },
  });
  const security = dimension("security");
  // A graded site's grade is a finding (and the table of tests); say when there is none.
  if (!headerGrade.graded) security.details += " HTTP headers were not graded.";
  const pages = crawl.pages.filter((p) => p !== crawl.mainPage);
  return {
    url: crawl.startUrl,
    vendor_name: identity.name,
    logo_url: identity.logo,
    overall_risk: {
      score: overall,
      level: riskLevel(overall),
      recommendation: recommendation(decision, overall, byDim, gaps.length),
      decision,
      confidence: overallConf,
    },
    pricing_risk: dimension("pricing"),
    privacy_legal_risk: dimension("privacy_legal"),
    security_risk: { ...security, certifications: certs.certs.certifications, header_grade: headerGrade },
    analyzed_pages: {
      main_page: analyzedPage(crawl.mainPage, true),
      pricing_pages: pages.filter((p) => p.kind === "pricing").map((p) => analyzedPage(p)),
      legal_pages: pages.filter((p) => LEGAL_KINDS.includes(p.kind)).map((p) => analyzedPage(p)),
      security_pages: pages.filter((p) => SECURITY_KINDS.includes(p.kind)).map((p) => analyzedPage(p)),
    },
    analyzed_at: opts.now.toISOString(),
    information_gaps: gaps,
    crawl: {
      pages_fetched: crawl.pages.length,
      requests: crawl.requests,
      duration_ms: crawl.durationMs,
      rendered_pages: crawl.renderedPages,
      issues: crawl.issues,
    },
    ...(languages.languages.length ? { languages: languages.languages } : {}),
    engine_version: ENGINE_VERSION,
  };
}

/** Risks first, then strengths, then information; heavier first; without the dimension. */
function ordered(list: DimFinding[]): Finding[] {
  return [...list]
    .sort(
      (a, b) =>
        polarityRank(a) - polarityRank(b) || (b.weight ?? 0) - (a.weight ?? 0) || a.signal!.localeCompare(b.signal!),
    )
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
