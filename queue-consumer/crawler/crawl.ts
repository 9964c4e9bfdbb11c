/**
 * Crawl of one vendor site, bounded in pages, bytes, time and redirects.
 *
 * Rounds, each fetched in parallel under the per-host limit:
 *   1. the main page (the address the user gave), its host's robots.txt, and a plain-http probe;
 *   2. pages linked from the main page (header, footer, nav), security.txt and the sitemap;
 *   3. pages linked from the legal / security pages of round 2, sitemap entries, and the usual
 *      paths (/privacy, /terms, ...) for kinds still missing;
 *   4. links found in round 3 for kinds still missing.
 * The main page is fetched even when robots.txt disallows it (a user asked for it, like a browser
 * would); every other URL obeys robots.txt. Pages that need JavaScript are rendered when a
 * browser binding exists.
 */
import type { CrawlIssue } from "../../worker/shared/analysis";
import type { PipelineDeps } from "../pipeline";
import type { Attempt, CrawledPage, CrawlResult, HttpProbe, PageKind } from "../engine/types";
import {
  type Candidate,
  type CandidateContext,
  COMMON_PATHS,
  commonPathCandidates,
  KIND_BUDGET,
  KIND_PRIORITY,
  linkCandidates,
  siteOf,
  sitemapCandidates,
} from "./discovery";
import { CrawlClient, FetchFailure, type FetchedResponse, ROBOTS_TOKEN } from "./fetcher";
import { Limiter } from "./limiter";
import { applyRendered, bodyFormat, readPage } from "./read-page";
import { openRenderSession, type RenderSession } from "./render-page";
import { ALLOW_ALL, DISALLOW_ALL, disallowsAll, isAllowed, parseRobots, type RobotsRules } from "./robots";
import { parseSitemap, rankChildSitemaps } from "./sitemap";
import { decodeBody } from "./decode";

export interface CrawlLimits {
  /** Content pages fetched per analysis (robots, sitemap, security.txt not counted). */
  maxPages: number;
  maxHtmlBytes: number;
  maxPdfBytes: number;
  maxTextBytes: number;
  mainTimeoutMs: number;
  pageTimeoutMs: number;
  /** Whole crawl, rendering included. */
  totalMs: number;
  maxRenders: number;
  renderTimeoutMs: number;
  /** Concurrency: all hosts together, and per host. */
  globalConcurrency: number;
  hostConcurrency: number;
}

export const DEFAULT_LIMITS: CrawlLimits = {
  maxPages: 24,
  maxHtmlBytes: 3_000_000,
  maxPdfBytes: 8_000_000,
  maxTextBytes: 512_000,
  mainTimeoutMs: 10_000,
  pageTimeoutMs: 8_000,
  totalMs: 20_000,
  maxRenders: 3,
  renderTimeoutMs: 12_000,
  globalConcurrency: 6,
  hostConcurrency: 6,
};

/** The main page could not be analyzed at all. */
export class MainPageError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "MainPageError";
  }
}

/** Page kinds whose absence or failure changes the analysis. */
const IMPORTANT_KINDS: PageKind[] = ["pricing", "privacy", "terms", "dpa", "subprocessors", "security", "trust"];

const HTML_KINDS_WITH_LINKS: PageKind[] = ["legal", "privacy", "terms", "security", "trust", "dpa", "subprocessors", "home", "faq"];

