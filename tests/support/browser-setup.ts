import type { TestProject } from "vitest/node";
import { BrowserNotFoundError, prepareLocalBrowser } from "../../dev/browser.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Chromium the browser tests launch ("" under SKIP_BROWSER_TESTS=1). */
    chromiumPath: string;
  }
}

/** The explicit opt-out: tests tagged "browser" are skipped and counted at the end of the run. */
export const SKIP_BROWSER_TESTS = process.env.SKIP_BROWSER_TESTS === "1";

/**
 * Global set-up of the projects whose tests need a browser (e2e, queue-consumer): finds it
 * (dev/browser.mjs), points local Browser Rendering at it, and fails the run at once, in one line,
 * when there is none.
 */
export default async function setup(project: TestProject) {
  if (SKIP_BROWSER_TESTS) {
    project.provide("chromiumPath", "");
    return;
  }
  try {
    const found = await prepareLocalBrowser();
    project.provide("chromiumPath", found.path);
  } catch (e) {
    if (!(e instanceof BrowserNotFoundError)) throw e;
    // Thrown, Vitest would bury the line under "No test files found" for every project.
    process.stderr.write(`\n${e.message} (SKIP_BROWSER_TESTS=1 skips the tests that need a browser.)\n\n`);
    process.exit(1);
  }
}
