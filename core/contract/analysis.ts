/**
 * The analysis report: the contract between the consumer that produces it, the API that
 * serves it and the SPA that shows it. Field names follow the product specification
 * (url, vendor_name, overall_risk, pricing_risk, ...); everything beyond those is optional
 * so that older cached reports still parse.
 */
import { z } from "zod";
import { RISK_LEVELS } from "./risk-bands";

export const RiskImpact = z.enum(["high", "medium", "low"]);
export type RiskImpact = z.infer<typeof RiskImpact>;

export const RiskLevel = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof RiskLevel>;

/** The engine's recommendation for a vendor (overall_risk.decision); a reviewer's decision is review.ts's Decision. */
export const Recommendation = z.enum(["approve", "approve_with_guardrails", "review_required", "avoid"]);
export type Recommendation = z.infer<typeof Recommendation>;

export const Dimension = z.enum(["pricing", "privacy_legal", "security"]);
export type Dimension = z.infer<typeof Dimension>;

/** A quote of the page at `source_url`: exact text of its visible text, after whitespace collapse. */
export const QuoteAt = z.object({ source_url: z.string(), quote: z.string() });
export type QuoteAt = z.infer<typeof QuoteAt>;

export const Finding = z.object({
  /** One sentence a reviewer can read on its own. */
  finding: z.string(),
  /** The page the evidence was read from (the original URL, never a replay address). */
  source_url: z.string(),
  /**
   * An exact quote of the visible text of `source_url` (after whitespace collapse), or a
   * response header line `name: value`. Empty for findings about absence.
   */
  evidence: z.string(),
  risk_impact: RiskImpact,
  /** The passage around the evidence. */
  excerpt: z.string().optional(),
  /**
   * Other places the vendor says the same thing (another sentence of the same page, or another
   * page), next best first, each an exact quote like `evidence`; absent when it says it once.
   */
  more_evidence: z.array(QuoteAt).optional(),
  /** For absence findings: every URL that was tried. */
  checked_urls: z.array(z.string()).optional(),
  /** Catalogue id of the signal that produced the finding. */
  signal: z.string().optional(),
  /** Points this finding adds to (positive) or removes from (negative) the dimension's risk. */
  weight: z.number().optional(),
  /** "risk" raises the score, "strength" lowers it, "info" does not count. */
  polarity: z.enum(["risk", "strength", "info"]).optional(),
});
export type Finding = z.infer<typeof Finding>;

export const CertificationStatus = z.enum(["attained", "in_progress", "claimed_without_detail"]);
export type CertificationStatus = z.infer<typeof CertificationStatus>;

export const Certification = z.object({
  name: z.string(),
  /** True only when the vendor itself states the certification as attained on its own pages. */
  verified: z.boolean(),
  status: CertificationStatus.optional(),
  source_url: z.string(),
  evidence: z.string(),
  excerpt: z.string().optional(),
});
export type Certification = z.infer<typeof Certification>;

/**
 * How a dimension's score was reached: score = max(floors, clamp(base + risks + strengths, 0, 10)),
 * where risks and strengths are the sums of the findings' contributions (each finding's weight
 * after diminishing returns; the same numbers as the findings' `weight`).
 */
export const ScoreExplanation = z.object({
  base: z.number(),
  contributions: z.array(z.object({ signal: z.string(), finding: z.string(), weight: z.number() })),
  risks: z.number(),
  strengths: z.number(),
  /** base + risks + strengths, before clamping and floors. */
  raw: z.number(),
  /** Severity floors that raised the score ("selling personal data: at least 7"). */
  floors: z.array(z.object({ signal: z.string(), minimum: z.number(), reason: z.string() })),
  score: z.number(),
  /** The reviewer's standard questions for this dimension, and how many the pages answer (the confidence). */
  questions: z.object({ asked: z.number().int().nonnegative(), answered: z.number().int().nonnegative() }).optional(),
});
export type ScoreExplanation = z.infer<typeof ScoreExplanation>;

const dimensionFields = {
  score: z.number().min(0).max(10),
  level: RiskLevel.optional(),
  details: z.string(),
  findings: z.array(Finding),
  /** 0-1: how much of what this dimension needs could be found and read. */
  confidence: z.number().min(0).max(1).optional(),
  /** How the score was reached (absent in reports made before it was recorded). */
  explanation: ScoreExplanation.optional(),
};

