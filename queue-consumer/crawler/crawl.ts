/**
 * Crawl of one vendor site, bounded in pages, bytes, time and redirects.
 *
 * Rounds, each fetched in parallel under the per-host limit:
 *   1. the main page (the address the user gave), its host's robots.txt (fetch-main-page.ts), and
 *      the home page over http and https as the header grade reads it (observe-home.ts);
 *   2. pages linked from the main page (header, footer, nav), security.txt and the sitemap
 *      (fetch-well-known.ts);
 *   3. pages linked from the legal / security pages of round 2, sitemap entries, and the usual
 *      paths (/privacy, /terms, ...) for kinds still missing;
 *   4. links found in round 3 for kinds still missing.
 * Choosing and fetching candidates: crawl-rounds.ts and fetch-candidate.ts. The main page is
 * fetched even when robots.txt disallows it (a user asked for it, like a browser would); every
 * other URL obeys robots.txt (robots-gate.ts). Pages that need JavaScript are rendered when a
 * browser binding exists (render-shells.ts).
 */
import type { PipelineDeps } from "../analysis-types";
import { pageLanguage } from "../engine/language";
import type { CrawledPage, CrawlResult, PageKind } from "../engine/types";
import { missingKinds, pickCandidates, runRound } from "./crawl-rounds";
import { type CrawlLimits, CrawlState, DEFAULT_LIMITS } from "./crawl-state";
import {
  type Candidate,
  type CandidateContext,
  commonPathCandidates,
  linkCandidates,
  sitemapCandidates,
} from "./discovery";
import { fetchMainPage } from "./fetch-main-page";
import { fetchSecurityTxt, readSitemaps } from "./fetch-well-known";
import { observeHome } from "./observe-home";
import { ShellRenderer } from "./render-shells";
import { ALLOW_ALL, DISALLOW_ALL, disallowsAll } from "./robots";
import { pageKey } from "@core/domain/monitoring/page-text";

export { type CrawlLimits, DEFAULT_LIMITS } from "./crawl-state";
export { MainPageError } from "./fetch-main-page";

/** Pages whose links are followed in rounds 3 and 4. */
const HTML_KINDS_WITH_LINKS: PageKind[] = [
  "legal",
  "privacy",
  "terms",
  "security",
  "trust",
  "dpa",
  "subprocessors",
  "home",
  "faq",
];

/** What a crawl may be asked besides its start address. */
export interface CrawlOptions {
  /**
   * Pages to read again even if nothing links to them now (a monitored vendor's documents of its
   * previous check), so that a page gone from the site is found gone (404) rather than unseen.
   * Read after discovery, beyond the page cap; robots.txt and the time limit still apply.
   */
  revisit?: { url: string; kind: PageKind }[];
}