function hostName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export async function crawlSite(startUrl: string, deps: PipelineDeps, limits: CrawlLimits = DEFAULT_LIMITS): Promise<CrawlResult> {
  const started = Date.now();
  const deadline = started + limits.totalMs;
  const client = new CrawlClient({
    fetch: deps.fetch,
    replayOrigin: deps.replayOrigin,
    deadline,
    limiter: new Limiter(limits.globalConcurrency, limits.hostConcurrency),
  });
  const issues: CrawlIssue[] = [];
  const attempts: Attempt[] = [];
  const pages: CrawledPage[] = [];
  const pageByUrl = new Map<string, CrawledPage>();
  const triedUrls = new Set<string>();
  const renderedPages: string[] = [];
  const issue = (url: string, kind: string, message: string) => {
    if (!issues.some((i) => i.url === url && i.kind === kind)) issues.push({ url, kind, message });
  };

  // robots.txt per origin, fetched once.
  const robotsCache = new Map<string, Promise<RobotsRules>>();
  const robotsFor = (origin: string): Promise<RobotsRules> => {
    let p = robotsCache.get(origin);
    if (!p) {
      p = (async () => {
        const url = `${origin}/robots.txt`;
        try {
          const res = await client.get(url, { maxBytes: limits.maxTextBytes, timeoutMs: 5000, accept: "text/plain,*/*;q=0.5" });
          if (res.status >= 200 && res.status < 300) return parseRobots(decodeBody(res.body, res.contentType).text, ROBOTS_TOKEN);
          if (res.status >= 500) {
            issue(
              url,
              "robots",
              `robots.txt answered HTTP ${res.status}; by the robots.txt standard the site is treated as closed to crawlers.`,
            );
            return DISALLOW_ALL;
          }
          return ALLOW_ALL;
        } catch (err) {
          if (err instanceof FetchFailure && err.kind === "refused") return ALLOW_ALL;
          issue(
            url,
            "robots",
            `robots.txt could not be read (${err instanceof Error ? err.message : "error"}); by the robots.txt standard the site is treated as closed to crawlers.`,
          );
          return DISALLOW_ALL;
        }
      })();
      robotsCache.set(origin, p);
    }
    return p;
  };
  const robotsKnown = new Map<string, RobotsRules>();
  const allowed = (u: URL) => {
    const rules = robotsKnown.get(u.origin);
    return rules ? isAllowed(rules, u) : true;
  };
  const ensureRobots = async (url: string) => {
    const origin = new URL(url).origin;
    if (!robotsKnown.has(origin)) robotsKnown.set(origin, await robotsFor(origin));
  };

  // ---- Round 1: main page, robots.txt, http probe ----
  const start = new URL(startUrl);
  start.hash = "";
  const probeUrl = start.protocol === "https:" ? `http://${start.host}/` : null;
  // Fetched now, in parallel with the main page, and read before the first link is followed.
  const robotsStart = robotsFor(start.origin);
  const probePromise: Promise<HttpProbe | undefined> = probeUrl
    ? client
        .get(probeUrl, { maxBytes: 64_000, timeoutMs: 5000, noRedirect: true })
        .then((r) => ({ url: probeUrl, status: r.status, location: r.headers["location"], headers: r.headers }))
        .catch((err: unknown) => ({ url: probeUrl, error: err instanceof Error ? err.message : String(err) }))
    : Promise.resolve(undefined);

  let mainRes: FetchedResponse;
  try {
    mainRes = await client.get(start.href, { maxBytes: limits.maxHtmlBytes, timeoutMs: limits.mainTimeoutMs });
  } catch (err) {
    throw mainFailure(err, start);
  }
  const host = start.hostname;
  if (mainRes.status >= 400) {
    const retryable = mainRes.status >= 500 || mainRes.status === 429 || mainRes.status === 408;
    const what =
      mainRes.status === 404 || mainRes.status === 410
        ? "the page was not found"
        : mainRes.status === 401 || mainRes.status === 403
          ? "access was refused"
          : mainRes.status === 429
            ? "too many requests were made"
            : retryable
              ? "the server reported an error"
              : "the request was rejected";
    throw new MainPageError(`Could not analyze ${host}: ${what} (HTTP ${mainRes.status}).`, retryable);
  }
  if (mainRes.status >= 300) {
    throw new MainPageError(
      `Could not analyze ${host}: it answered with a redirect (HTTP ${mainRes.status}) without a usable address.`,
      false,
    );
  }
  const fmt = bodyFormat(mainRes);
  if (fmt !== "html") {
    const ct = mainRes.contentType.split(";")[0] || "an unknown type";
    throw new MainPageError(`Could not analyze ${host}: the address is not a web page (it serves ${ct}).`, false);
  }
  const mainRead = await readPage(mainRes, "home", "start", deps.now);
  let mainPage = mainRead.page;
  for (const note of mainRead.notes) issue(mainPage.url, "decoding", `${mainPage.url}: ${note}.`);
  if (mainRes.truncated)
    issue(mainPage.url, "truncated", `${mainPage.url} is larger than ${mb(limits.maxHtmlBytes)}; only the first part was read.`);
  attempts.push({ url: start.href, kind: "home", outcome: "ok", status: mainRes.status, finalUrl: mainRes.url });
  for (const hopUrl of mainRes.chain) triedUrls.add(hopUrl);

  // Rendering: one browser session for the whole crawl, opened on first need.
  let session: RenderSession | null = null;
  let sessionFailed = false;
  let renders = 0;
  const renderIfShell = async (page: CrawledPage, res: FetchedResponse, shell: boolean): Promise<CrawledPage> => {
    if (!shell) return page;
    if (!deps.browser) {
      issue(
        page.url,
        "unreadable",
        `${page.url} shows its text only with JavaScript and no browser was available, so it could not be read.`,
      );
      return page;
    }
    if (renders >= limits.maxRenders || sessionFailed || Date.now() + 2000 > deadline) {
      issue(page.url, "unreadable", `${page.url} needs JavaScript; the rendering budget was used up, so it could not be read.`);
      return page;
    }
    renders++;
    try {
      session ??= await openRenderSession(deps.browser, client, allowed);
      const timeout = Math.min(limits.renderTimeoutMs, deadline - Date.now());
      const rendered = await withTimeout(
        session.render(page.url, { body: res.body, contentType: res.contentType }, timeout),
        timeout + 1000,
      );
      const next = applyRendered(page, rendered.html);
      renderedPages.push(page.url);
      if (next.unreadable) issue(page.url, "unreadable", `${page.url} showed no text even after rendering.`);
      return next;
    } catch (err) {
      if (!session) sessionFailed = true;
      issue(
        page.url,
        "unreadable",
        `${page.url} needs JavaScript and rendering it failed (${err instanceof Error ? err.message.slice(0, 120) : "error"}).`,
      );
      return page;
    }
  };

  try {
    mainPage = await renderIfShell(mainPage, mainRes, mainRead.shell);
    pages.push(mainPage);
    pageByUrl.set(mainPage.url, mainPage);

    // ---- Round 2 ----
    const mainUrl = new URL(mainPage.url);
    const ctx: CandidateContext = { main: mainUrl };
    await ensureRobots(start.href);
    await ensureRobots(mainPage.url);
    const mainRules = robotsKnown.get(mainUrl.origin) ?? ALLOW_ALL;
    const closed = disallowsAll(mainRules);
    if (closed) {
      issue(
        `${mainUrl.origin}/robots.txt`,
        "robots",
        `robots.txt of ${mainUrl.hostname} disallows crawling; only the page you asked for was read.`,
      );
    }

    const taken = new Map<PageKind, number>();
    let pageSlots = limits.maxPages;
    const fetchCandidate = async (c: Candidate): Promise<void> => {
      if (triedUrls.has(c.url)) return;
      triedUrls.add(c.url);
      const u = new URL(c.url);
      await ensureRobots(c.url);
      if (!allowed(u)) {
        attempts.push({ url: c.url, kind: c.kind, outcome: "robots" });
        issue(c.url, "robots", `${c.url} was not read: robots.txt disallows it.`);
        return;
      }
      let res: FetchedResponse;
      try {
        const maxBytes = /\.pdf$/i.test(u.pathname) ? limits.maxPdfBytes : limits.maxHtmlBytes;
        res = await client.get(c.url, { maxBytes, timeoutMs: limits.pageTimeoutMs, allowed });
      } catch (err) {
        const f = err instanceof FetchFailure ? err : null;
        const outcome =
          f?.kind === "robots"
            ? "robots"
            : f?.kind === "refused"
              ? "refused"
              : f?.kind === "timeout" || f?.kind === "deadline"
                ? "timeout"
                : "failed";
        attempts.push({ url: c.url, kind: c.kind, outcome });
        issue(f?.url ?? c.url, outcome === "failed" ? "failed" : outcome, f?.message ?? `${c.url} could not be fetched.`);
        return;
      }
      for (const hopUrl of res.chain) triedUrls.add(hopUrl);
      if (res.status >= 400) {
        const gone = res.status === 404 || res.status === 410;
        attempts.push({ url: c.url, kind: c.kind, outcome: gone ? "not_found" : "failed", status: res.status, finalUrl: res.url });
        // Guessed paths are expected to miss; a broken link to a policy page is worth reporting.
        if (c.via !== "common-path" && (!gone || IMPORTANT_KINDS.includes(c.kind))) {
          issue(res.url, "failed", `${res.url} (linked as a ${c.kind.replace("_", " ")} page) answered HTTP ${res.status}.`);
        }
        return;
      }
      if (res.status >= 300) {
        attempts.push({ url: c.url, kind: c.kind, outcome: "failed", status: res.status, finalUrl: res.url });
        return;
      }
      if (pageByUrl.has(res.url)) {
        attempts.push({ url: c.url, kind: c.kind, outcome: "ok", status: res.status, finalUrl: res.url });
        return;
      }
      const format = bodyFormat(res);
      if (format === "unsupported") {
        attempts.push({ url: c.url, kind: c.kind, outcome: "failed", status: res.status, finalUrl: res.url });
        issue(
          res.url,
          "unreadable",
          `${res.url} is not a web page or PDF (${res.contentType.split(";")[0] || "unknown type"}); it was not read.`,
        );
        return;
      }
      const read = await readPage(res, c.kind, c.via, deps.now);
      for (const note of read.notes) issue(res.url, "decoding", `${res.url}: ${note}.`);
      if (res.truncated)
        issue(
          res.url,
          "truncated",
          `${res.url} is larger than ${mb(format === "pdf" ? limits.maxPdfBytes : limits.maxHtmlBytes)}; only the first part was read.`,
        );
      const page = await renderIfShell(read.page, res, read.shell);
      if (pageByUrl.has(page.url)) return;
      attempts.push({ url: c.url, kind: c.kind, outcome: page.unreadable ? "unreadable" : "ok", status: res.status, finalUrl: res.url });
      pages.push(page);
      pageByUrl.set(page.url, page);
      taken.set(page.kind, (taken.get(page.kind) ?? 0) + 1);
    };

    /** Picks candidates within the kind budgets and the page cap, best first. */
    const pick = (cands: Candidate[], pending = new Map<PageKind, number>()): Candidate[] => {
      const byUrl = new Map<string, Candidate>();
      for (const c of cands) {
        if (triedUrls.has(c.url) || pageByUrl.has(c.url)) continue;
        const prev = byUrl.get(c.url);
        if (!prev || prev.score < c.score) byUrl.set(c.url, c);
      }
      const sorted = [...byUrl.values()].sort(
        (a, b) => b.score - a.score || KIND_PRIORITY.indexOf(a.kind) - KIND_PRIORITY.indexOf(b.kind) || a.url.localeCompare(b.url),
      );
      const chosen: Candidate[] = [];
      for (const kind of KIND_PRIORITY) {
        const budget = KIND_BUDGET[kind] ?? 0;
        for (const c of sorted) {
          if (c.kind !== kind) continue;
          const used = (taken.get(kind) ?? 0) + (pending.get(kind) ?? 0);
          if (used >= budget || pageSlots <= 0) break;
          chosen.push(c);
          pending.set(kind, (pending.get(kind) ?? 0) + 1);
          pageSlots--;
        }
      }
      return chosen;
    };

    const runRound = async (cands: Candidate[]) => {
      if (Date.now() >= deadline) {
        for (const c of cands) {
          attempts.push({ url: c.url, kind: c.kind, outcome: "timeout" });
          issue(c.url, "timeout", `${c.url} was not read: the ${limits.totalMs / 1000} s crawl time limit was reached.`);
        }
        return;
      }
      const before = pages.length;
      await Promise.all(cands.map((c) => fetchCandidate(c)));
      // Pages arrive in the order the network answers; keep them in the order they were chosen,
      // so that the same site always gives the same report.
      const rank = new Map(cands.map((c, i) => [c.url, i]));
      const added = pages
        .splice(before)
        .sort((a, b) => (rank.get(a.requestedUrl) ?? cands.length) - (rank.get(b.requestedUrl) ?? cands.length));
      pages.push(...added);
    };

    const missingKinds = () =>
      (Object.keys(COMMON_PATHS) as PageKind[]).filter((k) => !(taken.get(k) ?? 0) && !(k === "security" && (taken.get("trust") ?? 0)));

    let securityTxt: Promise<void> = Promise.resolve();
    let securityTxtPage: CrawledPage | undefined;
    let sitemapUrls: Promise<string[]> = Promise.resolve([]);
    const securityTxtUrl = `${mainUrl.origin}/.well-known/security.txt`;
    if (!closed) {
      securityTxt = (async () => {
        triedUrls.add(securityTxtUrl);
        if (!allowed(new URL(securityTxtUrl))) {
          attempts.push({ url: securityTxtUrl, kind: "security_txt", outcome: "robots" });
          return;
        }
        try {
          const res = await client.get(securityTxtUrl, {
            maxBytes: limits.maxTextBytes,
            timeoutMs: 5000,
            allowed,
            accept: "text/plain,*/*;q=0.5",
          });
          const fmt = bodyFormat(res);
          if (res.status !== 200 || fmt !== "text") {
            attempts.push({
              url: securityTxtUrl,
              kind: "security_txt",
              outcome: res.status === 200 ? "failed" : "not_found",
              status: res.status,
              finalUrl: res.url,
            });
            return;
          }
          const read = await readPage(res, "security_txt", "well-known", deps.now);
          read.page.kind = "security_txt";
          attempts.push({ url: securityTxtUrl, kind: "security_txt", outcome: "ok", status: res.status, finalUrl: res.url });
          if (!pageByUrl.has(read.page.url)) {
            // Added after the rounds (see below), not whenever it arrives.
            securityTxtPage = read.page;
            pageByUrl.set(read.page.url, read.page);
          }
        } catch (err) {
          attempts.push({
            url: securityTxtUrl,
            kind: "security_txt",
            outcome: err instanceof FetchFailure && err.kind === "timeout" ? "timeout" : "failed",
          });
        }
      })();
      sitemapUrls = readSitemaps(client, mainRules, mainUrl, allowed);
    }

    const round2 = closed ? [] : pick(linkCandidates(mainPage.links, ctx));
    // Nothing to follow on the main page (a shell, a one-page site): guess the usual paths now.
    if (!closed && round2.length === 0) round2.push(...pick(missingKinds().flatMap((k) => commonPathCandidates(k, ctx))));
    await runRound(round2);

    if (!closed) {
      // ---- Round 3 ----
      const fromPages = pages
        .filter((p) => p !== mainPage && HTML_KINDS_WITH_LINKS.includes(p.kind))
        .flatMap((p) => linkCandidates(p.links, ctx));
      const fromSitemap = sitemapCandidates(await sitemapUrls, ctx);
      const round3 = pick([...fromPages, ...fromSitemap]);
      const pending = new Map<PageKind, number>();
      for (const c of round3) pending.set(c.kind, (pending.get(c.kind) ?? 0) + 1);
      const guesses = missingKinds()
        .filter((k) => !pending.get(k))
        .flatMap((k) => commonPathCandidates(k, ctx));
      round3.push(...pick(guesses, pending));
      await runRound(round3);

      // ---- Round 4: only for kinds still missing ----
      const missing = new Set(missingKinds());
      const fresh = pages.filter((p) => round3.some((c) => c.url === p.requestedUrl) && HTML_KINDS_WITH_LINKS.includes(p.kind));
      const round4 = pick(fresh.flatMap((p) => linkCandidates(p.links, ctx)).filter((c) => missing.has(c.kind)));
      await runRound(round4);
    }
    await securityTxt;
    if (securityTxtPage) pages.push(securityTxtPage);
    await sitemapUrls.catch(() => []);

    const probe = await probePromise;
    const robotsRules = mainRules;
    await robotsStart.catch(() => ALLOW_ALL);
    return {
      startUrl: start.href,
      mainPage,
      pages,
      attempts,
      httpProbe: probe,
      robots: {
        url: `${mainUrl.origin}/robots.txt`,
        found: robotsRules !== ALLOW_ALL && robotsRules !== DISALLOW_ALL,
        disallowsAll: closed,
        disallowed: attempts.filter((a) => a.outcome === "robots").map((a) => a.url),
      },
      securityTxtUrl,
      issues,
      requests: client.requests,
      durationMs: Date.now() - started,
      renderedPages,
      browserAvailable: !!deps.browser,
    };
  } finally {
    const s = session as RenderSession | null;
    if (s) await s.close();
  }
}

