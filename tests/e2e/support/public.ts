import type { Page, Request, Route } from "playwright-core";
import type { Analysis } from "@core/contract/analysis";
import type { PageViewRequest } from "@core/contract/api";
import { nextFrames, SCREENSHOTS, screenshot } from "./browser";

/** Screenshot names of the public-site tests: tests/artifacts/public-<name>-<width>.png */
export async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  // Toasts are transient; hide them so full-page screenshots show the page itself.
  await page.addStyleTag({ content: '[data-testid="toast"]{display:none !important}' });
  // From the top, so the sticky header is drawn where it belongs in a full-page image.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await nextFrames(page);
  await screenshot(page, `public-${name}-${width}`);
}

/**
 * Waits until the live app has replaced a page that arrived drawn (the landing and legal pages,
 * see worker/site/pages.ts). The app of a drawn page loads at the visitor's first sign of
 * activity (web/src/boot.ts): a pointer moving is one.
 */
export async function waitForLiveApp(page: Page) {
  await page.mouse.move(2, 2);
  await page.waitForFunction(
    () => !document.querySelector("[data-prerendered]") && !!document.getElementById("root")?.firstElementChild,
  );
}

/** Collects the page views the SPA sends (the request bodies). */
export function recordPageViews(page: Page): PageViewRequest[] {
  const views: PageViewRequest[] = [];
  page.on("request", (req: Request) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/page-views") {
      views.push(JSON.parse(req.postData() ?? "{}") as PageViewRequest);
    }
  });
  return views;
}

/** Waits until a page view matching `match` was sent and answered with 204. */
export async function waitForPageView(page: Page, match: (v: PageViewRequest) => boolean, timeout = 10_000) {
  const res = await page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      new URL(r.url()).pathname === "/api/page-views" &&
      match(JSON.parse(r.request().postData() ?? "{}") as PageViewRequest),
    { timeout },
  );
  return { status: res.status(), body: JSON.parse(res.request().postData() ?? "{}") as PageViewRequest };
}

/** Answers POST /api/analyze with an error envelope, as the server would. */
export async function answerAnalyzeWith(page: Page, status: number, body: unknown) {
  await page.route("**/api/analyze", (route: Route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  );
}

/** A complete cached analysis for tests that only need the report screen. */
export function cannedAnalysis(host: string, score = 2): Analysis {
  const url = `https://${host}/`;
  return {
    url,
    vendor_name: host
      .replace(/^www\./, "")
      .split(".")[0]!
      .replace(/^\w/, (c) => c.toUpperCase()),
    logo_url: null,
    overall_risk: { score, level: "low", recommendation: "Low risk on every dimension." },
    pricing_risk: { score, details: "Public prices.", findings: [] },
    privacy_legal_risk: { score, details: "Policy present.", findings: [] },
    security_risk: { score, details: "Certified.", findings: [], certifications: [] },
    analyzed_pages: { main_page: null, pricing_pages: [], legal_pages: [], security_pages: [] },
    analyzed_at: new Date().toISOString(),
  };
}
