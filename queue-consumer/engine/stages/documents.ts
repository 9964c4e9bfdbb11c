/**
 * Documents present or absent: the privacy policy, terms, DPA, sub-processor list, security or
 * trust page and pricing. A document found is quoted by its own title; one found but unreadable
 * costs confidence, not score; one missing is a risk that names the URLs tried.
 */
import type { Dimension, Finding } from "@core/contract/analysis";
import { checkedUrls, type DimFinding } from "../findings";
import { type Coverage, coverageOf, LANGUAGE_NAMES, type LanguageSummary } from "../language";
import type { SignalHit } from "../reading/match";
import { buildSentences, excerptFor, SECTION_HEADING, type Sentence } from "../reading/text";
import type { CrawledPage, CrawlResult, PageKind } from "../types";
import { anyOf, seq } from "../reading/pattern";

/** What each kind of page is about: its heading or opening sentences use these words (English, German, French, Spanish). */
const PRESENCE_WORDS: Partial<Record<PageKind, RegExp>> = {
  privacy: anyOf(
    /\bprivacy\b/i,
    /\bpersonal (?:data|information)\b/i,
    /\bdatenschutz/i,
    /\bpersonenbezogene/i,
    /\bconfidentialit/i,
    /\bdonn[ée]es personnelles/i,
    /\bprivacidad/i,
    /\bdatos personales/i,
  ),
  terms: anyOf(
    /\bterms\b/i,
    /\bagreement\b/i,
    /\bconditions\b/i,
    /\bAGB\b/i,
    /gesch[äa]ftsbedingungen/i,
    /nutzungsbedingungen/i,
    /\bCG[UV]\b/i,
    /\bt[ée]rminos/i,
    /\bcondiciones\b/i,
  ),
  dpa: anyOf(
    /\bdata processing\b/i,
    /\bDPA\b/i,
    /\bprocessor\b/i,
    /auftragsverarbeitung/i,
    /\bAVV?\b/i,
    /traitement des donn[ée]es/i,
    /sous-traitance/i,
    /encarg(?:ado|o) del tratamiento/i,
  ),
  subprocessors: anyOf(
    /\bsub-?processors?\b/i,
    /\bsub-?contractors?\b/i,
    /unterauftragsverarbeiter/i,
    /sous-traitants/i,
    /sub-?encargados/i,
    /subprocesadores/i,
  ),
  security: /\bsecurity\b|\btrust\b|\bvulnerabilit|\bsicherheit|\bs[ée]curit[ée]|\bseguridad\b/i,
  trust: /\bsecurity\b|\btrust\b|\bcompliance\b|\bsicherheit|\bs[ée]curit[ée]|\bseguridad\b/i,
  pricing: /\bpric|\bplans?\b|[$€£]|\bpreise?\b|\btarif|\bprix\b|\bprecios?\b/i,
};

