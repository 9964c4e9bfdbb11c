import { mkdirSync, writeFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { runnerImport, type Plugin } from "vite";

/** The landing page's variants (web/src/features/landing/variants.ts) and the address that shows each. */
export const PRERENDERED_LANDINGS = { empowerment: "/", control: "/?variant=control", variant: "/?new=true" } as const;

/**
 * After `vite build`, renders the landing page's three variants with the app's own components
 * (web/src/prerender.tsx, in Node through Vite's module runner) into
 * `<outDir>/prerendered/landing-<variant>.html`: the markup of #root only. The web Worker serves
 * it inside index.html to visitors without a session or recent vendors (worker/site/pages.ts),
 * so the landing page paints before its JavaScript arrives.
 */
export function prerenderLandingPlugin(root: string, outDir: string): Plugin {
  return {
    name: "prerender-landing",
    apply: "build",
    async closeBundle() {
      const { module } = await runnerImport<{ renderPage(path: string): Promise<string> }>(`${root}src/prerender.tsx`, {
        configFile: false,
        root,
        logLevel: "warn",
        plugins: [react()],
      });
      mkdirSync(`${outDir}/prerendered`, { recursive: true });
      for (const [variant, path] of Object.entries(PRERENDERED_LANDINGS)) {
        // Typing before the live app takes over would be lost: the drawn form takes no input yet.
        const html = (await module.renderPage(path)).replace(/<input /g, '<input readonly="" ');
        // The page's CSP allows no inline script; the live app would not run it either.
        if (/<script/i.test(html)) throw new Error(`The prerendered landing page (${variant}) contains a script element`);
        if (!html.includes("<h1")) throw new Error(`The prerendered landing page (${variant}) has no heading: did the route render?`);
        writeFileSync(`${outDir}/prerendered/landing-${variant}.html`, html);
      }
    },
  };
}
