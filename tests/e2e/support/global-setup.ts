import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { SKIP_BROWSER_TESTS } from "../../support/browser-setup";
import { fixtureHarFiles } from "../../support/corpus";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../../dev/browser.mjs";
import { startReplayServer } from "../../../dev/replay-server.mjs";
import { buildWeb, freePort, startStack } from "../../../dev/stack.mjs";
import { installSiteVersions } from "../../support/site-versions.mjs";

/** The platform super admin of the browser tests (SUPER_ADMIN_EMAILS). */
export const E2E_SUPER_ADMIN = "root@e2e-platform.test";

/** One running copy of the app, with its own replayed vendor web, database and port. */
export interface E2eStack {
  baseURL: string;
  replayOrigin: string;
  /** The stack's local state (D1, KV): tests that must age a row reach it here. */
  persistTo: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One stack per worker of the project (support/browser.ts picks the worker's own). */
    stacks: E2eStack[];
    /** One Chromium for every file of the project: each file connects to it (support/browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Starts the app as `npm start` does (fresh local state in a temp dir, its own port), crawling
 * only the replayed corpus, once per worker of the project (E2E_WORKERS, default 2: the files
 * share the work as each worker frees up, and a file only ever sees its own worker's stack, so
 * two files never meet in one database), and one browser that every file connects to (a browser
 * start per file cost seconds each). Output goes to tests/artifacts/e2e-stack-<n>.log.
 */
export default async function setup(project: TestProject) {
  if (SKIP_BROWSER_TESTS) return; // every test here drives the browser: nothing to serve
  mkdirSync("tests/artifacts", { recursive: true });
  // Built once, before the stacks start (each would otherwise check the build at the same time).
  if (process.env.E2E_SKIP_BUILD !== "1") buildWeb({ quiet: true, ifChanged: true });
  // As many stacks as the project runs files at once (its maxWorkers, from E2E_WORKERS).
  const count = Math.max(1, project.config.maxWorkers);
  // One after another: each wrangler dev picks free ports for its inner sockets, and two picking
  // at the same moment can pick the same one.
  const started: Awaited<ReturnType<typeof startOne>>[] = [];
  try {
    for (let n = 1; n <= count; n++) started.push(await startOne(n));
  } catch (err) {
    await Promise.all(started.map((s) => s.stop()));
    throw err;
  }
  const browser = await chromium.launchServer({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
  project.provide(
    "stacks",
    started.map((s) => s.stack),
  );
  project.provide("browserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all(started.map((s) => s.stop()));
  };
}

async function startOne(n: number): Promise<{ stack: E2eStack; stop: () => Promise<void> }> {
  const replay = await startReplayServer({ harFiles: fixtureHarFiles() });
  // Versions of recorded sites under hosts of their own, for the vendor monitoring tests.
  installSiteVersions(replay);
  const persistTo = mkdtempSync(join(tmpdir(), "rrr-e2e-"));
  const logFile = `tests/artifacts/e2e-stack-${n}.log`;
  writeFileSync(logFile, "");
  const start = async () =>
    startStack({
      port: (n === 1 && Number(process.env.E2E_PORT)) || (await freePort()),
      persistTo,
      build: false,
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
  // A port free when chosen can be taken before wrangler dev binds it, by a process of the
  // suites running beside this one (their workerd picks ports too): wrangler then stops with
  // "Address already in use". Only that is tried again, with new ports, twice at most.
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  for (let attempt = 1; !stack; attempt++) {
    try {
      stack = await start();
    } catch (err) {
      if (attempt >= 3 || !readFileSync(logFile, "utf8").includes("Address already in use")) throw err;
      appendFileSync(
        logFile,
        `\n[e2e] the port was taken before wrangler dev bound it; starting again (attempt ${attempt + 1})\n`,
      );
    }
  }
  return {
    stack: { baseURL: stack.origin, replayOrigin: replay.origin, persistTo },
    stop: async () => {
      await stack.stop();
      await replay.close();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
