/**
 * Documents present or absent: the privacy policy, terms, DPA, sub-processor list, security or
 * trust page and pricing. A document found is quoted by its own title; one found but unreadable
 * costs confidence, not score; one missing is a risk that names the URLs tried.
 */
import type { Dimension, Finding } from "../../worker/shared/analysis";
import { checkedUrls, type DimFinding } from "./findings";
import type { SignalHit } from "./match";
import { buildSentences, excerptFor, SECTION_HEADING, type Sentence } from "./text";
import type { CrawledPage, CrawlResult, PageKind } from "./types";

/** What each kind of page is about: its heading or opening sentences use these words. */
const PRESENCE_WORDS: Partial<Record<PageKind, RegExp>> = {
  privacy: /\bprivacy\b|\bpersonal (?:data|information)\b/i,
  terms: /\bterms\b|\bagreement\b|\bconditions\b/i,
  dpa: /\bdata processing\b|\bDPA\b|\bprocessor\b/i,
  subprocessors: /\bsub-?processors?\b|\bsub-?contractors?\b/i,
  security: /\bsecurity\b|\btrust\b|\bvulnerabilit/i,
  trust: /\bsecurity\b|\btrust\b|\bcompliance\b/i,
  pricing: /\bpric|\bplans?\b|[$€£]/i,
};

/** The document's own name, as its title or first sentence gives it ("This Privacy Policy describes..."). */
const DOCUMENT_NAMES: Partial<Record<PageKind, RegExp>> = {
  privacy: /\bprivacy (?:policy|notice|statement|center|centre|hub)\b|\b(?:data|personal information) protection (?:policy|notice)\b/i,
  terms:
    /\bterms (?:of (?:service|use|sale|business)|(?:and|&) conditions)\b|\bconditions of use\b|\b(?:subscription|services?|customer|user|master|licen[cs]e|platform|enterprise|commercial|framework) agreement\b|\b(?:commercial|enterprise|business|service|product|general|website|supplemental|additional|online) terms\b/i,
  dpa: /\bdata processing (?:agreement|addendum|terms)\b|\bDPA\b|\bprocessor terms\b/i,
  subprocessors: /\bsub-?processors?\b|\bsub-?contractors?\b/i,
  security: /\bsecurity\b|\btrust (?:center|centre|portal)\b|\bvulnerability disclosure\b|\bresponsible disclosure\b/i,
  trust: /\btrust (?:center|centre|portal)\b|\bsecurity\b|\bcompliance\b/i,
};

/** An address or a bare link is not a sentence about the page. */
const NOT_PROSE = /^\S+@\S+$|^(?:https?:\/\/|www\.)\S+$/i;

/**
 * The quote that shows what a document is, best first: its own title (the main heading, or the
 * opening line, naming it), a heading about its subject, a sentence naming it ("These Terms of
 * Service govern..."), a sentence about its subject. Read from the page itself, boilerplate
 * included: a policy's title is still its title when every page's footer links to it by the
 * same words. Returns the quote and its tier (lower is better).
 */
function presenceQuote(page: CrawledPage): { quote: Sentence; tier: number } | undefined {
  const own = buildSentences([page], new Set())
    .filter((s) => !s.question && !NOT_PROSE.test(s.text))
    .slice(0, 120);
  if (!own.length) return undefined;
  const name = DOCUMENT_NAMES[page.kind];
  const words = PRESENCE_WORDS[page.kind];
  const isHeading = (s: Sentence) => /^h[1-6]$/.test(s.block.tag);
  // A heading, or a short unpunctuated line opening the text ("Dropbox Privacy Policy").
  const title = (s: Sentence, i: number) =>
    !SECTION_HEADING.test(s.text) && s.text.length <= 200 && (isHeading(s) || (i < 5 && s.text.length <= 120 && !/[.;:]$/.test(s.text)));
  const h1 = (s: Sentence, i: number) => s.block.tag === "h1" && title(s, i);
  const prose = (s: Sentence) => !isHeading(s) && s.text.length >= 30;
  const tiers: ((s: Sentence, i: number) => boolean)[] = words
    ? [
        (s, i) => !!name && h1(s, i) && name.test(s.text),
        (s, i) => !!name && i < 40 && title(s, i) && name.test(s.text),
        (s, i) => h1(s, i) && words.test(s.text),
        (s) => !!name && prose(s) && name.test(s.text),
        (s) => prose(s) && words.test(s.text),
        (s, i) => title(s, i) && words.test(s.text),
        (s) => prose(s),
      ]
    : [];
  for (let tier = 0; tier < tiers.length; tier++) {
    const quote = own.find((s, i) => tiers[tier]!(s, i));
    if (quote) return { quote, tier };
  }
  return { quote: own[0]!, tier: tiers.length };
}

/**
 * Of the pages of a kind, the one that best shows it is that document; on a tie the shorter
 * title ("Terms of Service" before "Generative AI Additional Terms of Service": the general
 * document before a supplement), then the address, so that the choice never depends on which
 * page of a parallel crawl arrived first.
 */
function presencePage(pages: CrawledPage[]): { page: CrawledPage; quote: Sentence } | undefined {
  let best: { page: CrawledPage; quote: Sentence; tier: number } | undefined;
  for (const page of pages) {
    const q = presenceQuote(page);
    if (!q) continue;
    const better =
      !best ||
      q.tier < best.tier ||
      (q.tier === best.tier &&
        (q.quote.text.length < best.quote.text.length || (q.quote.text.length === best.quote.text.length && page.url < best.page.url)));
    if (better) best = { page, ...q };
  }
  return best;
}

interface DocumentRule {
  kinds: PageKind[];
  dimension: Dimension;
  signal: string;
  found: { finding: string; weight: number };
  missing: { finding: string; weight: number; impact: Finding["risk_impact"] } | null;
}

