/**
 * Grounding check used by the corpus tests: every quoted finding must be found again on the
 * cited page, read through the replay server with the crawler's own extractor (rendered with
 * the browser when the report says it was), and every header finding in that page's response.
 */
import type { Analysis } from "@core/contract/analysis";
import { CrawlClient } from "@queue-consumer/crawler/fetcher";
import { applyRendered, readPage } from "@queue-consumer/crawler/read-page";
import { openRenderSession } from "@queue-consumer/crawler/render-page";

export const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

export interface GroundingResult {
  checked: number;
  failures: { url: string; signal?: string; evidence: string }[];
}

export async function checkGrounding(
  analysis: Analysis,
  replayOrigin: string,
  browser?: BrowserRun,
): Promise<GroundingResult> {
  const client = new CrawlClient({ fetch: (i, init) => fetch(i, init), replayOrigin, deadline: Date.now() + 60_000 });
  const rendered = new Set(analysis.crawl?.rendered_pages ?? []);
  const cache = new Map<string, Promise<{ text: string; headers: Record<string, string>; setCookies: string[] }>>();
  const load = (url: string) => {
    let p = cache.get(url);
    if (!p) {
      p = (async () => {
        const res = await client.get(url, { maxBytes: 8_000_000, timeoutMs: 20_000, noRedirect: true });
        if (res.status >= 300) return { text: "", headers: res.headers, setCookies: res.setCookies };
        let page = (await readPage(res, "other", "test", () => new Date())).page;
        if (rendered.has(url) && browser) {
          const session = await openRenderSession(browser, client, () => true);
          try {
            page = applyRendered(
              page,
              (await session.render(url, { body: res.body, contentType: res.contentType }, 20_000)).html,
            );
          } finally {
            await session.close();
          }
        }
        return {
          text: collapse(page.blocks.map((b) => b.text).join("\n")),
          headers: res.headers,
          setCookies: res.setCookies,
        };
      })();
      cache.set(url, p);
    }
    return p;
  };
  const items = [
    ...analysis.pricing_risk.findings,
    ...analysis.privacy_legal_risk.findings,
    ...analysis.security_risk.findings,
    ...analysis.security_risk.certifications.map((c) => ({
      ...c,
      signal: `certification ${c.name}`,
      checked_urls: undefined,
    })),
  ];
  const failures: GroundingResult["failures"] = [];
  let checked = 0;
  for (const f of items) {
    checked++;
    if (f.evidence === "") {
      if (!f.checked_urls?.length)
        failures.push({ url: f.source_url, signal: f.signal, evidence: "(absence without checked_urls)" });
      continue;
    }
    const page = await load(f.source_url);
    const header = /^([a-z0-9-]+): ([\s\S]*)$/.exec(f.evidence);
    const ok =
      f.signal?.startsWith("headers.") && header
        ? header[1] === "set-cookie"
          ? page.setCookies.includes(header[2]!)
          : page.headers[header[1]!] === header[2]
        : page.text.includes(collapse(f.evidence));
    if (!ok) failures.push({ url: f.source_url, signal: f.signal, evidence: f.evidence });
  }
  return { checked, failures };
}
