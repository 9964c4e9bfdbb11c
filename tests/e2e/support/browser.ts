import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Download, type Page } from "playwright-core";
import { inject } from "vitest";
import type { E2eStack } from "./global-setup";

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

/**
 * The stack of this file's worker: the project runs files on several workers at once
 * (E2E_WORKERS), each with a stack of its own (support/global-setup.ts).
 */
export function stack(): E2eStack {
  const stacks = inject("stacks");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return stacks[worker % stacks.length]!;
}

export function baseURL(): string {
  return stack().baseURL;
}

/** The replay server of this file's stack (recorded vendor sites, switchable site versions). */
export function replayOrigin(): string {
  return stack().replayOrigin;
}

let addresses = 0;

/**
 * `ownAddress`: the context's requests come from a client address of its own (the local runtime
 * takes CF-Connecting-IP as sent), so per-client limits such as the 30 page views a minute count
 * this context alone, not every page load of the run from 127.0.0.1. For tests that assert what
 * such a limited request answers.
 */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; ownAddress?: boolean } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.ownAddress
      ? { extraHTTPHeaders: { "cf-connecting-ip": `198.51.100.${(addresses++ % 250) + 1}` } }
      : {}),
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
