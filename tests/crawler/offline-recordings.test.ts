/**
 * Offline mode crawls the recorded vendor web (the replay server at env.CRAWL_REPLAY_ORIGIN).
 * A vendor nobody recorded is our recording's absence, not the vendor's 404: the analysis says
 * so and names vendors that are recorded. A host recorded only with "www." is reached without.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import vendors from "../fixtures/corpus/vendors.json";

const replayOrigin = (env as unknown as { CRAWL_REPLAY_ORIGIN: string }).CRAWL_REPLAY_ORIGIN;
const now = () => new Date("2026-11-20T12:00:00Z");

describe("offline recordings", () => {
  it("a vendor that is not recorded: 'not in the offline recordings; try one of …', never HTTP 404", async () => {
    const failure = await analyzeVendorUrl("https://openai.com/", {
      fetch: (i, init) => fetch(i, init),
      replayOrigin,
      now,
    }).then(
      () => null,
      (err: Error) => err,
    );
    expect(failure?.message).toMatch(
      /^openai\.com is not in the offline recordings; try one of [a-z0-9.-]+(, [a-z0-9.-]+)+\.$/,
    );
    const named = /try one of (.*)\.$/.exec(failure!.message)![1]!.split(", ");
    const recorded = vendors.map((v) => new URL(v.start_url).host);
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const host of named) expect(recorded).toContain(host);
    expect(failure?.message).not.toMatch(/404|not found/i);
  });

  it("a vendor recorded at www. is analyzed when typed without it", async () => {
    const analysis = await analyzeVendorUrl("https://ledgerloop.com/", {
      fetch: (i, init) => fetch(i, init),
      replayOrigin,
      now,
    });
    expect(analysis.analyzed_pages.main_page?.url).toMatch(/^https:\/\/www\.ledgerloop\.com\//);
  }, 60_000);

  it("online, a site's own 404 is the site's, whatever headers it sends", async () => {
    const site = async () =>
      new Response("<html><body>gone</body></html>", {
        status: 404,
        headers: { "content-type": "text/html", "x-replay-unrecorded": "1", "x-replay-vendors": "evil.example" },
      });
    const failure = await analyzeVendorUrl("https://gone-vendor.com/", { fetch: site, now }).then(
      () => null,
      (err: Error) => err,
    );
    expect(failure?.message).toBe("Could not analyze gone-vendor.com: the page was not found (HTTP 404).");
  });
});
