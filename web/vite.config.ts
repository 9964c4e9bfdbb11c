import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { apiReferencePlugin } from "./api-reference-plugin";
import { prerenderPagesPlugin } from "./prerender-plugin";
import { routePathsPlugin } from "./route-paths-plugin";

const here = fileURLToPath(new URL(".", import.meta.url));

// The SPA builds into web/dist, which the web Worker serves as static assets (wrangler.toml [assets]).
export default defineConfig({
  root: here,
  // The @web/ and @core/ aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader travels with its page: what it imports (the feature's queries) is loaded
      // with the page, never in the app's first load. Error and not-found components are split too.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"], ["pendingComponent"]],
      },
      routesDirectory: `${here}src/routes`,
      generatedRouteTree: `${here}src/routeTree.gen.ts`,
      // The pages' addresses for the web Worker (known page or 404), from the same route tree.
      plugins: [routePathsPlugin(fileURLToPath(new URL("../worker/site/route-paths.gen.ts", import.meta.url)))],
    }),
    react(),
    tailwindcss(),
    // The public pages' first paint, rendered at build time (served by the web Worker).
    prerenderPagesPlugin(here, `${here}dist`),
    // The interactive API reference's files (the web Worker serves its page at /api/docs).
    apiReferencePlugin(here),
  ],
  // The manifest lets tests/bench/bundle-size.mjs measure what the first page load downloads.
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // A lazy chunk loads its own imports when it runs. Without this, every lazily loaded route
    // puts the list of all the chunks it needs into the entry chunk (Vite's preload map), so
    // each signed-in page would add to the landing page's first load; the router still
    // preloads a route's chunk on hover ("intent").
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "js" ? [] : deps) },
  },
  server: {
    // `vite` alone serves the SPA with hot reload; the API comes from `npm start` on 8787.
    proxy: { "/api": "http://127.0.0.1:8787" },
  },
});
