import { probeBrowser } from "../../../queue-consumer/crawler/render-page";

/**
 * Why the browser tests cannot run here, or null when they can. Only a missing local Chromium
 * (or the shim of dev/setup-local-browser.sh not installed) is a reason to skip; any
 * other rendering failure is an error.
 */
export async function browserProblem(browser: BrowserRun | undefined): Promise<string | null> {
  const probe = await probeBrowser(browser);
  if (probe.ok) return null;
  if (!browser || /download|install|ENOENT|not found|spawn|executable|chrome|browser/i.test(probe.reason)) {
    return `no local Chromium (${probe.reason.slice(0, 160)}); install chromium and run dev/setup-local-browser.sh`;
  }
  throw new Error(`Browser Rendering failed: ${probe.reason}`);
}
