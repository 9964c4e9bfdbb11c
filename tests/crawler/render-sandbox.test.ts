/**
 * A hostile page rendered with Browser Rendering (served by the replay server, see
 * support/hostile-site.mjs) tries every way out of the browser: WebSocket, popup, worker,
 * shared worker, service worker, WebRTC, iframe, fetch, beacon, image, all aimed at a canary
 * server on this machine. The page's own requests are intercepted and refused by the
 * public-host check; everything interception cannot see must be refused by the browser. Both
 * what the page itself observed and what reached the canary are checked, and the page's text
 * is still read.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { CrawlClient } from "@queue-consumer/crawler/fetcher";
import { openRenderSession } from "@queue-consumer/crawler/render-page";
import type { Analysis } from "@core/contract/analysis";
import { assertBrowserRendering } from "./support/browser";

const e = env as unknown as { CRAWL_REPLAY_ORIGIN: string; CANARY_ORIGIN: string; BROWSER?: BrowserRun };
const SITE = "https://hostile-widgets.com/";

async function canaryHits(): Promise<{ path: string; upgrade: boolean }[]> {
  return (await fetch(`${e.CANARY_ORIGIN}/__hits`)).json();
}

describe("rendering a hostile page", { tags: ["browser"] }, () => {
  let escapes: Record<string, string>;
  let analysis: Analysis;
  let before: number;
  beforeAll(async () => {
    await assertBrowserRendering(e.BROWSER);
    before = (await canaryHits()).length;

    const client = new CrawlClient({
      fetch: (i, init) => fetch(i, init),
      replayOrigin: e.CRAWL_REPLAY_ORIGIN,
      deadline: Date.now() + 30_000,
    });
    const doc = await client.get(SITE, { maxBytes: 1_000_000, timeoutMs: 5000 });
    const session = await openRenderSession(e.BROWSER!, client, () => true);
    try {
      const { html } = await session.render(SITE, { body: doc.body, contentType: doc.contentType }, 15_000);
      escapes = Object.fromEntries(
        [...html.matchAll(/<li data-escape="([a-z-]+)">([a-z]+)<\/li>/g)].map((m) => [m[1]!, m[2]!]),
      );
    } finally {
      await session.close();
    }
    analysis = await analyzeVendorUrl(SITE, {
      fetch: (i, init) => fetch(i, init),
      replayOrigin: e.CRAWL_REPLAY_ORIGIN,
      browser: e.BROWSER,
      now: () => new Date("2026-11-20T12:00:00Z"),
    });
    // Whatever escaped would arrive within moments of the render.
    await new Promise((r) => setTimeout(r, 1500));
  }, 120_000);

  it("the browser refuses WebSocket, popups, workers, service workers and WebRTC", () => {
    expect(escapes).toMatchObject({
      websocket: "blocked",
      popup: "blocked",
      worker: "blocked",
      "shared-worker": "blocked",
      "service-worker": "blocked",
      webrtc: "blocked",
    });
  });

  it("nothing reaches the network around the crawler", async () => {
    expect((await canaryHits()).slice(before)).toEqual([]);
  });

  it("the page's text is still read", () => {
    expect(analysis.crawl!.rendered_pages).toContain(SITE);
    expect(analysis.vendor_name).toMatch(/Hostile Widgets/);
  });
});