/** Sitemap URLs: those robots.txt declares for this host (else /sitemap.xml), one index level, 3 files at most. */
async function readSitemaps(client: CrawlClient, rules: RobotsRules, main: URL, allowed: (u: URL) => boolean): Promise<string[]> {
  const site = siteOf(main.hostname);
  const declared = rules.sitemaps.filter((s) => {
    try {
      return siteOf(new URL(s).hostname) === site;
    } catch {
      return false;
    }
  });
  const queue = declared.length ? declared.slice(0, 2) : [`${main.origin}/sitemap.xml`];
  const urls: string[] = [];
  let fetched = 0;
  while (queue.length && fetched < 3) {
    const url = queue.shift()!;
    fetched++;
    try {
      if (!allowed(new URL(url))) continue;
      const res = await client.get(url, { maxBytes: 2_000_000, timeoutMs: 5000, allowed, accept: "application/xml,text/xml,*/*;q=0.5" });
      if (res.status !== 200) continue;
      const sm = parseSitemap(decodeBody(res.body, res.contentType).text);
      urls.push(...sm.urls);
      queue.push(...rankChildSitemaps(sm.sitemaps).slice(0, 2));
    } catch {
      // A missing or broken sitemap only means fewer candidates.
    }
  }
  return urls;
}

function mainFailure(err: unknown, start: URL): MainPageError {
  const host = start.hostname;
  if (!(err instanceof FetchFailure)) {
    return new MainPageError(`Could not reach ${host}: ${err instanceof Error ? err.message : "unknown error"}.`, true);
  }
  switch (err.kind) {
    case "refused":
      return new MainPageError(
        err.chain.length
          ? `Could not analyze ${host}: it redirects to ${hostName(err.url)}, an address we do not visit (private, local or otherwise unsafe).`
          : `Could not analyze ${host}: ${err.message}`,
        false,
      );
    case "redirect_loop":
      return new MainPageError(`Could not analyze ${host}: its pages redirect in a loop.`, false);
    case "too_many_redirects":
      return new MainPageError(`Could not analyze ${host}: it redirects more than 5 times.`, false);
    case "timeout":
    case "deadline":
      return new MainPageError(`Could not reach ${host}: the connection timed out.`, true);
    default:
      return new MainPageError(`Could not reach ${host}: ${err.message.replace(/^.*\((.*)\)\.?$/, "$1")}.`, true);
  }
}

function mb(bytes: number): string {
  return `${Math.round(bytes / 100_000) / 10} MB`;
}

async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), Math.max(1, ms));
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
