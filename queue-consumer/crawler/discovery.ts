/**
 * Which pages to read, chosen the way a person looks for them: links in the header, footer and
 * navigation by their text and address, then the sitemap, then the usual paths.
 */
import { getDomain } from "tldts";
import { classifyLink } from "../engine/page-kinds";
import type { PageKind, PageLink } from "../engine/types";

export interface Candidate {
  url: string;
  kind: PageKind;
  score: number;
  via: "link" | "sitemap" | "common-path" | "revisit";
}

/** How many pages of each kind are worth reading. Kinds not listed are not fetched. */
export const KIND_BUDGET: Partial<Record<PageKind, number>> = {
  pricing: 2,
  privacy: 2,
  terms: 2,
  dpa: 1,
  subprocessors: 1,
  security: 2,
  trust: 2,
  ai: 1,
  faq: 1,
  legal: 2,
  aup: 1,
  cookies: 1,
  about: 1,
};

/** Order in which kinds get fetch slots when the page cap is near. */
export const KIND_PRIORITY: PageKind[] = [
  "privacy",
  "terms",
  "pricing",
  "security",
  "trust",
  "dpa",
  "subprocessors",
  "ai",
  "faq",
  "legal",
  "aup",
  "cookies",
  "about",
];

/** Guessed addresses for kinds no link or sitemap revealed. */
export const COMMON_PATHS: Partial<Record<PageKind, string[]>> = {
  pricing: ["/pricing"],
  privacy: ["/privacy", "/privacy-policy"],
  terms: ["/terms", "/legal"],
  security: ["/security", "/trust"],
  dpa: ["/dpa", "/legal/dpa"],
  subprocessors: ["/subprocessors"],
};

/** The usual addresses in the site's own language, tried before the English ones. */
const LOCAL_PATHS: Record<string, Partial<Record<PageKind, string[]>>> = {
  de: { pricing: ["/preise"], privacy: ["/datenschutz"], terms: ["/agb"], security: ["/sicherheit"], dpa: ["/avv"] },
  fr: {
    pricing: ["/tarifs"],
    privacy: ["/confidentialite", "/politique-de-confidentialite"],
    terms: ["/cgu", "/mentions-legales"],
    security: ["/securite"],
  },
  es: {
    pricing: ["/precios"],
    privacy: ["/politica-de-privacidad", "/privacidad"],
    terms: ["/terminos-y-condiciones", "/aviso-legal"],
    security: ["/seguridad"],
  },
};

/**
 * Registrable domain ("site") from the Public Suffix List (tldts): example.co.uk, example.com,
 * and for hosted platforms the customer's own name (acme.vercel.app, not vercel.app).
 */
export function siteOf(host: string): string {
  const h = host.toLowerCase().replace(/\.$/, "");
  return getDomain(h, { allowPrivateDomains: true }) ?? h;
}

/** Hosts of trust-center platforms a vendor may link as its "Trust Center". */
const TRUST_PLATFORMS =
  /(^|\.)(safebase\.io|trust\.page|trustcenter\.vanta\.com|vanta\.com|drata\.com|conveyor\.com|whistic\.com|secureframe\.com|trustcloud\.ai|sprinto\.com|trustarc\.com)$/;

const NOT_CONTENT_HOST =
  /^(app|login|signin|signup|auth|accounts?|console|dashboard|portal|my|id|sso|checkout|billing|api)\./;
/** Asset hosts: followed only when the link text names a policy (some sites keep PDFs and legal pages there). */
const ASSET_HOST = /^(cdn|static|assets|media|images?|files|downloads?)\./;
const ASSET = /\.(png|jpe?g|gif|svg|webp|ico|css|js|mjs|json|xml|zip|gz|mp4|mp3|webm|woff2?|ttf|eot|dmg|exe|apk)$/i;
const NOT_POLICY_PATH =
  /\/(blog|news|press|newsroom|careers|jobs|events?|webinars?|podcasts?|case-stud|customers|stories|community|forum|changelog|releases|tag|category|author)(\/|$)/;
const LOCALE_PREFIX = /^\/([a-z]{2})(?:[-_][a-z]{2})?(\/|$)/i;