export async function crawlSite(
  startUrl: string,
  deps: PipelineDeps,
  limits: CrawlLimits = DEFAULT_LIMITS,
  options: CrawlOptions = {},
): Promise<CrawlResult> {
  const s = new CrawlState(deps, limits);

  // ---- Round 1: main page, robots.txt, the home page for the header grade ----
  const start = new URL(startUrl);
  start.hash = "";
  // Fetched now, in parallel with the main page, and read before the first link is followed.
  const robotsStart = s.robots.rulesFor(start.origin);
  const mainPromise = fetchMainPage(s, start);
  const homePromise = observeHome(
    s,
    start,
    mainPromise.then(
      (m) => m.res,
      () => null,
    ),
  );
  const main = await mainPromise;
  const renderer = new ShellRenderer(s);

  try {
    const mainPage = await renderer.renderIfShell(main.read.page, main.res, main.read.shell);
    s.addPage(mainPage);

    // ---- Round 2: links of the main page; security.txt and the sitemap beside it ----
    const mainUrl = new URL(mainPage.url);
    const ctx: CandidateContext = { main: mainUrl, lang: pageLanguage(mainPage) };
    await s.robots.ensure(start.href);
    await s.robots.ensure(mainPage.url);
    const mainRules = s.robots.rulesKnown(mainUrl.origin) ?? ALLOW_ALL;
    const closed = disallowsAll(mainRules);
    if (closed) {
      s.issue(
        `${mainUrl.origin}/robots.txt`,
        "robots",
        `robots.txt of ${mainUrl.hostname} disallows crawling; only the page you asked for was read.`,
      );
    }
    const securityTxtUrl = `${mainUrl.origin}/.well-known/security.txt`;
    let securityTxt: Promise<CrawledPage | undefined> = Promise.resolve(undefined);
    let sitemapUrls: Promise<string[]> = Promise.resolve([]);
    if (!closed) {
      securityTxt = fetchSecurityTxt(s, securityTxtUrl);
      sitemapUrls = readSitemaps(s.client, mainRules, mainUrl, s.allowed);
    }

    const round2 = closed ? [] : pickCandidates(s, linkCandidates(mainPage.links, ctx));
    // Nothing to follow on the main page (a shell, a one-page site): guess the usual paths now.
    if (!closed && round2.length === 0)
      round2.push(
        ...pickCandidates(
          s,
          missingKinds(s).flatMap((k) => commonPathCandidates(k, ctx)),
        ),
      );
    await runRound(s, renderer, round2);

    if (!closed) {
      // ---- Round 3: links of the pages read, sitemap entries, usual paths ----
      const fromPages = s.pages
        .filter((p) => p !== mainPage && HTML_KINDS_WITH_LINKS.includes(p.kind))
        .flatMap((p) => linkCandidates(p.links, ctx));
      const fromSitemap = sitemapCandidates(await sitemapUrls, ctx);
      const round3 = pickCandidates(s, [...fromPages, ...fromSitemap]);
      const pending = new Map<PageKind, number>();
      for (const c of round3) pending.set(c.kind, (pending.get(c.kind) ?? 0) + 1);
      const guesses = missingKinds(s)
        .filter((k) => !pending.get(k))
        .flatMap((k) => commonPathCandidates(k, ctx));
      round3.push(...pickCandidates(s, guesses, pending));
      await runRound(s, renderer, round3);

      // ---- Round 4: only for kinds still missing ----
      const missing = new Set(missingKinds(s));
      const fresh = s.pages.filter(
        (p) => round3.some((c) => c.url === p.requestedUrl) && HTML_KINDS_WITH_LINKS.includes(p.kind),
      );
      const round4 = pickCandidates(
        s,
        fresh.flatMap((p) => linkCandidates(p.links, ctx)).filter((c) => missing.has(c.kind)),
      );
      await runRound(s, renderer, round4);
      await runRound(s, renderer, revisitCandidates(s, options.revisit ?? []));
    }
    const securityTxtPage = await securityTxt;
    if (securityTxtPage) s.pages.push(securityTxtPage);
    await sitemapUrls.catch(() => []);

    const observatory = await homePromise;
    await robotsStart.catch(() => ALLOW_ALL);
    return {
      startUrl: start.href,
      mainPage,
      pages: s.pages,
      attempts: s.attempts,
      observatory,
      robots: {
        url: `${mainUrl.origin}/robots.txt`,
        found: mainRules !== ALLOW_ALL && mainRules !== DISALLOW_ALL,
        disallowsAll: closed,
        disallowed: s.attempts.filter((a) => a.outcome === "robots").map((a) => a.url),
      },
      securityTxtUrl,
      issues: s.issues,
      requests: s.client.requests,
      durationMs: Date.now() - s.started,
      renderedPages: s.renderedPages,
      browserAvailable: !!deps.browser,
    };
  } finally {
    await renderer.close();
  }
}

/** Pages asked to be read again that this crawl has not read or tried (by address, noise parameters aside). */
function revisitCandidates(s: CrawlState, revisit: { url: string; kind: PageKind }[]): Candidate[] {
  const known = new Set([...s.pages.flatMap((p) => [pageKey(p.url), pageKey(p.requestedUrl)])]);
  for (const url of s.triedUrls) known.add(pageKey(url));
  const out: Candidate[] = [];
  for (const r of revisit) {
    const key = pageKey(r.url);
    if (known.has(key)) continue;
    known.add(key);
    out.push({ url: r.url, kind: r.kind, score: 1, via: "revisit" });
  }
  return out;
}
