#!/usr/bin/env node
/**
 * Runs the whole product locally: builds the SPA, applies the D1 migrations, and starts both
 * Workers under one `wrangler dev` (the web Worker serves the port; the analysis Worker
 * consumes the queue; they share local D1, KV and Queues). `npm start` runs this; the
 * browser tests and benchmarks start it programmatically with startStack().
 *
 * Settings come from the environment (see docs/operations.md "Configuration"):
 *   PORT (8787), ANALYZE_RATE_LIMIT, CRAWL_REPLAY_ORIGIN, and the sign-in settings.
 * Flags: --replay  also start the recorded-web replay server and crawl only recorded sites
 *        --no-build  skip the SPA build      --persist-to DIR  local state (.wrangler/state)
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BrowserNotFoundError, prepareLocalBrowser } from "./browser.mjs";
import { harFiles, startReplayServer } from "./replay-server.mjs";
import { startOidcProvider } from "./oidc-provider.mjs";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WRANGLER = `${ROOT}node_modules/.bin/wrangler`;
const VITE = `${ROOT}node_modules/.bin/vite`;

/** Settings passed through to the Workers when set in the environment. */
const PASS_THROUGH = [
  "ENVIRONMENT",
  "ANALYZE_RATE_LIMIT",
  "ANALYSIS_CACHE_TTL",
  "CRAWL_REPLAY_ORIGIN",
  "OFFLINE_VENDORS",
  "APP_ORIGIN",
  "RATE_LIMIT_SALT",
  // Sign-in: Google when GOOGLE_CLIENT_ID is set, else the local OpenID provider started here.
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "SUPER_ADMIN_EMAILS",
  "EMAIL_RESEND_API_KEY",
  "EMAIL_FROM",
  // /.well-known/security.txt
  "SECURITY_CONTACT",
  "SECURITY_POLICY_URL",
];

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: opts.quiet ? "pipe" : "inherit", env: opts.env ?? process.env });
  if (res.status !== 0) {
    if (opts.quiet) process.stderr.write(res.stderr?.toString() ?? "");
    throw new Error(`${cmd} ${args.join(" ")} exited with ${res.status}`);
  }
}

/**
 * Builds the SPA into web/dist. `ifChanged`: only when what the build reads (web/, the contract,
 * the lock file) changed since the last build, which leaves its fingerprint in web/dist: the
 * browser tests run on one build until the sources change.
 */
export function buildWeb({ quiet = false, ifChanged = false } = {}) {
  const stamp = `${ROOT}web/dist/.sources`;
  const sources = ifChanged ? webSourcesFingerprint() : null;
  if (sources && existsSync(stamp) && readFileSync(stamp, "utf8") === sources) return;
  run(VITE, ["build", "--config", "web/vite.config.ts", "--logLevel", quiet ? "warn" : "info"], { quiet });
  writeFileSync(stamp, sources ?? webSourcesFingerprint());
}

/** A hash of every file the SPA's build reads. */
function webSourcesFingerprint() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "dist" && entry.name !== "node_modules") walk(path);
      } else hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of ["web", "core/contract"]) walk(`${ROOT}${dir}`);
  for (const file of ["package-lock.json", "tsconfig.json"]) hash.update(file).update(readFileSync(`${ROOT}${file}`));
  return hash.digest("hex");
}