/**
 * Adds the finding for one kind of document: present (quoted), found but unreadable (0 weight),
 * or missing (when the rule has a `missing` wording). Returns whether the document was read.
 */
function documentFinding(
  crawl: CrawlResult,
  readable: CrawledPage[],
  rule: DocumentRule,
  findings: DimFinding[],
  signals: Set<string>,
): boolean {
  const { kinds, dimension, signal, found, missing } = rule;
  const doc = presencePage(readable.filter((p) => kinds.includes(p.kind)));
  if (doc) {
    const { page, quote } = doc;
    signals.add(signal);
    findings.push({
      dimension,
      finding: found.finding,
      source_url: page.url,
      evidence: quote.text.length <= 300 ? quote.text : quote.text.slice(0, 300).replace(/\s+\S*$/, ""),
      excerpt: excerptFor(quote),
      risk_impact: "low",
      signal,
      weight: found.weight,
      polarity: "strength",
    });
    return true;
  }
  const unreadable = crawl.pages.find((p) => kinds.includes(p.kind) && p.unreadable);
  if (unreadable) {
    // Found but not readable: we do not know, so it costs confidence, not score.
    const why = unreadable.format === "pdf" ? " (PDF without text)" : " (it needs JavaScript)";
    findings.push({
      dimension,
      finding: `The ${kinds[0]} page was found but could not be read${why}.`,
      source_url: unreadable.url,
      evidence: "",
      checked_urls: [unreadable.url],
      risk_impact: "medium",
      signal: `${signal}_unreadable`,
      weight: 0,
      polarity: "info",
    });
    return false;
  }
  if (missing) {
    findings.push({
      dimension,
      finding: missing.finding,
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, kinds),
      risk_impact: missing.impact,
      signal: `${signal}_missing`,
      weight: missing.weight,
      polarity: "risk",
    });
  }
  return false;
}

/** Findings about the documents a reviewer reads; adds the present documents' signals. */
export function documentFindings(
  crawl: CrawlResult,
  readable: CrawledPage[],
  hits: Map<string, SignalHit>,
  signals: Set<string>,
): DimFinding[] {
  const findings: DimFinding[] = [];
  const doc = (rule: DocumentRule) => documentFinding(crawl, readable, rule, findings, signals);
  doc({
    kinds: ["privacy"],
    dimension: "privacy_legal",
    signal: "privacy.policy",
    found: { finding: "A privacy policy is published.", weight: -1 },
    missing: { finding: "No privacy policy was found.", weight: 3, impact: "high" },
  });
  doc({
    kinds: ["terms"],
    dimension: "privacy_legal",
    signal: "legal.terms",
    found: { finding: "Terms of service are published.", weight: -0.5 },
    missing: { finding: "No terms of service were found.", weight: 1.5, impact: "high" },
  });
  const dpaPage = doc({
    kinds: ["dpa"],
    dimension: "privacy_legal",
    signal: "privacy.dpa_published",
    found: { finding: "A Data Processing Agreement is published.", weight: -1 },
    missing: null,
  });
  if (!dpaPage && !hits.has("privacy.dpa_offered")) {
    findings.push({
      dimension: "privacy_legal",
      finding: "No Data Processing Agreement was found or mentioned.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, ["dpa", "privacy", "terms"]),
      risk_impact: "medium",
      signal: "privacy.dpa_missing",
      weight: 0.75,
      polarity: "risk",
    });
  }
  const subPage = doc({
    kinds: ["subprocessors"],
    dimension: "privacy_legal",
    signal: "privacy.subprocessor_list",
    found: { finding: "A sub-processor list is published.", weight: -0.75 },
    missing: null,
  });
  if (!subPage && !hits.has("privacy.subprocessors_named")) {
    findings.push({
      dimension: "privacy_legal",
      finding: "No sub-processor list was found.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, ["subprocessors", "privacy", "dpa"]),
      risk_impact: "medium",
      signal: "privacy.subprocessor_list_missing",
      weight: 0.5,
      polarity: "risk",
    });
  }
  doc({
    kinds: ["security", "trust"],
    dimension: "security",
    signal: "security.page",
    found: { finding: "A security or trust page describes the vendor's controls.", weight: -0.5 },
    missing: { finding: "No security or trust page was found.", weight: 1.5, impact: "high" },
  });
  findings.push(...pricingPageFindings(crawl, readable, hits));
  return findings;
}

/** Pricing: a page that could not be read, or neither a page nor a published price. */
function pricingPageFindings(crawl: CrawlResult, readable: CrawledPage[], hits: Map<string, SignalHit>): DimFinding[] {
  const pricingPage = readable.find((p) => p.kind === "pricing");
  const pricingUnreadable = crawl.pages.find((p) => p.kind === "pricing" && p.unreadable);
  if (!pricingPage && pricingUnreadable && !hits.has("pricing.public_prices")) {
    return [
      {
        dimension: "pricing",
        finding: "The pricing page was found but could not be read (it needs JavaScript).",
        source_url: pricingUnreadable.url,
        evidence: "",
        checked_urls: [pricingUnreadable.url],
        risk_impact: "medium",
        signal: "pricing.page_unreadable",
        weight: 0,
        polarity: "info",
      },
    ];
  }
  if (!pricingPage && !hits.has("pricing.public_prices") && !hits.has("pricing.no_paid_plan")) {
    return [
      {
        dimension: "pricing",
        finding: "No pricing page or published prices were found.",
        source_url: crawl.mainPage.url,
        evidence: "",
        checked_urls: checkedUrls(crawl, ["pricing"]),
        risk_impact: "medium",
        signal: "pricing.page_missing",
        weight: 1.5,
        polarity: "risk",
      },
    ];
  }
  return [];
}
