/**
 * Grounding against what a person sees: every quote of every corpus report must be in the
 * cited page's document.body.innerText in Chromium (scripts run, stylesheets ignored since
 * the corpus records none), not only in our own extractor's text (see render.test.ts for the
 * local browser).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { CrawlClient } from "@queue-consumer/crawler/fetcher";
import { openRenderSession } from "@queue-consumer/crawler/render-page";
import { collapse } from "./support/grounding";

const e = env as unknown as { CRAWL_REPLAY_ORIGIN: string; BROWSER?: BrowserRun };
const labels = Object.values(
  import.meta.glob("../fixtures/corpus/labels/*.json", { eager: true, import: "default" }),
) as {
  slug: string;
  start_url: string;
}[];

describe("quotes are in the browser's innerText", { tags: ["browser"] }, () => {
  for (const { slug, start_url: start } of labels) {
    it(slug, async () => {
      const a = await analyzeVendorUrl(start, {
        fetch: (i, init) => fetch(i, init),
        replayOrigin: e.CRAWL_REPLAY_ORIGIN,
        browser: slug === "pixelpost" ? e.BROWSER : undefined,
        now: () => new Date("2026-11-20T12:00:00Z"),
      });
      const quotes = [
        ...a.pricing_risk.findings,
        ...a.privacy_legal_risk.findings,
        ...a.security_risk.findings,
        ...a.security_risk.certifications,
      ]
        .filter((f) => f.evidence && !("signal" in f && f.signal?.startsWith("headers.")))
        .filter((f) => !/\.(pdf|txt)$/.test(new URL(f.source_url).pathname));
      const client = new CrawlClient({
        fetch: (i, init) => fetch(i, init),
        replayOrigin: e.CRAWL_REPLAY_ORIGIN,
        deadline: Date.now() + 120_000,
      });
      const session = await openRenderSession(e.BROWSER!, client, () => true);
      const texts = new Map<string, string>();
      const missing: string[] = [];
      try {
        for (const q of quotes) {
          if (!texts.has(q.source_url)) {
            const res = await client.get(q.source_url, { maxBytes: 5_000_000, timeoutMs: 20_000 });
            const r = await session.render(q.source_url, { body: res.body, contentType: res.contentType }, 20_000, {
              innerText: true,
            });
            texts.set(q.source_url, collapse(r.innerText ?? ""));
          }
          if (!texts.get(q.source_url)!.includes(collapse(q.evidence))) missing.push(`${q.source_url}: ${q.evidence}`);
        }
      } finally {
        await session.close();
      }
      expect(missing).toEqual([]);
      // A report that read any document quotes it.
      const read = [
        ...a.analyzed_pages.pricing_pages,
        ...a.analyzed_pages.legal_pages,
        ...a.analyzed_pages.security_pages,
      ];
      if (read.some((p) => p.contentLength > 0)) expect(quotes.length).toBeGreaterThan(0);
    }, 180_000);
  }
});
