import { probeBrowser } from "@queue-consumer/crawler/render-page";

/**
 * Fails with the reason when local Browser Rendering cannot start. The test set-up
 * (tests/support/browser-setup.ts) found a browser and pointed Miniflare at it, so any failure
 * here is an error, never a reason to skip; tests that call this carry the tag "browser".
 */
export async function assertBrowserRendering(browser: BrowserRun | undefined): Promise<void> {
  const probe = await probeBrowser(browser);
  if (!probe.ok) throw new Error(`Browser Rendering did not start: ${probe.reason}`);
}
