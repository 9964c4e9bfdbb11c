/**
 * Bench entry (test only): POST /analyze {url, browser?} runs the real pipeline and returns the
 * Analysis with the wall time measured here; POST /page {url} returns a page's visible text
 * (same extractor as the crawler) and raw response headers, for the grounding check.
 */
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { CrawlClient } from "@queue-consumer/crawler/fetcher";
import { applyRendered, readPage } from "@queue-consumer/crawler/read-page";
import { openRenderSession } from "@queue-consumer/crawler/render-page";
import { AnalysisError } from "@queue-consumer/analysis-types";

interface Env {
  CRAWL_REPLAY_ORIGIN: string;
  BROWSER?: Fetcher;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const path = new URL(request.url).pathname;
    const body = (await request.json().catch(() => ({}))) as { url?: string; browser?: boolean; render?: boolean };
    if (path === "/analyze" && body.url) {
      const started = Date.now();
      try {
        const analysis = await analyzeVendorUrl(body.url, {
          fetch: (input, init) => fetch(input, init),
          replayOrigin: env.CRAWL_REPLAY_ORIGIN,
          browser: body.browser === false ? undefined : env.BROWSER,
          now: () => new Date(),
        });
        return Response.json({ ok: true, wall_ms: Date.now() - started, analysis });
      } catch (err) {
        const retryable = err instanceof AnalysisError ? err.retryable : null;
        return Response.json({ ok: false, wall_ms: Date.now() - started, error: String(err), retryable });
      }
    }
    if (path === "/page" && body.url) {
      const client = new CrawlClient({
        fetch: (i, init) => fetch(i, init),
        replayOrigin: env.CRAWL_REPLAY_ORIGIN,
        deadline: Date.now() + 20_000,
      });
      const res = await client.get(body.url, { maxBytes: 8_000_000, timeoutMs: 15_000, noRedirect: true });
      let text = "";
      if (res.status < 300) {
        const read = await readPage(res, "other", "bench", () => new Date());
        let page = read.page;
        if (body.render && env.BROWSER) {
          const session = await openRenderSession(env.BROWSER, client, () => true);
          try {
            page = applyRendered(
              page,
              (await session.render(page.url, { body: res.body, contentType: res.contentType }, 15_000)).html,
            );
          } finally {
            await session.close();
          }
        }
        text = page.blocks.map((b) => b.text).join("\n");
      }
      return Response.json({ status: res.status, headers: res.headers, setCookies: res.setCookies, text });
    }
    return new Response("not found", { status: 404 });
  },
} satisfies ExportedHandler<Env>;