export const DimensionRisk = z.object(dimensionFields);
export type DimensionRisk = z.infer<typeof DimensionRisk>;

/** A quote that justifies a rubric answer: exact text of the page at `source_url`. */
export const RubricEvidence = QuoteAt;
export type RubricEvidence = z.infer<typeof RubricEvidence>;

/**
 * One question of the privacy/legal rubric (PrivacySpy's questions, then a business buyer's)
 * and the engine's answer: the option the pages support with the quotes that say so, or null
 * ("not stated": an information gap, which does not move the score).
 */
export const RubricAnswer = z.object({
  /** The question's slug, as in PrivacySpy's rubric.json for its questions (e.g. "data-breaches"). */
  question: z.string(),
  /** The chosen option's slug (e.g. "eventually"), or null when the pages do not say. */
  answer: z.string().nullable(),
  /** Points this answer moved the privacy/legal risk score (positive raises it; 0 when not stated). */
  points: z.number(),
  evidence: z.array(RubricEvidence),
  /** The question and the answer as a reviewer reads them. */
  label: z.string().optional(),
  text: z.string().optional(),
  answer_text: z.string().optional(),
  /** How good the option is for privacy (0-100) and the question's weight, as published. */
  percent: z.number().optional(),
  max_points: z.number().optional(),
  source: z.enum(["privacyspy", "business", "legal"]).optional(),
  /**
   * "silence": the policy read says nothing of it, and that is the answer (`checked_urls` names the
   * policy; no quote, or the quotes of the practice it is silent about controlling).
   */
  basis: z.enum(["statement", "silence"]).optional(),
  checked_urls: z.array(z.string()).optional(),
});
export type RubricAnswer = z.infer<typeof RubricAnswer>;

export const PrivacyLegalRisk = z.object({
  ...dimensionFields,
  /** The rubric the score is computed from (absent in reports made before it was answered). */
  rubric: z.array(RubricAnswer).optional(),
});
export type PrivacyLegalRisk = z.infer<typeof PrivacyLegalRisk>;

/** One test of Mozilla's HTTP Observatory, as its result page shows it. */
export const HeaderTest = z.object({
  /** Mozilla's test name: content-security-policy, cookies, redirection, ... */
  test: z.string(),
  title: z.string(),
  /** Mozilla's result code, e.g. csp-not-implemented. */
  result: z.string(),
  pass: z.boolean(),
  /** Points this result adds to or takes from the score of 100. */
  modifier: z.number().int(),
  /** What was found, one sentence. */
  description: z.string(),
  /** What to change, one line; empty when nothing is needed. */
  remediation: z.string(),
  /** The header lines (or tags) the result was read from. */
  evidence: z.array(z.string()).optional(),
  /** The address they were read from. */
  source_url: z.string().optional(),
  /** The result depends on the HSTS preload list, which could not be checked. */
  preload_unknown: z.boolean().optional(),
  note: z.string().optional(),
});
export type HeaderTest = z.infer<typeof HeaderTest>;

/**
 * The vendor's HTTP header grade, computed as Mozilla's HTTP Observatory computes it: score =
 * 100 + every test's modifier (bonuses count only when the score without them is 90 or
 * more), grade from the score. `graded` false (no grade, no score) with the reason when the
 * Observatory would give none (the home page answered an error) or the responses are unknown.
 */
export const HeaderGrade = z.object({
  graded: z.boolean(),
  grade: z.string().nullable(),
  score: z.number().int().nullable(),
  no_grade_reason: z.string().optional(),
  /** The scanned host name and the addresses the grade was read from. */
  hostname: z.string(),
  graded_url: z.string().optional(),
  status_code: z.number().int().optional(),
  /** e.g. "Mozilla HTTP Observatory, algorithm version 4 (scanner 1.4.8)". */
  algorithm: z.string(),
  algorithm_version: z.number().int(),
  tests_passed: z.number().int().nonnegative(),
  tests_failed: z.number().int().nonnegative(),
  tests_quantity: z.number().int().nonnegative(),
  tests: z.array(HeaderTest),
  /** The positive modifiers, and whether they counted (only when the score without them is 90 or more). */
  extra_credit: z.number().int().nonnegative().optional(),
  extra_credit_counted: z.boolean().optional(),
  /** Whether the host is on the HSTS preload list; "unknown" when the list could not be asked. */
  preload: z.enum(["preloaded", "not_preloaded", "unknown"]).optional(),
});
export type HeaderGrade = z.infer<typeof HeaderGrade>;

