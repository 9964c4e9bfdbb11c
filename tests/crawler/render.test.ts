/**
 * The rendered path: pixelpost's home and pricing pages are JavaScript shells. With the
 * Browser Rendering binding (locally: the browser found by dev/browser.mjs behind Miniflare)
 * they are rendered, every request of the page goes through the crawler's own fetcher (so
 * through the replay server), and the report says which pages were rendered.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import type { Analysis } from "@core/contract/analysis";
import { assertBrowserRendering } from "./support/browser";
import { checkGrounding } from "./support/grounding";

const e = env as unknown as { CRAWL_REPLAY_ORIGIN: string; BROWSER?: BrowserRun };

describe("pixelpost with Browser Rendering", { tags: ["browser"] }, () => {
  let a: Analysis;
  beforeAll(async () => {
    await assertBrowserRendering(e.BROWSER);
    a = await analyzeVendorUrl("https://pixelpost.app/", {
      fetch: (i, init) => fetch(i, init),
      replayOrigin: e.CRAWL_REPLAY_ORIGIN,
      browser: e.BROWSER,
      now: () => new Date("2026-11-20T12:00:00Z"),
    });
  }, 120_000);

  it("renders the JavaScript pages and says so", () => {
    expect(a.crawl!.rendered_pages).toEqual(
      expect.arrayContaining(["https://pixelpost.app/", "https://pixelpost.app/pricing"]),
    );
    expect(a.analyzed_pages.main_page!.rendered).toBe(true);
    const pricing = a.analyzed_pages.pricing_pages.find((p) => p.url === "https://pixelpost.app/pricing");
    expect(pricing?.rendered).toBe(true);
    expect(pricing!.contentLength).toBeGreaterThan(200);
  });

  it("reads the rendered prices and links", () => {
    const prices = a.pricing_risk.findings.find((f) => f.signal === "pricing.public_prices");
    expect(prices?.source_url).toBe("https://pixelpost.app/pricing");
    expect(
      a.pricing_risk.findings.some(
        (f) => f.signal === "pricing.free_tier" && f.source_url === "https://pixelpost.app/pricing",
      ),
    ).toBe(true);
    expect(a.analyzed_pages.main_page!.linksExtracted).toBeGreaterThan(3);
    expect(a.pricing_risk.level).toMatch(/^(low|medium)$/);
  });

  it("quotes only text the rendered pages show", async () => {
    const g = await checkGrounding(a, e.CRAWL_REPLAY_ORIGIN, e.BROWSER);
    expect(g.failures).toEqual([]);
  }, 120_000);
});