export function applyMigrations(persistTo, { quiet = false } = {}) {
  run(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    quiet,
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
}

/**
 * The vendors offline mode (`npm run start:offline`) replays: the ones the repository itself
 * records (tests/fixtures/corpus), in the order of its index, so the demo works from a clone
 * alone and the first vendors named are the best known ones.
 */
export function offlineHarFiles() {
  const dir = `${ROOT}tests/fixtures/corpus`;
  const files = harFiles(`${dir}/har`);
  const order = JSON.parse(readFileSync(`${dir}/vendors.json`, "utf8")).map((v) => `${v.slug}.har`);
  const rank = (f) => {
    const i = order.indexOf(f.split("/").pop());
    return i === -1 ? order.length : i;
  };
  return files.sort((a, b) => rank(a) - rank(b));
}

/** The corpus the benchmarks replay: the shared one beside the repo (when present) with the fixtures. */
export function corpusHarFiles() {
  const shared = `${ROOT}../shared/corpus`;
  const fixtures = harFiles(`${ROOT}tests/fixtures/corpus/har`);
  if (!existsSync(`${shared}/har`)) return fixtures;
  const files = [`${shared}/har`, `${shared}/real/har`].filter((d) => existsSync(d)).flatMap((d) => harFiles(d));
  // The vendors added to the repository's corpus, beside the shared one.
  const names = new Set(files.map((f) => f.split("/").pop()));
  return [...files, ...fixtures.filter((f) => !names.has(f.split("/").pop()))];
}

/**
 * Starts the stack and resolves once the API answers.
 * Without GOOGLE_CLIENT_ID (or OIDC_ISSUER), "Sign in with Google" goes through a local OpenID
 * provider started here on OIDC_PORT (default: the app's port + 1); `localSignIn: false` skips it.
 * @param {{ port?: number, persistTo?: string, build?: boolean | "if-changed", vars?: Record<string,string>, log?: (line: string) => void, quiet?: boolean, oidcPort?: number, localSignIn?: boolean }} options
 */
export async function startStack(options = {}) {
  const port = options.port ?? 8787;
  await assertPortFree(port);
  const persistTo = options.persistTo ?? ".wrangler/state";
  const log = options.log ?? ((line) => process.stdout.write(line));
  await prepareBrowserRendering(log);
  if (options.build !== false) buildWeb({ quiet: options.quiet, ifChanged: options.build === "if-changed" });
  applyMigrations(persistTo, { quiet: options.quiet });

  // Local runs are development: CRAWL_REPLAY_ORIGIN works, RATE_LIMIT_SALT may be empty, e-mails
  // are printed in full (wrangler.toml says "production" for deploys).
  const vars = { ENVIRONMENT: "development" };
  for (const name of PASS_THROUGH) if (process.env[name]) vars[name] = process.env[name];
  Object.assign(vars, options.vars ?? {});
  for (const [k, v] of Object.entries(vars)) if (v === undefined || v === "") delete vars[k];

  let oidc = null;
  if (options.localSignIn !== false && !vars.GOOGLE_CLIENT_ID && !vars.OIDC_ISSUER && !devVarsSet("GOOGLE_CLIENT_ID")) {
    const oidcPort = options.oidcPort ?? (Number(process.env.OIDC_PORT) || port + 1);
    const redirectUris = [`http://127.0.0.1:${port}`, `http://localhost:${port}`, vars.APP_ORIGIN]
      .filter(Boolean)
      .map((origin) => `${origin.replace(/\/+$/, "")}/api/auth/google/callback`);
    oidc = await startOidcProvider({ port: oidcPort, redirectUris, log });
    Object.assign(vars, {
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
    });
    log(`Sign-in goes through the local OpenID provider at ${oidc.issuer} (GOOGLE_CLIENT_ID is not set)\n`);
  }

  // `--var` reaches only the first Worker; CLOUDFLARE_INCLUDE_PROCESS_ENV hands this (small,
  // explicit) environment to both, which is how the analysis Worker gets CRAWL_REPLAY_ORIGIN.
  const childEnv = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    TMPDIR: process.env.TMPDIR ?? "/tmp",
    // Miniflare finds the local browser's shim under the cache folder (dev/browser.mjs).
    ...(process.env.XDG_CACHE_HOME ? { XDG_CACHE_HOME: process.env.XDG_CACHE_HOME } : {}),
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
    ...vars,
  };
  const args = [
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    "queue-consumer/wrangler.toml",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    ...(options.logLevel ? ["--log-level", options.logLevel] : []),
  ];
  const child = spawn(WRANGLER, args, { cwd: ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout.on("data", (d) => log(d.toString()));
  child.stderr.on("data", (d) => log(d.toString()));

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await oidc?.close();
      throw new Error(`wrangler dev exited with ${child.exitCode}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      stop(child);
      await oidc?.close();
      throw new Error("wrangler dev did not answer within 90 s");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    origin,
    port,
    child,
    oidcIssuer: oidc?.issuer ?? null,
    stop: async () => {
      await stop(child);
      await oidc?.close();
    },
  };
}

/**
 * Local Browser Rendering (env.BROWSER) drives the browser dev/browser.mjs finds. Without one the
 * app still runs; pages that need JavaScript are then reported as unreadable, so say so.
 */
async function prepareBrowserRendering(log) {
  try {
    await prepareLocalBrowser({ log: (line) => log(`${line}\n`) });
  } catch (e) {
    if (!(e instanceof BrowserNotFoundError)) throw e;
    log(
      `${e.message}\nWithout it, Browser Rendering cannot start: pages that need JavaScript are reported as unreadable.\n`,
    );
  }
}

/**
 * A port nothing listens on now, chosen by the system: test stacks use it so that two runs on
 * one machine (or a running `npm start`) never collide.
 */
export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/** Refuses to start when something already answers on the port (its health check would lie). */
async function assertPortFree(port) {
  const { createServer } = await import("node:net");
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", () =>
        reject(new Error(`Port ${port} is in use: stop what runs there or set PORT to another port.`)),
      )
      .once("listening", () => probe.close(resolve))
      .listen(port, "127.0.0.1");
  });
}

/** Whether .dev.vars (read by wrangler dev) sets a value for this name. */
function devVarsSet(name) {
  const file = `${ROOT}.dev.vars`;
  if (!existsSync(file)) return false;
  return readFileSync(file, "utf8")
    .split("\n")
    .some((line) => new RegExp(`^\\s*${name}\\s*=\\s*\\S`).test(line));
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 5000).unref();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const argv = process.argv.slice(2);
  const flag = (name) => argv.includes(name);
  const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const vars = {};
  const closers = [];
  if (flag("--replay")) {
    const replayPort = Number(process.env.REPLAY_PORT ?? 8799);
    const replay = await startReplayServer({ harFiles: offlineHarFiles(), port: replayPort });
    vars.CRAWL_REPLAY_ORIGIN = replay.origin;
    // The pages suggest these instead of well-known vendors that are not recorded.
    vars.OFFLINE_VENDORS = replay.vendorList.map((v) => v.host).join(" ");
    closers.push(() => replay.close());
    console.log(`Replaying ${replay.vendors.length} recorded vendor sites from ${replay.origin}:`);
    console.log(`  ${replay.vendorList.map((v) => v.host).join(", ")}`);
  }
  const stack = await startStack({
    port: Number(process.env.PORT ?? 8787),
    persistTo: value("--persist-to"),
    build: !flag("--no-build"),
    vars,
  });
  console.log(`\nRapid Risk Review is running on ${stack.origin}\n`);
  const shutdown = async () => {
    await stack.stop();
    for (const close of closers) await close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  stack.child.on("exit", (code) => process.exit(code ?? 1));
}
