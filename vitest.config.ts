import { defineConfig } from "vitest/config";

// Each project runs where its code runs: the two Workers inside workerd, the SPA logic and the
// browser tests in Node.
export default defineConfig({
  test: {
    projects: ["tests/worker/vitest.config.ts", "tests/queue-consumer/vitest.config.ts", "tests/web/vitest.config.ts", "tests/e2e/vitest.config.ts"],
  },
});
