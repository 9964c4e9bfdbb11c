#!/usr/bin/env node
/**
 * The one place that finds the Chromium used on a developer's machine: by the browser tests
 * (playwright-core), by local Browser Rendering (Miniflare, behind `npm start` and the crawler
 * tests), by the benchmarks and by anything else that prints or screenshots pages.
 *
 * Order: CHROMIUM_PATH if set, else a system Chromium or Chrome, else the Chromium shipped inside
 * the npm package @sparticuz/chromium (a devDependency), unpacked on first use to
 * `$TMPDIR/chromium` (os.tmpdir(); /tmp/chromium by default, about 1.5 s once).
 * Development only: Worker code never imports this; production uses Cloudflare's Browser Rendering.
 *
 * `node dev/browser.mjs` prints which browser was chosen and prepares local Browser Rendering.
 */
import { execFileSync } from "node:child_process";
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { arch, homedir, platform, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PACKAGE = "@sparticuz/chromium";

/**
 * Flags for launching the browser directly (playwright-core's `args`). Not the package's own
 * `chromium.args`: those are for a serverless sandbox (`--single-process` makes a second browser
 * context kill the browser, `--disable-web-security` changes what is tested). `--no-zygote` is
 * what the packaged build needs outside that sandbox.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--no-zygote",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Where a Chromium or Chrome is installed by the system's packages. */
const SYSTEM_PATHS = {
  linux: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"],
  darwin: [
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  ],
};

/** No usable browser; the message is one line that says what to do. */
export class BrowserNotFoundError extends Error {
  constructor(message) {
    super(message);
    this.name = "BrowserNotFoundError";
    this.stack = `${this.name}: ${message}`; // the line is the whole story; a stack would bury it
  }
}

/**
 * Finds the browser (see the file comment), checks that it starts, and says which it is.
 * @param {Record<string, string | undefined>} [env]
 * @param {string[]} [systemPaths] where to look for a system browser
 * @returns {Promise<{ path: string, source: "CHROMIUM_PATH" | "system" | "npm", version: string, summary: string }>}
 * @throws {BrowserNotFoundError}
 */
export async function findChromium(env = process.env, systemPaths = SYSTEM_PATHS[platform()] ?? []) {
  const { path, source } = await locate(env, systemPaths);
  const version = versionOf(path, source);
  const where = { CHROMIUM_PATH: "CHROMIUM_PATH", system: "system", npm: `npm package ${PACKAGE}` }[source];
  return { path, source, version, summary: `Browser: ${version} at ${path} (${where})` };
}

async function locate(env, systemPaths) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new BrowserNotFoundError(
        `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium or Chrome, or unset it to use the one npm installs (${PACKAGE}).`,
      );
    }
    return { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
  }
  const system = systemPaths.find(isExecutable);
  if (system) return { path: system, source: "system" };
  if (platform() !== "linux" || arch() !== "x64") {
    throw new BrowserNotFoundError(
      `No Chromium found: the one in the npm package ${PACKAGE} runs only on Linux x64 (this machine: ${platform()} ${arch()}); install Chromium or Chrome and set CHROMIUM_PATH to it.`,
    );
  }
  let chromium;
  try {
    chromium = (await import(PACKAGE)).default;
  } catch {
    throw new BrowserNotFoundError(
      `No Chromium found: the npm package ${PACKAGE} is not installed; run npm install, or set CHROMIUM_PATH.`,
    );
  }
  try {
    return { path: await chromium.executablePath(), source: "npm" };
  } catch (e) {
    throw new BrowserNotFoundError(
      `Unpacking the Chromium of ${PACKAGE} into ${tmpdir()} failed (${e.message}); free space there, or set CHROMIUM_PATH.`,
    );
  }
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Runs `<browser> --version`: proves the binary starts here (libraries, architecture) before any test relies on it. */
function versionOf(path, source) {
  try {
    return execFileSync(path, ["--version"], {
      encoding: "utf8",
      timeout: 15_000,
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  } catch (e) {
    const why = (e.stderr?.toString() || e.message).trim().split("\n")[0];
    throw new BrowserNotFoundError(
      `The Chromium at ${path} (${source}) does not start on this machine (${platform()} ${arch()}): ${why}; set CHROMIUM_PATH to a Chromium or Chrome that runs here.`,
    );
  }
}

/**
 * Points local Browser Rendering (Miniflare's `env.BROWSER`, under `wrangler dev` and the vitest
 * workerd pool) at `chromiumPath`. Miniflare wants Chrome for Testing in its cache folder and
 * downloads it when the folder lacks the marker `.miniflare-install-complete`; the download fails
 * without internet, so a small shim sits there instead, running our browser with the flags a
 * container needs. Idempotent: the shim is rewritten only when it changes, and atomically.
 * Linux only (elsewhere Miniflare downloads its own Chrome).
 * @returns {string[]} the shims written or already in place
 */
export function writeMiniflareShims(chromiumPath, env = process.env) {
  if (platform() !== "linux") return [];
  const cache = join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), ".wrangler", "chrome");
  const folder = arch() === "arm64" ? "linux_arm" : "linux";
  return miniflareBrowserVersions().map((version) => {
    const dir = join(cache, `${folder}-${version}`);
    const shim = join(dir, "chrome-linux64", "chrome");
    const script = [
      "#!/bin/sh",
      `# Written by dev/browser.mjs: Miniflare's Chrome ${version} -> the browser it found.`,
      `exec "${chromiumPath}" --no-sandbox --no-zygote --disable-gpu --disable-dev-shm-usage "$@"`,
      "",
    ].join("\n");
    if (!existsSync(shim) || readFileSync(shim, "utf8") !== script) {
      mkdirSync(dirname(shim), { recursive: true });
      writeFileSync(`${shim}.${process.pid}`, script, { mode: 0o755 });
      renameSync(`${shim}.${process.pid}`, shim);
    }
    writeFileSync(join(dir, ".miniflare-install-complete"), "");
    return shim;
  });
}

/** The Chrome versions the installed Miniflares ask for (wrangler's and the vitest pool's may differ). */
function miniflareBrowserVersions() {
  const files = [
    "node_modules/miniflare/dist/src/index.js",
    "node_modules/wrangler/node_modules/miniflare/dist/src/index.js",
  ];
  const versions = new Set();
  for (const file of files.map((f) => join(ROOT, f)).filter((f) => existsSync(f))) {
    const match = /BROWSER_VERSION = "([0-9.]+)"/.exec(readFileSync(file, "utf8"));
    if (match) versions.add(match[1]);
  }
  if (versions.size === 0) throw new Error("Miniflare's Chrome version not found under node_modules: run npm install.");
  return [...versions];
}

/**
 * Finds the browser and prepares local Browser Rendering, once per process (the test projects'
 * set-ups and the stack launcher may all ask). Logs the one line saying which browser it chose.
 * @param {{ log?: (line: string) => void }} [options]
 */
export function prepareLocalBrowser({ log = (line) => console.log(line) } = {}) {
  const key = Symbol.for("rapid-risk-review.local-browser");
  globalThis[key] ??= (async () => {
    const found = await findChromium();
    writeMiniflareShims(found.path);
    log(found.summary);
    return found;
  })();
  return globalThis[key];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const found = await prepareLocalBrowser();
    for (const shim of writeMiniflareShims(found.path)) console.log(`Local Browser Rendering: ${shim}`);
  } catch (e) {
    console.error(e instanceof BrowserNotFoundError ? e.message : e);
    process.exit(1);
  }
}
