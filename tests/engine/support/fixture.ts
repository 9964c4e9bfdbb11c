/** Hand-built crawl results for engine tests: the engine is pure, so no network is needed. */
import type { ObservatoryInput } from "@queue-consumer/engine/observatory/types";
import type { CrawledPage, CrawlResult, PageKind, TextBlock } from "@queue-consumer/engine/types";
import { buildSentences, type Sentence } from "@queue-consumer/engine/reading/text";

export function pageOf(
  url: string,
  kind: PageKind,
  paragraphs: (string | Partial<TextBlock>)[],
  extra: Partial<CrawledPage> = {},
): CrawledPage {
  const blocks: TextBlock[] = paragraphs.map((p) =>
    typeof p === "string" ? { text: p, tag: "p", region: "main" } : { tag: "p", region: "main", text: "", ...p },
  );
  return {
    url,
    requestedUrl: url,
    redirectChain: [url],
    hops: [],
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    setCookies: [],
    contentType: "text/html; charset=utf-8",
    format: "html",
    kind,
    via: "link",
    title: undefined,
    blocks,
    links: [],
    meta: {},
    rendered: false,
    truncated: false,
    unreadable: false,
    bytes: 1000,
    fetchedAt: "2026-11-20T12:00:00.000Z",
    parseMs: 0,
    ...extra,
  };
}

export function crawlOf(pages: CrawledPage[], extra: Partial<CrawlResult> = {}): CrawlResult {
  const main = pages[0]!;
  return {
    startUrl: main.url,
    mainPage: main,
    pages,
    attempts: pages.map((p) => ({ url: p.url, kind: p.kind, outcome: "ok" as const, status: 200 })),
    observatory: observatoryOf(main),
    robots: { url: new URL("/robots.txt", main.url).href, found: false, disallowsAll: false, disallowed: [] },
    securityTxtUrl: new URL("/.well-known/security.txt", main.url).href,
    issues: [],
    requests: pages.length,
    durationMs: 100,
    renderedPages: [],
    browserAvailable: false,
    ...extra,
  };
}

/** Sentences of one page made of the given paragraphs. */
export function sentencesOf(kind: PageKind, ...paragraphs: (string | Partial<TextBlock>)[]): Sentence[] {
  return buildSentences([pageOf("https://vendor.example.com/x", kind, paragraphs)], new Set());
}

/**
 * The home page as the header grade reads it: the main page's response over https, and no
 * answer over plain http (so redirection needs no redirect); preload status not known.
 */
export function observatoryOf(main: CrawledPage): ObservatoryInput {
  const host = new URL(main.url).hostname;
  return {
    hostname: host,
    https: {
      startUrl: main.url,
      route: [{ url: main.url, status: main.status, setCookies: main.setCookies }],
      response: { url: main.url, status: main.status, headers: main.headers, setCookies: main.setCookies },
    },
    http: { startUrl: `http://${host}/`, route: [], error: "connection refused" },
    cors: null,
    corsRequestOrigin: null,
    preload: {},
  };
}
