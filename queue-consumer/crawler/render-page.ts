/**
 * Browser Rendering for pages whose HTML has no text without JavaScript (single-page-app
 * shells). The only file that imports @cloudflare/puppeteer.
 *
 * Every request the page makes is intercepted and answered by our own Fetcher: the browser
 * never talks to the network itself. That keeps the public-host rules, robots.txt, the time
 * and byte caps and the replay rewrite (tests, benchmark) in force for rendered pages too, and
 * the document itself is served from the HTML we already downloaded. Images, fonts, media and
 * stylesheets are not fetched: they do not change the text.
 *
 * Request interception only sees the page's own requests. What would bypass it is shut off:
 * the document is served under a policy (RENDER_POLICY) that sandboxes it (no popups, no
 * top-level navigation away, no forms) and forbids workers, service workers, frames and
 * WebSocket connections; a script run before the page's own removes the APIs a policy cannot
 * forbid (WebRTC, WebTransport); service workers are bypassed; and any other tab the browser
 * opens anyway is closed at once. tests/crawler/render-sandbox.test.ts serves a hostile page.
 */
import puppeteer, { type Browser, type HTTPRequest, type Target } from "@cloudflare/puppeteer";
import { type CrawlClient, USER_AGENT } from "./fetcher";

export interface RenderedPage {
  html: string;
  /** document.body.innerText, when asked for (what a person sees; used by the grounding tests). */
  innerText?: string;
}

export interface RenderSession {
  render(
    url: string,
    doc: { body: Uint8Array; contentType: string },
    timeoutMs: number,
    opts?: { innerText?: boolean },
  ): Promise<RenderedPage>;
  close(): Promise<void>;
}

const SKIPPED_TYPES = new Set([
  "image",
  "media",
  "font",
  "stylesheet",
  "websocket",
  "eventsource",
  "manifest",
  "texttrack",
  "ping",
  "cspviolationreport",
  "prefetch",
  "other",
]);

/**
 * Content-Security-Policy of the rendered document. `connect-src http: https:` lets fetch and
 * XHR through to interception but matches neither ws: nor wss: (CSP's scheme matching).
 */
export const RENDER_POLICY = [
  "sandbox allow-scripts allow-same-origin",
  "worker-src 'none'",
  "child-src 'none'",
  "frame-src 'none'",
  "connect-src http: https:",
  "object-src 'none'",
  "form-action 'none'",
].join("; ");

/** Runs in every document before its own scripts: removes network APIs a policy cannot forbid. */
function lockDownNetworkApis() {
  const g = globalThis as unknown as Record<string, unknown> & { navigator?: object; open?: unknown };
  for (const name of [
    "WebSocket",
    "WebTransport",
    "RTCPeerConnection",
    "webkitRTCPeerConnection",
    "Worker",
    "SharedWorker",
  ]) {
    try {
      Object.defineProperty(g, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // already locked
    }
  }
  try {
    if (g.navigator) Object.defineProperty(g.navigator, "serviceWorker", { value: undefined, configurable: false });
    Object.defineProperty(g, "open", { value: () => null, writable: false, configurable: false });
  } catch {
    // already locked
  }
}

/** The Browser Rendering binding (env.BROWSER). */
export type BrowserBinding = Parameters<typeof puppeteer.launch>[0];

export async function openRenderSession(
  binding: BrowserBinding | BrowserRun,
  client: CrawlClient,
  allowed: (url: URL) => boolean,
): Promise<RenderSession> {
  const browser: Browser = await puppeteer.launch(binding as BrowserBinding);
  // A tab a page opened (a popup the sandbox missed) is closed as soon as it exists.
  browser.on("targetcreated", (target: Target) => {
    if (target.type() !== "page" || !target.opener()) return;
    void target
      .page()
      .then((p) => p?.close())
      .catch(() => {});
  });
  return {
    async render(url, doc, timeoutMs, opts = {}) {
      const page = await browser.newPage();
      try {
        await page.setUserAgent(USER_AGENT);
        await page.setBypassServiceWorker(true);
        await page.evaluateOnNewDocument(lockDownNetworkApis);
        await page.setRequestInterception(true);
        page.on("request", (req: HTTPRequest) => {
          void answer(req, url, doc, client, allowed);
        });
        await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
        await page.waitForNetworkIdle({ idleTime: 250, timeout: Math.min(3000, timeoutMs) }).catch(() => {});
        const html = await page.content();
        // Runs in the page (where `document` exists); the Worker's types have no DOM.
        const innerText = opts.innerText
          ? await page.evaluate(
              () =>
                (globalThis as unknown as { document: { body?: { innerText: string } } }).document.body?.innerText ??
                "",
            )
          : undefined;
        return { html, innerText };
      } finally {
        await page.close().catch(() => {});
      }
    },
    async close() {
      await browser.close().catch(() => {});
    },
  };
}

async function answer(
  req: HTTPRequest,
  documentUrl: string,
  doc: { body: Uint8Array; contentType: string },
  client: CrawlClient,
  allowed: (url: URL) => boolean,
) {
  try {
    const url = req.url();
    if (url === documentUrl && req.isNavigationRequest()) {
      await req.respond({
        status: 200,
        contentType: doc.contentType || "text/html; charset=utf-8",
        headers: { "content-security-policy": RENDER_POLICY },
        body: doc.body,
      });
      return;
    }
    if (req.method() !== "GET" || SKIPPED_TYPES.has(req.resourceType()) || !/^https?:/.test(url)) {
      await req.abort();
      return;
    }
    const res = await client.get(url, { maxBytes: 2_000_000, timeoutMs: 5000, allowed });
    await req.respond({
      status: res.status,
      contentType: res.contentType || "application/octet-stream",
      headers: { "access-control-allow-origin": "*" },
      body: res.body,
    });
  } catch {
    await req.abort().catch(() => {});
  }
}

/** Whether a browser can be started through this binding (false, with the reason, when not). */
export async function probeBrowser(
  binding: BrowserBinding | BrowserRun | undefined,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!binding) return { ok: false, reason: "no Browser Rendering binding" };
  try {
    const browser = await puppeteer.launch(binding as BrowserBinding);
    await browser.close();
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: String(err).slice(0, 300) };
  }
}
