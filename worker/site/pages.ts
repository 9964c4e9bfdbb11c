import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { landingVariant } from "@core/contract/landing";
import { RECENT_COOKIE } from "@core/contract/recent-vendors";
import type { AppEnv } from "../env";
import { appOrigin, sessionCookieName } from "../auth/cookies";
import { findReport } from "@core/domain/analysis/get-report";
import { headTags, missingReportHead, notFoundHead, pageHead, reportHead, type PageHead } from "./page-head";
import { offlineVendors } from "./offline-vendors";
import { matchPage, type PageMatch } from "./page-paths";

/**
 * Every address outside /api/ and /assets/ comes here (wrangler.toml `run_worker_first`):
 *  - a page of the SPA's route tree gets the app's index.html with its own title, description,
 *    canonical link and link-preview tags, status 200 (a shared report of a vendor never
 *    analyzed: 404 with the app, which shows its empty state);
 *  - the landing page and the legal pages come already drawn for visitors without a session (their
 *    markup rendered at build time, web/prerender-plugin.ts), so they paint before the scripts
 *    load and crawlers read them without running any;
 *  - a file of web/public (favicon, icons, manifest, preview image) is served as it is (but no
 *    HTML file: every document of the site is a page of the app);
 *  - anything else gets the app's "Oops! Page not found" page with status 404, so no address
 *    of the site is a soft 404.
 */
export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") {
    return c.text("Method not allowed", 405, { allow: "GET, HEAD" });
  }
  const url = new URL(c.req.url);
  const page = matchPage(url.pathname);
  if (!page) {
    const file = await c.env.ASSETS.fetch(c.req.raw);
    const isDocument = file.headers.get("content-type")?.startsWith("text/html") ?? false;
    if (file.status !== 404 && !isDocument) return file;
  }
  const origin = appOrigin(c);
  const { head, status } = page
    ? await headOfPage(c, origin, page, url.pathname)
    : { head: notFoundHead(origin), status: 404 as const };
  if (status === 404) console.log(JSON.stringify({ level: "info", msg: "page not found", path: url.pathname }));
  head.offlineVendors = offlineVendors(c.env);
  // The drawn landing page suggests the usual vendors: offline, the live app draws it with the recorded ones.
  const drawn = page && status === 200 && !head.offlineVendors ? prerenderedName(c, page.pattern, url) : null;
  const firstPaint = drawn ? await prerendered(c, drawn, url) : null;
  return appHtml(c, head, status, firstPaint);
}

/**
 * Which page drawn at build time (web/prerender-plugin.ts) a visitor gets, if any: the public
 * pages, to visitors without a session (whose header would show their menu; signed-in users are
 * sent from the landing page to their dashboard); the landing page by its variant, and not to
 * visitors with recent vendors (their page shows them).
 */
function prerenderedName(c: Context<AppEnv>, pattern: string, url: URL): string | null {
  if (getCookie(c, sessionCookieName(true)) || getCookie(c, sessionCookieName(false))) return null;
  if (pattern === "/privacy" || pattern === "/terms" || pattern === "/safe-to-try") return pattern.slice(1);
  if (pattern !== "/" || getCookie(c, RECENT_COOKIE)) return null;
  const q = url.searchParams;
  return `landing-${landingVariant({ variant: q.get("variant") ?? undefined, v: q.get("v") ?? undefined, new: q.get("new") ?? undefined })}`;
}

/** The markup of a drawn page, or null when the build has none. */
async function prerendered(c: Context<AppEnv>, name: string, url: URL): Promise<string | null> {
  const res = await c.env.ASSETS.fetch(new Request(new URL(`/prerendered/${name}`, url)));
  return res.ok ? res.text() : null;
}

async function headOfPage(
  c: Context<AppEnv>,
  origin: string,
  page: PageMatch,
  pathname: string,
): Promise<{ head: PageHead; status: 200 | 404 }> {
  if (page.pattern === "/reports/$host") {
    const host = page.params.host ?? "";
    const report = await findReport(c.env.CACHE, host);
    if (!report) return { head: missingReportHead(origin, displayKey(host)), status: 404 };
    return { head: reportHead(origin, report.key, report.entry.analysis), status: 200 };
  }
  return { head: pageHead(origin, page.pattern, pathname), status: 200 };
}

/** How the SPA names a report's address (reportKeyOfParam in web/src/features/analysis). */
function displayKey(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "")
    .slice(0, 253);
}

/**
 * The SPA's index.html with the page's head written in, with the given status, and the page's
 * first paint in #root when there is one (its fields are read-only until web/src/app.tsx
 * replaces it with the live app; its links work as they are).
 */
async function appHtml(
  c: Context<AppEnv>,
  head: PageHead,
  status: 200 | 404,
  firstPaint: string | null = null,
): Promise<Response> {
  const index = await c.env.ASSETS.fetch(new Request(new URL("/", c.req.url), { headers: { accept: "text/html" } }));
  if (!index.ok || !index.body)
    throw new Error(`index.html is missing from the assets (status ${index.status}): run \`npm run build\``);
  const rewritten = new HTMLRewriter()
    .on("title", { element: (el) => void el.remove() })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on("head", { element: (el) => void el.append(`  ${headTags(head)}\n  `, { html: true }) })
    .on("#root", {
      element: (el) => {
        // The live app replaces the drawn page (React empties #root on its first render) once the
        // visitor does something; until then the page's entry keeps what they type (web/src/boot.ts).
        if (firstPaint) el.setInnerContent(`<div data-prerendered="">${firstPaint}</div>`, { html: true });
      },
    })
    // A page that arrives drawn needs its scripts only to become interactive: the styles and
    // the document go first.
    .on('script[type="module"], link[rel="modulepreload"]', {
      element: (el) => {
        if (firstPaint) el.setAttribute("fetchpriority", "low");
      },
    })
    .transform(index);
  const headers = new Headers(index.headers);
  // The same file becomes a different page per address: its validators would lie.
  for (const name of ["etag", "last-modified", "content-length"]) headers.delete(name);
  headers.set("cache-control", "no-cache");
  headers.set("content-type", "text/html; charset=utf-8");
  return new Response(c.req.method === "HEAD" ? null : rewritten.body, { status, headers });
}
