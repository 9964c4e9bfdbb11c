/**
 * The engine: crawl result in, Analysis out. Pure and deterministic (the clock is passed in);
 * no network, no bindings.
 */
import {
  type Analysis,
  type AnalyzedPage,
  type Certification,
  type Dimension,
  type Finding,
  type InformationGap,
  riskLevel,
} from "../../worker/shared/analysis";
import { certWeight, findCertMentions, isLaw, resolveCertifications } from "./certifications";
import { informationGaps } from "./gaps";
import { evaluateHeaders } from "./headers";
import { type SignalHit, matchSignals } from "./match";
import { LEGAL_KINDS, SECURITY_KINDS } from "./page-kinds";
import { DECISION_WORDS, decide, overallConfidence, overallScore, round1, scoreDimension } from "./scoring";
import { evaluateSecurityTxt } from "./security-txt";
import { PRICING_SIGNALS } from "./signals/pricing";
import { PRIVACY_SIGNALS } from "./signals/privacy";
import type { SignalRule } from "./signals/rule";
import { SECURITY_SIGNALS } from "./signals/security";
import { buildSentences, excerptFor, findBoilerplate, SECTION_HEADING, type Sentence } from "./text";
import type { CrawledPage, CrawlResult, PageKind } from "./types";
import { vendorIdentity, vendorPattern } from "./vendor";

export const ENGINE_VERSION = "rrr-engine 1.0.0";

export const ALL_SIGNALS: SignalRule[] = [...PRICING_SIGNALS, ...PRIVACY_SIGNALS, ...SECURITY_SIGNALS];

export interface EngineOptions {
  now: Date;
}

type DimFinding = Finding & { dimension: Dimension };

function fill(template: string, groups: string[]): string {
  return template.replace(/\$(\d)/g, (_m, n: string) => groups[Number(n) - 1] || groups.find(Boolean) || "");
}

function hitFinding(hit: SignalHit, suppressed: boolean, signals: Set<string>): DimFinding {
  const r = hit.rule;
  const polarity = suppressed ? "info" : r.polarity;
  const qualified = r.qualifiedBy && r.qualifiedBy.signals.some((id) => signals.has(id));
  const wording = suppressed && r.suppressedFinding ? r.suppressedFinding : qualified ? r.qualifiedBy!.finding : r.finding;
  return {
    dimension: r.dimension,
    finding: fill(wording, hit.groups),
    source_url: hit.sentence.page.url,
    evidence: hit.evidence,
    excerpt: hit.excerpt,
    risk_impact: r.impact,
    signal: r.id,
    weight: suppressed ? 0 : r.weight,
    polarity,
  };
}

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

function checkedUrls(crawl: CrawlResult, kinds: PageKind[]): string[] {
  const urls = crawl.attempts.filter((a) => kinds.includes(a.kind)).map((a) => a.url);
  return [...new Set([crawl.mainPage.url, ...urls])];
}

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

