import { defineConfig } from "vitest/config";

// Each project runs where its code runs: the two Workers inside workerd, the SPA logic, the
// development tools and the browser tests in Node. Tests that need a browser carry the tag
// "browser": they run unless SKIP_BROWSER_TESTS=1, and the last lines of the run then say how
// many tests were skipped and why.
//
// Two files at a time even on a two-core machine (Vitest's default there is one): a test file
// mostly waits on another process (workerd, the app's stack, the browser), so a second one
// uses the time. The browser tests run two files at a time, each worker on a stack of its own,
// with one browser (tests/e2e/vitest.config.ts). The two Workers' projects load their Worker
// once and run their files in it (isolate: false); tests/worker/apply-migrations.ts gives each
// file an empty database and cache, as a fresh runtime would. `npm test` (dev/test.mjs) runs
// the browser tests, the web Worker's tests and the other projects as three Vitest runs side by
// side: one run would take the projects one after another.
export default defineConfig({
  test: {
    projects: [
      "tests/worker/vitest.config.ts",
      "tests/queue-consumer/vitest.config.ts",
      "tests/web/vitest.config.ts",
      "tests/dev/vitest.config.ts",
      "tests/e2e/vitest.config.ts",
    ],
    tags: [
      {
        name: "browser",
        description: "drives Chromium or local Browser Rendering",
        skip: process.env.SKIP_BROWSER_TESTS === "1",
      },
    ],
    reporters: ["default", "./tests/support/skipped-tests-reporter.ts"],
    maxWorkers: 2,
  },
});
