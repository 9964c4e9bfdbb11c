/**
 * axe-core on the public pages (landing variants, a shared report and its empty state, /auth,
 * /privacy, /terms, the 404): no serious or critical violations, at 1280 and 390 px. The
 * signed-in shell is checked in shell.test.ts.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { analyzeViaApi, expectNoSeriousViolations } from "./support/session";

const PAGES: [string, string][] = [
  ["/", "Try the tools you need"],
  ["/?variant=control", "Rapid risk review for SaaS and AI vendors"],
  ["/?new=true", "AI tools nobody has reviewed"],
  ["/reports/ledgerly.io", "Risk report for ledgerly.io"],
  ["/reports/never-analyzed-vendor.com", "No report for never-analyzed-vendor.com yet"],
  ["/auth", "Sign in or get started"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
  ["/safe-to-try", "The Safe-to-Try Lane"],
  ["/no-such-page", "Oops! Page not found"],
];

describe("accessibility of the public pages (axe-core)", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await analyzeViaApi("ledgerly.io");
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)("%s has no serious or critical violations", async (path, heading) => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { width });
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).filter({ hasText: heading }).waitFor();
      // Below-the-fold parts (the sample report) load after the first render.
      await page.waitForLoadState("networkidle").catch(() => {});
      await expectNoSeriousViolations(page, `${path} at ${width}px`);
      await context.close();
    }
  });
});
