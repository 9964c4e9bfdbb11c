/**
 * Files a site publishes for machines, read beside round 2: `/.well-known/security.txt`
 * (RFC 9116) and the sitemap (robots.txt `Sitemap:` lines or `/sitemap.xml`).
 */
import type { CrawledPage } from "../engine/types";
import type { CrawlState } from "./crawl-state";
import { decodeBody } from "./decode";
import { siteOf } from "./discovery";
import { type CrawlClient, FetchFailure } from "./fetcher";
import { bodyFormat, readPage } from "./read-page";
import type { RobotsRules } from "./robots";
import { parseSitemap, rankChildSitemaps } from "./sitemap";

/** security.txt as a page, or undefined when there is none (the attempt says why). */
export async function fetchSecurityTxt(s: CrawlState, url: string): Promise<CrawledPage | undefined> {
  s.triedUrls.add(url);
  if (!s.allowed(new URL(url))) {
    s.attempts.push({ url, kind: "security_txt", outcome: "robots" });
    return undefined;
  }
  try {
    const res = await s.client.get(url, {
      maxBytes: s.limits.maxTextBytes,
      timeoutMs: 5000,
      allowed: s.allowed,
      accept: "text/plain,*/*;q=0.5",
    });
    const fmt = bodyFormat(res);
    if (res.status !== 200 || fmt !== "text") {
      s.attempts.push({
        url,
        kind: "security_txt",
        outcome: res.status === 200 ? "failed" : "not_found",
        status: res.status,
        finalUrl: res.url,
      });
      return undefined;
    }
    const read = await readPage(res, "security_txt", "well-known", s.deps.now);
    read.page.kind = "security_txt";
    s.attempts.push({ url, kind: "security_txt", outcome: "ok", status: res.status, finalUrl: res.url });
    if (s.pageByUrl.has(read.page.url)) return undefined;
    // Listed now (so no round reads it again), added to the pages after the rounds.
    s.pageByUrl.set(read.page.url, read.page);
    return read.page;
  } catch (err) {
    s.attempts.push({
      url,
      kind: "security_txt",
      outcome: err instanceof FetchFailure && err.kind === "timeout" ? "timeout" : "failed",
    });
    return undefined;
  }
}

/** Sitemap URLs: those robots.txt declares for this host (else /sitemap.xml), one index level, 3 files at most. */
export async function readSitemaps(
  client: CrawlClient,
  rules: RobotsRules,
  main: URL,
  allowed: (u: URL) => boolean,
): Promise<string[]> {
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
      const res = await client.get(url, {
        maxBytes: 2_000_000,
        timeoutMs: 5000,
        allowed,
        accept: "application/xml,text/xml,*/*;q=0.5",
      });
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