/** The document's own name, as its title or first sentence gives it ("This Privacy Policy describes..."). */
const DOCUMENT_NAMES: Partial<Record<PageKind, RegExp>> = {
  privacy: anyOf(
    /\bprivacy (?:policy|notice|statement|center|centre|hub)\b/i,
    /\b(?:data|personal information) protection (?:policy|notice)\b/i,
    /\bdatenschutz(?:erkl[äa]rung|hinweise|richtlinie|information)/i,
    /\bpolitique de (?:confidentialit[ée]|protection des donn[ée]es)/i,
    /\bpol[íi]tica de (?:privacidad|protecci[óo]n de datos)/i,
    /\baviso de privacidad/i,
  ),
  terms: anyOf(
    /\bterms (?:of (?:service|use|sale|business)|(?:and|&) conditions)\b/i,
    /\bconditions of use\b/i,
    seq(
      /\b/i,
      /(?:subscription|services?|customer|user|master|licen[cs]e|platform|enterprise|commercial|framework)/i,
      / agreement\b/i,
    ),
    seq(
      /\b/i,
      /(?:commercial|enterprise|business|service|product|general|website|supplemental|additional|online)/i,
      / terms\b/i,
    ),
    /\ballgemeine gesch[äa]ftsbedingungen/i,
    /\bnutzungsbedingungen/i,
    /\bconditions g[ée]n[ée]rales d['’](?:utilisation|vente)/i,
    /\bt[ée]rminos y condiciones/i,
    /\bcondiciones generales/i,
    /\bt[ée]rminos de (?:uso|servicio)/i,
  ),
  dpa: anyOf(
    /\bdata processing (?:agreement|addendum|terms)\b/i,
    /\bDPA\b/i,
    /\bprocessor terms\b/i,
    /auftragsverarbeitungsvertrag/i,
    /\bAV-Vertrag/i,
    /accord (?:de|sur le) traitement des donn[ée]es/i,
    /contrato de encargo del tratamiento/i,
  ),
  subprocessors: anyOf(
    /\bsub-?processors?\b/i,
    /\bsub-?contractors?\b/i,
    /unterauftragsverarbeiter/i,
    /sous-traitants ult[ée]rieurs/i,
    /sub-?encargados del tratamiento/i,
  ),
  security: anyOf(
    /\bsecurity\b/i,
    /\btrust (?:center|centre|portal)\b/i,
    /\bvulnerability disclosure\b/i,
    /\bresponsible disclosure\b/i,
    /\bsicherheit/i,
    /\bs[ée]curit[ée]/i,
    /\bseguridad\b/i,
  ),
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
    !SECTION_HEADING.test(s.text) &&
    s.text.length <= 200 &&
    (isHeading(s) || (i < 5 && s.text.length <= 120 && !/[.;:]$/.test(s.text)));
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
        (q.quote.text.length < best.quote.text.length ||
          (q.quote.text.length === best.quote.text.length && page.url < best.page.url)));
    if (better) best = { page, ...q };
  }
  return best;
}

interface DocumentRule {
  kinds: PageKind[];
  /** The document as a reviewer names it ("privacy policy"). */
  name: string;
  dimension: Dimension;
  signal: string;
  found: { finding: string; weight: number };
  missing: { finding: string; weight: number; impact: Finding["risk_impact"] } | null;
}

/**
 * Where a kind of document stands after the crawl:
 *   read        a page of the kind was read (its best page and title quote);
 *   unreadable  found, but it shows no text (JavaScript without a browser, a PDF without text);
 *   blocked     the site would not show it: a bot challenge, 401/403/429, a server error, a
 *               time-out, robots.txt (also when robots.txt closes the whole site);
 *   missing     not there after a real search: no link, and the usual addresses answered 404
 *               or a "page not found" page;
 *   language    not found on a site written in a language whose link texts and addresses the
 *               crawler does not know: not searched for, so not missing.
 * Only "missing" is a risk; the others cost confidence and become questions.
 */
export type DocumentState =
  | { state: "read"; page: CrawledPage; quote: Sentence }
  | { state: "unreadable"; page: CrawledPage }
  | { state: "blocked"; url: string; why: string }
  | { state: "missing" }
  | { state: "language"; language: string };

const BLOCKED_OUTCOMES = new Set(["blocked", "robots", "timeout", "failed"]);

export function documentState(
  crawl: CrawlResult,
  readable: CrawledPage[],
  kinds: PageKind[],
  siteLanguage?: { code: string | undefined; coverage: Coverage },
): DocumentState {
  const doc = presencePage(readable.filter((p) => kinds.includes(p.kind)));
  if (doc) return { state: "read", ...doc };
  // Found, but with no text of its own beyond the site's navigation (the document is drawn by a
  // script): it could not be read, which is not the same as missing.
  const unreadable =
    crawl.pages.find((p) => kinds.includes(p.kind) && p.unreadable) ?? readable.find((p) => kinds.includes(p.kind));
  if (unreadable) return { state: "unreadable", page: unreadable };
  const blocked = crawl.attempts.find((a) => kinds.includes(a.kind) && BLOCKED_OUTCOMES.has(a.outcome));
  if (blocked) {
    const why =
      blocked.outcome === "robots"
        ? "robots.txt disallows it"
        : blocked.outcome === "timeout"
          ? "it did not answer in time"
          : blocked.outcome === "failed"
            ? "it could not be fetched"
            : blocked.challenge
              ? `the site answered with a bot challenge (HTTP ${blocked.status})`
              : `the site answered HTTP ${blocked.status}`;
    return { state: "blocked", url: blocked.finalUrl ?? blocked.url, why };
  }
  if (crawl.robots.disallowsAll)
    return { state: "blocked", url: crawl.robots.url, why: "robots.txt closes the site to crawlers" };
  if (siteLanguage?.coverage === "none")
    return { state: "language", language: LANGUAGE_NAMES[siteLanguage.code!] ?? siteLanguage.code ?? "?" };
  return { state: "missing" };
}

