import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The SPA's pure logic (error catalogue, finding order, names, bands, variants) in Node.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // The @core/, @worker/, @queue-consumer/ and @web/ aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: { name: "web", include: ["tests/web/**/*.test.ts"], environment: "node" },
});
