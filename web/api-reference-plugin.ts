import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** Where the API reference's files are served from (static assets: the platform serves them). */
export const API_REFERENCE_ASSETS = "assets/api-reference";

/**
 * Puts the interactive API reference's files into the build: Swagger UI's bundle and styles from
 * the swagger-ui-dist package, and the small script that starts it (web/api-reference/init.js).
 * The web Worker serves the page itself at /api/docs (worker/routes/api-docs.ts).
 */
export function apiReferencePlugin(here: string): Plugin {
  const dist = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const files: [string, string][] = [
    ["swagger-ui-bundle.js", join(dist, "swagger-ui-bundle.js")],
    ["swagger-ui.css", join(dist, "swagger-ui.css")],
    ["init.js", join(here, "api-reference/init.js")],
  ];
  return {
    name: "api-reference",
    apply: "build",
    generateBundle() {
      for (const [name, path] of files) {
        this.emitFile({ type: "asset", fileName: `${API_REFERENCE_ASSETS}/${name}`, source: readFileSync(path) });
      }
    },
  };
}
