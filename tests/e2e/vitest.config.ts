import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Real-browser tests: globalSetup builds the SPA and starts the whole stack (both Workers under
// wrangler dev, the replay server of the recorded vendor sites) after tests/support/browser-setup.ts
// found the browser the tests drive.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // The @core/, @worker/, @queue-consumer/ and @web/ aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    name: "e2e",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/support/browser-setup.ts", "tests/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll reads a page that may still be loading its data: 15 s, as the locators' own
    // waits, instead of Vitest's default of 1 s (too short when the machine is busy).
    expect: { poll: { timeout: 15_000 } },
    // Files run on E2E_WORKERS workers at once (default 2), each worker with a stack of its own
    // (support/global-setup.ts) and one browser for all: a browser test mostly waits on the
    // browser and its stack, so two files at a time keep a two-core machine busy. A worker runs
    // its files one after another in one process (no start-up per file).
    fileParallelism: true,
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS) || 2),
    isolate: false,
  },
});
