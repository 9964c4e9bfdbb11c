import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The development tools in dev/ (what `npm start` and the test set-ups rely on), in Node.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // The @core/, @worker/, @queue-consumer/ and @web/ aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: { name: "dev", include: ["tests/dev/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
});