export function analyzeCrawl(crawl: CrawlResult, opts: EngineOptions): Analysis {
  const readable = crawl.pages.filter((p) => !p.unreadable);
  const boilerplate = findBoilerplate(readable);
  const sentences = buildSentences(readable, boilerplate);
  const identity = vendorIdentity(crawl.mainPage);
  const hits = matchSignals(ALL_SIGNALS, sentences, { vendor: vendorPattern(identity.name, crawl.mainPage.url) });
  const findings: DimFinding[] = [];
  const signals = new Set<string>(hits.keys());

  // Documents present or absent.
  const byKind = (kinds: PageKind[]) => readable.filter((p) => kinds.includes(p.kind));
  const presence = (
    kinds: PageKind[],
    dimension: Dimension,
    signal: string,
    found: { finding: string; weight: number },
    missing: { finding: string; weight: number; impact: Finding["risk_impact"] } | null,
  ) => {
    const doc = presencePage(byKind(kinds));
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
      findings.push({
        dimension,
        finding: `The ${kinds[0]} page was found but could not be read${unreadable.format === "pdf" ? " (PDF without text)" : " (it needs JavaScript)"}.`,
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
  };

  presence(
    ["privacy"],
    "privacy_legal",
    "privacy.policy",
    { finding: "A privacy policy is published.", weight: -1 },
    {
      finding: "No privacy policy was found.",
      weight: 3,
      impact: "high",
    },
  );
  presence(
    ["terms"],
    "privacy_legal",
    "legal.terms",
    { finding: "Terms of service are published.", weight: -0.5 },
    {
      finding: "No terms of service were found.",
      weight: 1.5,
      impact: "high",
    },
  );
  const dpaPage = presence(
    ["dpa"],
    "privacy_legal",
    "privacy.dpa_published",
    { finding: "A Data Processing Agreement is published.", weight: -1 },
    null,
  );
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
  const subPage = presence(
    ["subprocessors"],
    "privacy_legal",
    "privacy.subprocessor_list",
    { finding: "A sub-processor list is published.", weight: -0.75 },
    null,
  );
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
  presence(
    ["security", "trust"],
    "security",
    "security.page",
    { finding: "A security or trust page describes the vendor's controls.", weight: -0.5 },
    {
      finding: "No security or trust page was found.",
      weight: 1.5,
      impact: "high",
    },
  );
  const pricingPage = byKind(["pricing"])[0];
  const pricingUnreadable = crawl.pages.find((p) => p.kind === "pricing" && p.unreadable);
  if (!pricingPage && pricingUnreadable && !hits.has("pricing.public_prices")) {
    findings.push({
      dimension: "pricing",
      finding: "The pricing page was found but could not be read (it needs JavaScript).",
      source_url: pricingUnreadable.url,
      evidence: "",
      checked_urls: [pricingUnreadable.url],
      risk_impact: "medium",
      signal: "pricing.page_unreadable",
      weight: 0,
      polarity: "info",
    });
  } else if (!pricingPage && !hits.has("pricing.public_prices") && !hits.has("pricing.no_paid_plan")) {
    findings.push({
      dimension: "pricing",
      finding: "No pricing page or published prices were found.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, ["pricing"]),
      risk_impact: "medium",
      signal: "pricing.page_missing",
      weight: 1.5,
      polarity: "risk",
    });
  }

  // Text signals, with suppression ("contact sales" is no risk when prices are public).
  for (const hit of hits.values()) {
    const suppressed = (hit.rule.suppressedBy ?? []).some((id) => signals.has(id));
    findings.push(hitFinding(hit, suppressed, signals));
  }

  // Certifications.
  const certs = resolveCertifications(findCertMentions(sentences));
  let attestation = false;
  const inProgress: string[] = [];
  for (const [name, m] of certs.chosen) {
    const w = certWeight(name);
    const cert = certs.certifications.find((c) => c.name === name)!;
    if (m.status === "attained") {
      if (w.attestation) attestation = true;
      signals.add(`cert.${name}`);
      findings.push({
        dimension: w.dimension,
        finding: isLaw(name) ? `${name}: the vendor states it complies.` : `${name}: the vendor states it is attained.`,
        source_url: cert.source_url,
        evidence: cert.evidence,
        excerpt: cert.excerpt,
        risk_impact: "low",
        signal: `cert.${name}`,
        weight: w.weight,
        polarity: "strength",
      });
    } else {
      if (m.status === "in_progress" && w.attestation) inProgress.push(name);
      findings.push({
        dimension: w.dimension,
        finding:
          m.status === "in_progress"
            ? `${name} is in progress, not attained.`
            : isLaw(name)
              ? `${name} is mentioned without a statement that the vendor complies.`
              : `${name} is mentioned without saying it is attained.`,
        source_url: cert.source_url,
        evidence: cert.evidence,
        excerpt: cert.excerpt,
        risk_impact: "low",
        signal: `cert.${name}.${m.status}`,
        weight: 0,
        polarity: "info",
      });
    }
  }
  const thirdPartyNames = new Set<string>();
  for (const m of certs.thirdParty) {
    if (thirdPartyNames.has(m.name)) continue;
    thirdPartyNames.add(m.name);
    findings.push({
      dimension: "security",
      // Worded so that it never contradicts the vendor's own certification of the same name.
      finding: isLaw(m.name)
        ? `A provider the vendor relies on states ${m.name} compliance; this is not the vendor's own statement.`
        : `A provider the vendor relies on holds ${m.name}; this is not the vendor's own certification.`,
      source_url: m.sentence.page.url,
      evidence: m.sentence.text.length <= 360 ? m.sentence.text : m.sentence.text.slice(Math.max(0, m.start - 150), m.end + 150).trim(),
      excerpt: excerptFor(m.sentence),
      risk_impact: "low",
      signal: `cert.third_party.${m.name}`,
      weight: 0,
      polarity: "info",
    });
  }
  if (attestation) signals.add("cert.attestation");
  else {
    findings.push({
      dimension: "security",
      finding: inProgress.length
        ? `No independent security attestation is attained yet (${inProgress.join(", ")} in progress).`
        : "No independent security attestation (SOC 2, ISO/IEC 27001 or similar) is stated as attained.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, ["security", "trust", "home"]),
      risk_impact: "medium",
      signal: "security.no_attestation",
      weight: 1,
      polarity: "risk",
    });
  }

  // Headers and security.txt.
  const headers = evaluateHeaders(crawl.mainPage, crawl.httpProbe, crawl.startUrl);
  for (const t of headers.tests) findings.push({ ...t.finding, dimension: "security" });
  if (!headers.observed) {
    findings.push({
      dimension: "security",
      finding:
        "The vendor's real response headers could not be observed (the recorded home page is a stand-in), so header checks were not scored.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: [crawl.mainPage.url],
      risk_impact: "low",
      signal: "headers.not_observed",
      weight: 0,
      polarity: "info",
    });
  }
  const stxtPage = crawl.pages.find((p) => p.kind === "security_txt");
  const stxt = evaluateSecurityTxt(stxtPage, crawl.securityTxtUrl, opts.now);
  for (const f of stxt.findings) {
    findings.push({ ...f, dimension: "security" });
    if (f.signal) signals.add(f.signal);
  }

  // Scores.
  const dims: Dimension[] = ["pricing", "privacy_legal", "security"];
  const byDim = Object.fromEntries(dims.map((d) => [d, findings.filter((f) => f.dimension === d)])) as Record<Dimension, DimFinding[]>;
  const scored = Object.fromEntries(dims.map((d) => [d, scoreDimension(d, byDim[d])])) as Record<
    Dimension,
    ReturnType<typeof scoreDimension>
  >;
  // Findings show the weight they actually carry (after diminishing returns).
  for (const d of dims) byDim[d].forEach((f, i) => (f.weight = scored[d].effective[i]));
  const scores = { pricing: scored.pricing.score, privacy_legal: scored.privacy_legal.score, security: scored.security.score };
  const confidence = confidences(crawl, readable, byDim, headers.observed);
  const overall = overallScore(scores);
  const overallConf = overallConfidence(confidence);
  const decision = decide(overall, scores, overallConf);

  const gaps: InformationGap[] = informationGaps({ signals, crawl, inProgressCerts: inProgress, headersObserved: headers.observed });

  const strip = (f: DimFinding): Finding => {
    const { dimension: _d, ...rest } = f;
    return rest;
  };
  const order = (list: DimFinding[]) =>
    [...list]
      .sort((a, b) => polarityRank(a) - polarityRank(b) || (b.weight ?? 0) - (a.weight ?? 0) || a.signal!.localeCompare(b.signal!))
      .map(strip);

  const pages = crawl.pages.filter((p) => p !== crawl.mainPage);
  const certifications: Certification[] = certs.certifications;
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
    pricing_risk: {
      score: scores.pricing,
      level: scored.pricing.level,
      details: details("pricing", scored.pricing, byDim.pricing, confidence.pricing, readable),
      findings: order(byDim.pricing),
      confidence: confidence.pricing,
    },
    privacy_legal_risk: {
      score: scores.privacy_legal,
      level: scored.privacy_legal.level,
      details: details("privacy_legal", scored.privacy_legal, byDim.privacy_legal, confidence.privacy_legal, readable),
      findings: order(byDim.privacy_legal),
      confidence: confidence.privacy_legal,
    },
    security_risk: {
      score: scores.security,
      level: scored.security.level,
      details:
        details("security", scored.security, byDim.security, confidence.security, readable) +
        (headers.observed
          ? ` HTTP headers: Observatory-style grade ${headers.grade} (${headers.score}/100).`
          : " HTTP headers were not observed."),
      findings: order(byDim.security),
      confidence: confidence.security,
      certifications,
    },
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
    engine_version: ENGINE_VERSION,
  };
}

function polarityRank(f: Finding): number {
  return f.polarity === "risk" ? 0 : f.polarity === "strength" ? 1 : 2;
}

const DIMENSION_LABEL: Record<Dimension, string> = { pricing: "Pricing", privacy_legal: "Privacy and legal", security: "Security" };

function confidences(
  crawl: CrawlResult,
  readable: CrawledPage[],
  byDim: Record<Dimension, DimFinding[]>,
  headersObserved: boolean,
): Record<Dimension, number> {
  const has = (kinds: PageKind[]) => readable.some((p) => kinds.includes(p.kind));
  const evidenceCount = (d: Dimension) => byDim[d].filter((f) => f.evidence !== "").length;
  const trouble = (kinds: PageKind[]) =>
    crawl.attempts.filter(
      (a) =>
        kinds.includes(a.kind) &&
        (a.outcome === "unreadable" || a.outcome === "timeout" || a.outcome === "failed" || a.outcome === "robots"),
    ).length;
  const mainUnreadable = crawl.mainPage.unreadable ? 0.15 : 0;
  const closed = crawl.robots.disallowsAll ? 0.25 : 0;
  const clamp = (x: number) => Math.round(Math.min(1, Math.max(0.05, x)) * 100) / 100;
  const pricingDocs =
    (has(["pricing"]) || byDim.pricing.some((f) => f.signal === "pricing.public_prices" || f.signal === "pricing.no_paid_plan")
      ? 0.35
      : 0) + (has(["terms"]) ? 0.2 : 0);
  const privacyDocs = (has(["privacy"]) ? 0.35 : 0) + (has(["terms"]) ? 0.2 : 0) + (has(["dpa", "subprocessors"]) ? 0.1 : 0);
  const securityDocs = (has(["security", "trust"]) ? 0.3 : 0) + (headersObserved ? 0.15 : 0) + 0.05;
  return {
    pricing: clamp(pricingDocs + 0.45 * Math.min(1, evidenceCount("pricing") / 4) - 0.1 * trouble(["pricing"]) - mainUnreadable - closed),
    privacy_legal: clamp(
      privacyDocs + 0.35 * Math.min(1, evidenceCount("privacy_legal") / 6) - 0.1 * trouble([...LEGAL_KINDS]) - mainUnreadable - closed,
    ),
    security: clamp(
      securityDocs + 0.5 * Math.min(1, evidenceCount("security") / 6) - 0.1 * trouble([...SECURITY_KINDS]) - mainUnreadable - closed,
    ),
  };
}

function details(
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
  parts.push(
    `Score = ${s.parts.base} base ${signed(s.parts.risks)} risks ${signed(s.parts.strengths)} strengths (see the findings' weights).`,
  );
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

function signed(x: number): string {
  return x < 0 ? `- ${round1(-x)}` : `+ ${round1(x)}`;
}

function recommendation(
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
  if (gapCount === 1) text += " Ask the vendor the open question listed under information gaps.";
  else if (gapCount) text += ` Ask the vendor the ${gapCount} open questions listed under information gaps.`;
  return text;
}
