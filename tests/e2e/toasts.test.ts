/**
 * Toasts belong to the action that raised them and never hide what they talk about: at 390 px a
 * toast stays within the top bar's height, clear of the form's error box and of the report, and
 * a new action of the analyze flow replaces or dismisses the last one.
 * Screenshots (toasts shown): tests/artifacts/toasts-*.png
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, viewportShot } from "./support/browser";
import { answerAnalyzeWith, cannedAnalysis } from "./support/public";

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function submit(page: Page, value: string) {
  const input = page.getByLabel("Vendor website");
  await input.fill(value);
  await input.press("Enter");
}

describe("toasts at 390 px", { tags: ["browser"] }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a Cached Result toast sits over the top bar, clear of the report, and an Invalid URL dismisses it", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await answerAnalyzeWith(page, 200, {
      cached: true,
      analysis: cannedAnalysis("example-vendor.com"),
      cachedAt: new Date().toISOString(),
    });
    await page.goto("/");
    await submit(page, "example-vendor.com");
    const toast = page.getByTestId("toast").filter({ hasText: "Cached Result" });
    await toast.waitFor();
    const heading = page.getByTestId("report").getByRole("heading", { name: "Your Risk Assessment" });
    await heading.waitFor();
    // Once the scroll to the results has settled: the toast within the top bar, clear of the heading.
    await expect
      .poll(async () => {
        const t = await box(toast);
        return t.y + t.height <= 80 && !overlaps(t, await box(heading));
      })
      .toBe(true);
    await viewportShot(page, "toasts-cached-390");

    // The next action of the flow (an invalid address) dismisses the last toast.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await submit(page, "not a url");
    const alert = page.getByRole("alert").filter({ hasText: "Invalid URL" });
    await alert.waitFor();
    await expect.poll(() => page.getByTestId("toast").count()).toBe(0);
    // The error speaks for the form now: no "Using cached result" beside it (the report stays below).
    await expect(page.getByText("Using cached result").count()).resolves.toBe(0);
    await expect(page.getByTestId("report").count()).resolves.toBe(1);
    await screenshot(page, "toasts-invalid-after-cached-390");
    await context.close();
  });

  it("a start failure's toast does not cover the error box", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await answerAnalyzeWith(page, 500, {
      error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
    });
    await page.goto("/");
    await submit(page, "notion.so");
    const toast = page.getByTestId("toast").filter({ hasText: "Analysis Failed" });
    await toast.waitFor();
    const alert = page.getByRole("alert").filter({ hasText: "An unexpected error occurred" }).first();
    await alert.scrollIntoViewIfNeeded();
    await expect.poll(async () => overlaps(await box(toast), await box(alert))).toBe(false);
    await viewportShot(page, "toasts-error-390");
    // A second failure replaces the first toast: one toast per flow (once the first has left).
    const failures = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/analyze");
    await submit(page, "notion.so");
    await failures;
    // The leaving toast stays in the page (marked removed) while it animates out; for a moment
    // after the new one is drawn, the old one may not be marked yet.
    const current = page.locator('[data-testid="toast"][data-removed="false"]').filter({ hasText: "Analysis Failed" });
    await expect.poll(() => current.count()).toBe(1);
    await expect.poll(() => page.getByTestId("toast").count()).toBe(1);
    await context.close();
  });
});
