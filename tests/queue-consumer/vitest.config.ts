import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

// The analysis Worker, its crawler and engine, inside workerd (HTMLRewriter exists only there).
// globalSetup finds the browser behind local Browser Rendering (tests/support/browser-setup.ts)
// and starts the recorded-web replay server; its origin becomes CRAWL_REPLAY_ORIGIN.
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      wrangler: { configPath: `${root}/queue-consumer/wrangler.toml` },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
          CRAWL_REPLAY_ORIGIN: inject<string>("replayOrigin"),
          CANARY_ORIGIN: inject<string>("canaryOrigin"),
          // Tests run as development (production refuses some settings, e.g. CRAWL_REPLAY_ORIGIN).
          ENVIRONMENT: "development",
        },
      },
    })),
  ],
  test: {
    name: "queue-consumer",
    // Files share one runtime: loading the Worker into a fresh one cost seconds per file. Each
    // file starts from an empty database and cache (tests/worker/apply-migrations.ts).
    isolate: false,
    include: ["tests/queue-consumer/**/*.test.ts", "tests/engine/**/*.test.ts", "tests/crawler/**/*.test.ts"],
    setupFiles: ["tests/worker/apply-migrations.ts"],
    globalSetup: ["tests/support/browser-setup.ts", "tests/queue-consumer/global-setup.ts"],
    testTimeout: 30_000,
  },
  // The @core/, @worker/, @queue-consumer/ and @web/ aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  root,
}));
