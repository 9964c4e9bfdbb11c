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
    // One stack and one browser for all files; files run one after another, in one worker
    // process (no start-up per file), beside the other projects (a browser test mostly waits on
    // the browser and the stack, so the other core runs the Workers' tests meanwhile).
    fileParallelism: false,
    isolate: false,
  },
});
