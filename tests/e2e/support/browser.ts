import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";

export const ARTIFACTS = "tests/artifacts";

/**
 * The browser of the run (started once by the project's global set-up with the Chromium that
 * dev/browser.mjs found); closing what this returns closes the file's contexts and disconnects.
 * Tests that call this carry the tag "browser" (`describe("...", { tags: ["browser"] }, ...)`)
 * so SKIP_BROWSER_TESTS=1 skips them.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!inject("chromiumPath"))
    throw new Error('SKIP_BROWSER_TESTS=1 is set but this test launches a browser: give it the tag "browser".');
  return chromium.connect(inject("browserEndpoint"));
}

export function baseURL(): string {
  return inject("baseURL");
}

export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot as a test artifact: tests/artifacts/<name>.png */
export async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Resolves once the page has drawn two more frames: a scroll or a resize is then on screen. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
