import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { inject } from "vitest";

export const ARTIFACTS = "tests/artifacts";

/**
 * Screenshots of the pages the tests reach are saved only when asked for (`npm run
 * test:screenshots`, or E2E_SCREENSHOTS=1): they are for people to look at, no test reads them,
 * and a full-page capture costs a fraction of a second each, a minute over the whole suite.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

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
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });
}

/** Saves what the viewport shows as a test artifact: tests/artifacts/<name>.png */
export async function viewportShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
}

/** Resolves once the page has drawn two more frames: a scroll or a resize is then on screen. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A finished download's bytes. The browser runs in the set-up's process, so the file is not on
 * a path this test can open: it is read through the connection instead.
 */
export async function downloadBytes(download: Download): Promise<Uint8Array> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
