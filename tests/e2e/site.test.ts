/**
 * The site as a new visitor meets it: every public page loads (directly and on reload) without
 * a console error, unknown addresses answer 404 with the app's page, the landing and legal pages
 * arrive drawn and become the live app, and the well-known files are real files.
 * Screenshots: tests/artifacts/public-site-*.png
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL, launchBrowser, newPage } from "./support/browser";
import { shot, waitForPageView } from "./support/public";
import { analyzeViaApi } from "./support/session";

const VENDOR = "ledgerly.io";

/** Console errors, uncaught exceptions and failed requests of the app's own origin. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const own = (url: string) => url.startsWith(baseURL());
  page.on("console", (m) => {
    // The vendor's own logo lives on the vendor's site, which the test machine cannot reach.
    if (m.type() === "error" && own(m.location().url || baseURL())) errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`exception: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400 && own(r.url())) errors.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on("requestfailed", (r) => {
    // A request the browser dropped because the page was left or reloaded is not the site's failure.
    if (own(r.url()) && r.failure()?.errorText !== "net::ERR_ABORTED")
      errors.push(`failed ${r.url()}: ${r.failure()?.errorText}`);
  });
  return errors;
}

describe("the public site", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await analyzeViaApi(VENDOR);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("every public page loads and reloads with status 200 and no console error, for a visitor without a session", async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { width, ownAddress: true });
      const errors = watchErrors(page);
      for (const [path, heading] of [
        ["/", /Try the tools you need/],
        ["/privacy", /Privacy Policy/],
        ["/terms", /Terms of Service/],
        ["/safe-to-try", /The Safe-to-Try Lane/],
        ["/auth", /Sign in|Get started/i],
        [`/reports/${VENDOR}`, `Risk report for ${VENDOR}`],
      ] as const) {
        for (const load of ["goto", "reload"] as const) {
          const res = load === "goto" ? await page.goto(path) : await page.reload();
          expect(res?.status(), `${load} ${path}`).toBe(200);
          await page.getByRole("heading", { level: 1, name: heading }).waitFor();
          await page.waitForLoadState("networkidle");
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the landing page arrives drawn and loads no app code until the visitor does something; what they typed is kept", async () => {
    const { context, page } = await newPage(browser, { width: 390, ownAddress: true });
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    const view = waitForPageView(page, (v) => v.variant === "empowerment");
    const res = await page.goto("/");
    const html = await res!.text();
    expect(html).toContain('data-prerendered=""');
    expect(html).toContain("Try the tools you need");
    // A submission of the drawn form does nothing natively (no reload); typing is the field's own.
    expect(html).toMatch(/<form method="dialog" /);
    expect(html).not.toContain("readonly");
    // The page's view is counted without the app; the app itself (main-*.js) is not fetched yet.
    await view;
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /\/main-[\w-]+\.js$/.test(s))).toEqual([]);
    await expect(page.locator("[data-prerendered]").count()).resolves.toBe(1);
    // Typing starts the app; the live field carries on with the text and the focus.
    const input = page.getByRole("textbox", { name: /vendor website/i });
    await input.pressSequentially("example-vendor.com");
    await page.waitForFunction(() => !document.querySelector("[data-prerendered]"));
    await expect(input.inputValue()).resolves.toBe("example-vendor.com");
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).resolves.toBe("url");
    expect(scripts.filter((s) => /\/main-[\w-]+\.js$/.test(s))).toHaveLength(1);
    await shot(page, "site-landing-live");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an unknown address and a report never made answer 404 with the app's page", async () => {
    const { context, page } = await newPage(browser, { width: 1280, ownAddress: true });
    const missing = await page.goto("/no/such/page");
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).waitFor();
    const report = await page.goto("/reports/never-analyzed-vendor.com");
    expect(report?.status()).toBe(404);
    await page.getByTestId("report-empty").waitFor();
    await shot(page, "site-report-missing");
    await context.close();
  });

  it("the signed-in areas load directly and send a visitor without a session to /auth", async () => {
    const { context, page } = await newPage(browser, { width: 1280, ownAddress: true });
    for (const path of ["/dashboard", "/admin", "/superadmin"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await page.waitForURL((u) => u.pathname === "/auth");
    }
    await context.close();
  });

  it("robots.txt, security.txt, sitemap.xml, the icons and the manifest are files, not the app", async () => {
    const origin = baseURL();
    const expectations: [string, RegExp][] = [
      ["/robots.txt", /^text\/plain/],
      ["/.well-known/security.txt", /^text\/plain/],
      ["/sitemap.xml", /^application\/xml/],
      ["/favicon.ico", /^image\//],
      ["/favicon.svg", /^image\/svg\+xml/],
      ["/apple-touch-icon.png", /^image\/png/],
      ["/icons/icon-512.png", /^image\/png/],
      ["/manifest.webmanifest", /^application\/manifest\+json/],
      ["/social-card.jpg", /^image\/jpeg/],
    ];
    for (const [path, type] of expectations) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(type);
      expect(await res.text(), path).not.toContain('<div id="root">');
    }
    const manifest = (await (await fetch(`${origin}/manifest.webmanifest`)).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) expect((await fetch(`${origin}${icon.src}`)).status, icon.src).toBe(200);
  });
});