/** A document that could not be read or looked for: information (weight 0) that names why. */
function notReadFinding(
  crawl: CrawlResult,
  rule: DocumentRule,
  st: Extract<DocumentState, { state: "unreadable" | "blocked" | "language" }>,
): DimFinding {
  const url = st.state === "unreadable" ? st.page.url : st.state === "blocked" ? st.url : crawl.mainPage.url;
  const why =
    st.state === "unreadable"
      ? st.page.format === "pdf"
        ? "it is a PDF without text"
        : "it shows its text only with JavaScript"
      : st.state === "blocked"
        ? st.why
        : `the site is in ${st.language}, whose link texts and addresses the crawler does not know`;
  return {
    dimension: rule.dimension,
    finding:
      st.state === "language"
        ? `The ${rule.name} could not be looked for (${why}); it is not scored as missing.`
        : `The ${rule.name} could not be read (${why}); it is not scored as missing.`,
    source_url: url,
    evidence: "",
    checked_urls: st.state === "language" ? checkedUrls(crawl, rule.kinds) : [url],
    risk_impact: "medium",
    signal: `${rule.signal}_${st.state}`,
    weight: 0,
    polarity: "info",
  };
}

/**
 * The finding for one kind of document: present (quoted), not readable (0 weight), or missing
 * after a real search (when the rule has a `missing` wording); with the document's state.
 */
function documentFinding(
  crawl: CrawlResult,
  readable: CrawledPage[],
  rule: DocumentRule,
  site: LanguageSummary,
): { state: DocumentState; finding?: DimFinding } {
  const { kinds, dimension, signal, found, missing } = rule;
  const st = documentState(crawl, readable, kinds, { code: site.site, coverage: coverageOf(site.site) });
  if (st.state === "read") {
    const { page, quote } = st;
    return {
      state: st,
      finding: {
        dimension,
        finding: found.finding,
        source_url: page.url,
        evidence: quote.text.length <= 300 ? quote.text : quote.text.slice(0, 300).replace(/\s+\S*$/, ""),
        excerpt: excerptFor(quote),
        risk_impact: "low",
        signal,
        weight: found.weight,
        polarity: "strength",
      },
    };
  }
  // Found but not readable: we do not know, so it costs confidence, not score.
  if (st.state !== "missing") return { state: st, finding: notReadFinding(crawl, rule, st) };
  if (!missing) return { state: st };
  return {
    state: st,
    finding: {
      dimension,
      finding: missing.finding,
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, kinds),
      risk_impact: missing.impact,
      signal: `${signal}_missing`,
      weight: missing.weight,
      polarity: "risk",
    },
  };
}

export interface Documents {
  findings: DimFinding[];
  /** The signals of the documents read (privacy.policy, legal.terms, ...). */
  signals: string[];
  /** State per document signal (privacy.policy, legal.terms, ...). */
  states: Map<string, DocumentState>;
}

