import { mkdirSync, writeFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

/**
 * The pages drawn at build time, by file name: the landing page's variants
 * (core/contract/landing.ts), the legal pages and how the Safe-to-Try Lane works.
 */
export const PRERENDERED_PAGES = {
  "landing-empowerment": "/",
  "landing-control": "/?variant=control",
  "landing-variant": "/?new=true",
  privacy: "/privacy",
  terms: "/terms",
  "safe-to-try": "/safe-to-try",
} as const;

/**
 * After `vite build`, renders the public pages of PRERENDERED_PAGES with the app's own components
 * (web/src/prerender.tsx, in Node through Vite's SSR module loader) into
 * `<outDir>/prerendered/<name>.html`: the markup of #root only. The web Worker serves it inside
 * index.html to visitors without a session (worker/site/pages.ts), so these pages paint before
 * their JavaScript arrives, and crawlers and link previews read their text without running any.
 */
export function prerenderPagesPlugin(root: string, outDir: string): Plugin {
  return {
    name: "prerender-pages",
    apply: "build",
    async closeBundle() {
      // A server, not a one-off import: the pages' lazy parts are imported while they render.
      const server = await createServer({
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
        resolve: { tsconfigPaths: true },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
      });
      try {
        const module = (await server.ssrLoadModule("/src/prerender.tsx")) as {
          renderPage(path: string): Promise<string>;
        };
        mkdirSync(`${outDir}/prerendered`, { recursive: true });
        for (const [name, path] of Object.entries(PRERENDERED_PAGES)) {
          const html = drawnOnly(await module.renderPage(path));
          // The page's CSP allows no inline script; the live app would not run it either.
          if (/<script/i.test(html)) throw new Error(`The prerendered page ${path} contains a script element`);
          if (!html.includes("<h1"))
            throw new Error(`The prerendered page ${path} has no heading: did the route render?`);
          if (html.includes("<!--$!-->") || html.includes("<template"))
            throw new Error(`A part of the prerendered page ${path} failed to render (a client-only fallback)`);
          writeFileSync(`${outDir}/prerendered/${name}.html`, html);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Until the live app takes over, a submission of the drawn page's forms must not reload the page:
 * a form with method "dialog" outside a dialog does nothing when submitted. The page's entry
 * (web/src/boot.ts, web/src/drawn-page.ts) remembers what was typed and submitted, and the live
 * form carries on from there.
 */
export function drawnOnly(html: string): string {
  return html.replace(/<form /g, '<form method="dialog" ');
}
