import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { SKIP_BROWSER_TESTS } from "../../support/browser-setup";
import { fixtureHarFiles } from "../../support/corpus";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../../dev/browser.mjs";
import { startReplayServer } from "../../../dev/replay-server.mjs";
import { freePort, startStack } from "../../../dev/stack.mjs";
import { installSiteVersions } from "../../support/site-versions.mjs";

/** The platform super admin of the browser tests (SUPER_ADMIN_EMAILS). */
export const E2E_SUPER_ADMIN = "root@e2e-platform.test";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    replayOrigin: string;
    /** One Chromium for every file of the project: each file connects to it (support/browser.ts). */
    browserEndpoint: string;
    /** The stack's local state (D1, KV): tests that must age a row reach it here. */
    persistTo: string;
  }
}

/**
 * Starts the app as `npm start` does (fresh local state in a temp dir, its own port), crawling
 * only the replayed corpus, and one browser that every file of the project connects to (a
 * browser start per file cost seconds each). Output goes to tests/artifacts/e2e-stack.log.
 */
export default async function setup(project: TestProject) {
  if (SKIP_BROWSER_TESTS) return; // every test here drives the browser: nothing to serve
  const replay = await startReplayServer({ harFiles: fixtureHarFiles() });
  // Versions of recorded sites under hosts of their own, for the vendor monitoring tests.
  installSiteVersions(replay);
  const persistTo = mkdtempSync(join(tmpdir(), "rrr-e2e-"));
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const { appendFileSync, mkdirSync } = await import("node:fs");
  mkdirSync("tests/artifacts", { recursive: true });
  const logFile = "tests/artifacts/e2e-stack.log";
  const stack = await startStack({
    port,
    persistTo,
    // Built again only when the SPA's sources changed since the last build.
    build: process.env.E2E_SKIP_BUILD === "1" ? false : "if-changed",
    quiet: true,
    oidcPort: 0,
    // Sign-in always goes through the local OpenID provider here (never Google).
    vars: {
      CRAWL_REPLAY_ORIGIN: replay.origin,
      ANALYZE_RATE_LIMIT: "0",
      GOOGLE_CLIENT_ID: "",
      OIDC_ISSUER: "",
      SUPER_ADMIN_EMAILS: E2E_SUPER_ADMIN,
      // /.well-known/security.txt, as a deployment configures it (the self-review reads it).
      SECURITY_CONTACT: "mailto:security@rapidriskreview.com",
      // "Check now" may run again after 5 s instead of 10 minutes (development only).
      MONITORING_CHECK_COOLDOWN_SECONDS: "5",
    },
    log: (line: string) => appendFileSync(logFile, line),
  });
  const browser = await chromium.launchServer({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
  project.provide("baseURL", stack.origin);
  project.provide("replayOrigin", replay.origin);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("persistTo", persistTo);
  return async () => {
    await browser.close();
    await stack.stop();
    await replay.close();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
