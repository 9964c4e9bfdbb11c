// `npm run lint:openapi`: the API's OpenAPI document, generated from the app's own routes (as
// GET /api/openapi.json serves it), checked with Redocly CLI's `recommended` rules: no error and
// no warning may remain. Loads the web Worker's app through Vite's module loader (TypeScript and
// the @core/ aliases), so no Worker runtime is needed.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { tsconfigPaths: true },
  ssr: { external: ["@cloudflare/puppeteer"] },
});
let document;
try {
  const { createApp } = await vite.ssrLoadModule("/worker/app.ts");
  const { openApiDocument } = await vite.ssrLoadModule("/worker/http/openapi-document.ts");
  // The served document names the origin it was read from; here a reserved name (RFC 2606) stands in.
  document = openApiDocument(createApp(), "https://rapid-risk-review.invalid");
} finally {
  await vite.close();
}
// A fixed place, so that .redocly.lint-ignore.yaml (keyed by file) applies to it.
const dir = join(root, "node_modules", ".cache", "openapi");
mkdirSync(dir, { recursive: true });
const file = join(dir, "openapi.json");
writeFileSync(file, JSON.stringify(document, null, 2));
const bin = join(root, "node_modules", ".bin", "redocly");
// .redocly.lint-ignore.yaml lists what is ignored, each with its reason.
const run = spawnSync(
  bin,
  [
    "lint",
    "node_modules/.cache/openapi/openapi.json",
    "--extends=recommended",
    "--max-problems=200",
    "--format=codeframe",
  ],
  {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
const output = `${run.stdout}\n${run.stderr}`;
process.stdout.write(output);
// Warnings fail too: the document is a contract third-party tools rely on.
const warned = /You have \d+ warnings?/.test(output) || /\d+ warnings?\b/.test(output.split("\n").slice(-6).join("\n"));
if (run.status !== 0 || warned) {
  console.error("OpenAPI lint: the document has errors or warnings (see above).");
  process.exit(1);
}
console.log(`OpenAPI lint: ${Object.keys(document.paths).length} paths, no errors, no warnings.`);