export interface CandidateContext {
  /** Final URL of the vendor's main page. */
  main: URL;
  /** Language of the main page (two letters), when known. */
  lang?: string;
}

function hostScore(target: URL, ctx: CandidateContext, kind: PageKind, textMatched: boolean): number | null {
  const host = target.hostname.toLowerCase();
  if (host === ctx.main.hostname.toLowerCase()) return 1;
  if (NOT_CONTENT_HOST.test(host)) return null;
  if (ASSET_HOST.test(host) && !textMatched) return null;
  if (siteOf(host) === siteOf(ctx.main.hostname)) return 0.5;
  if ((kind === "trust" || kind === "security") && TRUST_PLATFORMS.test(host)) return 0.5;
  // Another site: only when the vendor links it as one of its own documents ("Privacy Policy"
  // in its footer), as when legal pages live on a parent company's domain.
  const crossSiteKinds: PageKind[] = [
    "privacy",
    "terms",
    "dpa",
    "subprocessors",
    "trust",
    "security",
    "aup",
    "ai",
    "cookies",
    "legal",
  ];
  if (textMatched && crossSiteKinds.includes(kind)) return -1.5;
  return null;
}

function pathPenalty(u: URL, ctx: CandidateContext): number {
  const path = u.pathname.toLowerCase();
  let p = 0;
  if (NOT_POLICY_PATH.test(path)) p -= 2;
  // Another language's copy of a page (/fr/privacy on an English site, /en/ on a German one... is fine).
  const locale = LOCALE_PREFIX.exec(path)?.[1]?.toLowerCase();
  if (locale && locale !== "en" && locale !== (ctx.lang ?? "en")) p -= 1.5;
  if (path.split("/").filter(Boolean).length > 5) p -= 1;
  if (u.search.length > 60) p -= 1;
  return p;
}

/** Candidates from a page's links. Links in header/nav/footer are where sites put legal pages. */
export function linkCandidates(links: PageLink[], ctx: CandidateContext): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const link of links) {
    let u: URL;
    try {
      u = new URL(link.url);
    } catch {
      continue;
    }
    if (ASSET.test(u.pathname) && !u.pathname.toLowerCase().endsWith(".pdf")) continue;
    const guesses = classifyLink(link.url, link.text);
    const top = guesses[0];
    if (!top || !(top.kind in KIND_BUDGET || top.kind === "security_txt")) continue;
    const textMatched = top.score >= 3;
    const hs = hostScore(u, ctx, top.kind, textMatched);
    if (hs === null) continue;
    const region =
      link.region === "footer" || link.region === "nav" || link.region === "header"
        ? 1
        : link.region === "banner"
          ? -1
          : 0;
    const score = top.score + hs + region + pathPenalty(u, ctx);
    if (score < 2) continue;
    const prev = best.get(u.href);
    if (!prev || prev.score < score) best.set(u.href, { url: u.href, kind: top.kind, score, via: "link" });
  }
  return [...best.values()];
}

/** Candidates from sitemap addresses (no link text: the path must say it). Same site only. */
export function sitemapCandidates(urls: string[], ctx: CandidateContext): Candidate[] {
  const out: Candidate[] = [];
  const mainSite = siteOf(ctx.main.hostname);
  for (const url of urls) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      continue;
    }
    if (siteOf(u.hostname) !== mainSite || NOT_CONTENT_HOST.test(u.hostname) || ASSET_HOST.test(u.hostname)) continue;
    const top = classifyLink(url, "")[0];
    if (!top || !(top.kind in KIND_BUDGET)) continue;
    const score = top.score + (u.hostname === ctx.main.hostname ? 0.5 : 0) + pathPenalty(u, ctx) - 0.5;
    if (score < 1.5) continue;
    out.push({ url: u.href, kind: top.kind, score, via: "sitemap" });
  }
  return out;
}

export function commonPathCandidates(kind: PageKind, ctx: CandidateContext): Candidate[] {
  const local = (ctx.lang && LOCAL_PATHS[ctx.lang]?.[kind]) || [];
  return [...local, ...(COMMON_PATHS[kind] ?? [])].map((path, i) => ({
    url: new URL(path, ctx.main.origin).href,
    kind,
    score: 1 - i * 0.1,
    via: "common-path" as const,
  }));
}