export const SecurityRisk = z.object({
  ...dimensionFields,
  certifications: z.array(Certification),
  /** Mozilla HTTP Observatory grade of the vendor's home page (absent in older reports). */
  header_grade: HeaderGrade.optional(),
});
export type SecurityRisk = z.infer<typeof SecurityRisk>;

export const AnalyzedPage = z.object({
  url: z.string(),
  scrapedAt: z.string(),
  contentLength: z.number().int().nonnegative(),
  excerpt: z.string(),
  linksExtracted: z.number().int().nonnegative().optional(),
  title: z.string().optional(),
  /** What the page is: privacy, terms, dpa, subprocessors, security, trust, pricing, ... */
  kind: z.string().optional(),
  format: z.enum(["html", "pdf", "text"]).optional(),
  /** True when the text was read from a browser-rendered DOM. */
  rendered: z.boolean().optional(),
});
export type AnalyzedPage = z.infer<typeof AnalyzedPage>;

export const AnalyzedPages = z.object({
  main_page: AnalyzedPage.nullable(),
  pricing_pages: z.array(AnalyzedPage),
  legal_pages: z.array(AnalyzedPage),
  security_pages: z.array(AnalyzedPage),
});
export type AnalyzedPages = z.infer<typeof AnalyzedPages>;

export const InformationGap = z.object({
  dimension: Dimension,
  /** What a reviewer should ask the vendor. */
  question: z.string(),
  /** Why it is asked (what the site does not say). */
  reason: z.string().optional(),
});
export type InformationGap = z.infer<typeof InformationGap>;

export const CrawlIssue = z.object({
  url: z.string(),
  /** refused (unsafe address), robots (disallowed), failed (network/status), unreadable (no text), truncated, timeout */
  kind: z.string(),
  message: z.string(),
});
export type CrawlIssue = z.infer<typeof CrawlIssue>;

export const CrawlSummary = z.object({
  pages_fetched: z.number().int().nonnegative(),
  requests: z.number().int().nonnegative(),
  duration_ms: z.number().nonnegative(),
  engine_ms: z.number().nonnegative().optional(),
  rendered_pages: z.array(z.string()),
  issues: z.array(CrawlIssue),
});
export type CrawlSummary = z.infer<typeof CrawlSummary>;

/** A language the vendor's pages are written in, and how far the engine's rules read it. */
export const PageLanguage = z.object({
  /** ISO 639-1 code, e.g. "de". */
  code: z.string(),
  name: z.string(),
  /** full: every rule; partial: documents, prices, certifications and the main practices; none: documents and certification names only. */
  coverage: z.enum(["full", "partial", "none"]),
  pages: z.number().int().nonnegative(),
});
export type PageLanguage = z.infer<typeof PageLanguage>;

export const Analysis = z.object({
  url: z.string(),
  vendor_name: z.string(),
  logo_url: z.string().nullable(),
  overall_risk: z.object({
    score: z.number().min(0).max(10),
    level: RiskLevel,
    recommendation: z.string(),
    decision: Recommendation.optional(),
    confidence: z.number().min(0).max(1).optional(),
  }),
  pricing_risk: DimensionRisk,
  privacy_legal_risk: PrivacyLegalRisk,
  security_risk: SecurityRisk,
  analyzed_pages: AnalyzedPages,
  analyzed_at: z.string(),
  information_gaps: z.array(InformationGap).optional(),
  crawl: CrawlSummary.optional(),
  /** Languages of the pages read (documents, pricing, security), when any is not English. */
  languages: z.array(PageLanguage).optional(),
  engine_version: z.string().optional(),
});
export type Analysis = z.infer<typeof Analysis>;

/** A score's level on the one scale of core/contract/risk-bands.ts. */
export { riskLevel } from "./risk-bands";
