/**
 * HTML to PDF with Browser Rendering (env.BROWSER). The only file of the web Worker that imports
 * @cloudflare/puppeteer. The page gets the document with setContent: no navigation, scripts
 * off, and every request the document would make refused, so rendering never reaches the
 * network and needs no session.
 */
import puppeteer, { type HTTPRequest } from "@cloudflare/puppeteer";

export type RenderPdf = (html: string) => Promise<Uint8Array>;

const RENDER_TIMEOUT_MS = 20_000;

export function browserPdfRenderer(binding: BrowserRun | Fetcher): RenderPdf {
  return async (html) => {
    const browser = await puppeteer.launch(binding as Parameters<typeof puppeteer.launch>[0]);
    try {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on("request", (req: HTTPRequest) => {
        // Only the document itself; links are for the reader, not for the renderer.
        if (req.url().startsWith("data:") || req.url() === "about:blank") void req.continue().catch(() => {});
        else void req.abort().catch(() => {});
      });
      await page.setContent(html, { waitUntil: "load", timeout: RENDER_TIMEOUT_MS });
      const pdf = await page.pdf({ format: "A4", printBackground: true, timeout: RENDER_TIMEOUT_MS });
      return new Uint8Array(pdf);
    } finally {
      await browser.close().catch(() => {});
    }
  };
}
