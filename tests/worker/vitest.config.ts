import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: `${root}/wrangler.toml` },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(`${root}/migrations`),
          ANALYZE_RATE_LIMIT: "0",
          // Tests run as development (production refuses some settings, e.g. CRAWL_REPLAY_ORIGIN).
          ENVIRONMENT: "development",
          // The authorization matrix and the fuzz send hundreds of token requests a minute; the
          // limits themselves are tested with an app of small limits (api-tokens.test.ts).
          API_RATE_LIMIT_PER_TOKEN: "100000",
          API_RATE_LIMIT_PER_ORGANIZATION: "100000",
          // No network here: webhook deliveries skip the DNS-over-HTTPS check (tested on its own in
          // the crawler's tests); the domain check reads development's stub records.
          DNS_RESOLVER_URL: "",
        },
      },
    }),
  ],
  test: {
    name: "worker",
    // Files share one runtime: loading the Worker into a fresh one cost seconds per file. Each
    // file starts from an empty database and cache (tests/worker/apply-migrations.ts).
    isolate: false,
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["tests/worker/apply-migrations.ts", "tests/worker/webhook-receiver.ts"],
  },
  // The @core/, @worker/, @queue-consumer/ and @web/ aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  root,
}));
