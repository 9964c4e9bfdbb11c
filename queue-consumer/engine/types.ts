/**
 * The engine's input: what the crawler read from a vendor's site. Plain data, no Response
 * objects, so the engine stays a pure function that tests can feed by hand.
 */
import type { CrawlIssue } from "@core/contract/analysis";
import type { ObservatoryInput } from "./observatory/types";

/** What a page is for. The crawler guesses it from links and URLs; the engine may refine it from the text. */
export type PageKind =
  | "home"
  | "pricing"
  | "privacy"
  | "terms"
  | "dpa"
  | "subprocessors"
  | "security"
  | "trust"
  | "security_txt"
  | "cookies"
  | "ai"
  | "aup"
  | "legal"
  | "status"
  | "faq"
  | "about"
  | "other";

/**
 * Where a block sat on the page. Only "main" blocks can become evidence for a finding:
 * navigation, headers and footers repeat on every page, and consent banners are boilerplate.
 */
export type Region = "main" | "header" | "nav" | "footer" | "aside" | "banner";

export interface TextBlock {
  /** Entity-decoded, whitespace-collapsed text of one block (paragraph, list item, cell, PDF line...). */
  text: string;
  /** The element that ended the block (p, li, td, h2, line, ...). */
  tag: string;
  region: Region;
  /** Text of the nearest heading above the block, when there is one. */
  heading?: string;
  /** Table cells of one row share a row number, so a cell can be read with its neighbours. */
  row?: number;
}

export interface PageLink {
  /** Absolute URL (fragment removed), resolved against the page's original URL. */
  url: string;
  text: string;
  region: Region;
}

export interface PageMeta {
  siteName?: string;
  ogTitle?: string;
  applicationName?: string;
  icon?: string;
  ogImage?: string;
  logo?: string;
  lang?: string;
  canonical?: string;
  /** The response or the document says it is a synthetic stand-in (recorded test corpus). */
  synthetic?: boolean;
}

export type PageFormat = "html" | "pdf" | "text";

export interface CrawledPage {
  /** Final original URL (after redirects); what the report cites. */
  url: string;
  /** The URL that was asked for first. */
  requestedUrl: string;
  /** Every URL of the redirect chain, first to last (includes url when redirected). */
  redirectChain: string[];
  /** Each redirect hop: the URL, its status and its Location header as sent. */
  hops: { url: string; status: number; location: string }[];
  status: number;
  /** Response headers, lower-case names, as received. */
  headers: Record<string, string>;
  /** Each Set-Cookie line separately (Headers joins them otherwise). */
  setCookies: string[];
  contentType: string;
  format: PageFormat;
  kind: PageKind;
  /** How the crawler found it: start, link, sitemap, common-path, well-known, redirect. */
  via: string;
  title?: string;
  blocks: TextBlock[];
  links: PageLink[];
  meta: PageMeta;
  /** True when the text was read from a browser-rendered DOM. */
  rendered: boolean;
  /** True when the byte cap cut the body. */
  truncated: boolean;
  /** The HTML had (almost) no text without JavaScript and could not be rendered. */
  unreadable: boolean;
  bytes: number;
  fetchedAt: string;
  /** CPU spent turning the body into blocks (HTMLRewriter handlers, PDF text), in ms. */
  parseMs: number;
}

/**
 * ok: read. not_found: 404/410. soft_404: a 200 "page not found" (or the home page again).
 * blocked: the site would not show it (bot challenge, 401/403/429, 5xx). failed: network or
 * redirect trouble. refused: an unsafe address. robots: robots.txt disallows it. timeout.
 * unreadable: read, but no text (JavaScript without a browser, PDF without text).
 */
export type AttemptOutcome =
  | "ok"
  | "not_found"
  | "soft_404"
  | "blocked"
  | "failed"
  | "refused"
  | "robots"
  | "timeout"
  | "skipped"
  | "unreadable";

/** Every URL the crawler tried (or decided not to try), for absence findings and the crawl report. */
export interface Attempt {
  url: string;
  /** The kind of page the crawler hoped to find there. */
  kind: PageKind;
  outcome: AttemptOutcome;
  status?: number;
  /** Final URL when it redirected. */
  finalUrl?: string;
  /** The answer was a bot-protection challenge, not the page. */
  challenge?: boolean;
}

export interface CrawlResult {
  /** The URL the user asked for. */
  startUrl: string;
  mainPage: CrawledPage;
  /** Every page read, main page first. */
  pages: CrawledPage[];
  attempts: Attempt[];
  /** The home page as Mozilla's HTTP Observatory reads it (http:// and https://), for the header grade. */
  observatory?: ObservatoryInput;
  /** robots.txt of the main host: whether it was found and whether it shut the crawler out. */
  robots: { url: string; found: boolean; disallowsAll: boolean; disallowed: string[] };
  securityTxtUrl: string;
  issues: CrawlIssue[];
  requests: number;
  durationMs: number;
  renderedPages: string[];
  /** Whether a browser was available to render JavaScript-only pages. */
  browserAvailable: boolean;
}