const PRIVACY_POLICY: DocumentRule = {
  kinds: ["privacy"],
  name: "privacy policy",
  dimension: "privacy_legal",
  signal: "privacy.policy",
  found: { finding: "A privacy policy is published.", weight: -1 },
  missing: { finding: "No privacy policy was found.", weight: 3, impact: "high" },
};
const TERMS: DocumentRule = {
  kinds: ["terms"],
  name: "terms of service",
  dimension: "privacy_legal",
  signal: "legal.terms",
  found: { finding: "Terms of service are published.", weight: -0.5 },
  missing: { finding: "No terms of service were found.", weight: 1.5, impact: "high" },
};
const DPA: DocumentRule = {
  kinds: ["dpa"],
  name: "Data Processing Agreement",
  dimension: "privacy_legal",
  signal: "privacy.dpa_published",
  found: { finding: "A Data Processing Agreement is published.", weight: -1 },
  missing: null,
};
const SUBPROCESSOR_LIST: DocumentRule = {
  kinds: ["subprocessors"],
  name: "sub-processor list",
  dimension: "privacy_legal",
  signal: "privacy.subprocessor_list",
  found: { finding: "A sub-processor list is published.", weight: -0.75 },
  missing: null,
};
const SECURITY_PAGE: DocumentRule = {
  kinds: ["security", "trust"],
  name: "security or trust page",
  dimension: "security",
  signal: "security.page",
  found: { finding: "A security or trust page describes the vendor's controls.", weight: -0.5 },
  missing: { finding: "No security or trust page was found.", weight: 1.5, impact: "high" },
};

/** Findings about the documents a reviewer reads, their states, and the signals of those read. */
export function documentFindings(
  crawl: CrawlResult,
  readable: CrawledPage[],
  hits: ReadonlyMap<string, SignalHit>,
  site: LanguageSummary,
): Documents {
  const findings: DimFinding[] = [];
  const states = new Map<string, DocumentState>();
  const doc = (rule: DocumentRule) => {
    const { state, finding } = documentFinding(crawl, readable, rule, site);
    states.set(rule.signal, state);
    if (finding) findings.push(finding);
    return state;
  };
  doc(PRIVACY_POLICY);
  doc(TERMS);
  // A DPA or sub-processor list is often offered inside the policy or terms: not missing when those could not be read.
  const unread = (...signals: string[]) =>
    signals.some((id) => ["blocked", "unreadable", "language"].includes(states.get(id)?.state ?? ""));
  const dpa = doc(DPA);
  if (dpa.state === "missing" && !hits.has("privacy.dpa_offered") && !unread("privacy.policy", "legal.terms")) {
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
  const sub = doc(SUBPROCESSOR_LIST);
  if (
    sub.state === "missing" &&
    !hits.has("privacy.subprocessors_named") &&
    !unread("privacy.policy", "privacy.dpa_published")
  ) {
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
  doc(SECURITY_PAGE);
  const pricing = pricingPageFindings(crawl, readable, hits, site);
  findings.push(...pricing.findings);
  states.set("pricing.page", pricing.state);
  const signals = [...states]
    .filter(([, st]) => st.state === "read")
    .map(([signal]) => signal)
    .filter((id) => id !== "pricing.page");
  return { findings, signals, states };
}

/** Pricing: a page that could not be read, or neither a page nor a published price. */
function pricingPageFindings(
  crawl: CrawlResult,
  readable: CrawledPage[],
  hits: ReadonlyMap<string, SignalHit>,
  site: LanguageSummary,
): { findings: DimFinding[]; state: DocumentState } {
  const st = documentState(crawl, readable, ["pricing"], { code: site.site, coverage: coverageOf(site.site) });
  const priced = hits.has("pricing.public_prices") || hits.has("pricing.no_paid_plan");
  if (
    (st.state === "unreadable" || st.state === "blocked" || st.state === "language") &&
    !hits.has("pricing.public_prices")
  ) {
    const rule = {
      kinds: ["pricing"],
      name: "pricing page",
      dimension: "pricing",
      signal: "pricing.page",
    } as DocumentRule;
    return { findings: [notReadFinding(crawl, rule, st)], state: st };
  }
  if (st.state === "missing" && !priced) {
    return {
      findings: [
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
      ],
      state: st,
    };
  }
  return { findings: [], state: st };
}
