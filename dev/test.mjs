#!/usr/bin/env node
/**
 * `npm test`: every test project, in three Vitest runs side by side.
 *
 *   - the browser tests (`e2e`): two files at a time, each worker with a stack of its own, and
 *     one Chromium; they mostly wait on the browser and the stacks;
 *   - the web Worker's tests (`worker`): its files share one workerd runtime, one JavaScript
 *     thread;
 *   - the rest (`queue-consumer`, `web`, `dev`).
 *
 * One Vitest run would run the projects one after another (a pool worker only takes the next
 * file of its own project), leaving the machine idle most of the time. Each line of output is
 * prefixed with its run's name; the exit code is the first failure's, else 0. With arguments
 * (`npm test -- --project worker`, a file path, a flag) it is one plain `vitest run` with them.
 */
import { spawn } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { findChromium } from "./browser.mjs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VITEST = `${ROOT}node_modules/vitest/vitest.mjs`;
const args = process.argv.slice(2);

/** A run keeps about half a gigabyte there at its peak; containers often give /dev/shm 64 MB. */
const SCRATCH_BYTES = 2 * 1024 ** 3;

/**
 * Where the runs keep their throwaway state (the test databases, caches, browser profiles): in
 * memory where the system offers it (/dev/shm with SCRATCH_BYTES free), unless TMPDIR says
 * otherwise. Every test file starts from an empty database, thousands of small writes a run; on
 * disk they wait on the disk whenever the three runs write at once.
 */
function scratchDir() {
  if (process.env.TMPDIR) return null;
  try {
    accessSync("/dev/shm", constants.W_OK);
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize < SCRATCH_BYTES) return null;
    return mkdtempSync("/dev/shm/rrr-tests-");
  } catch {
    return null;
  }
}

const scratch = args.length > 0 ? null : scratchDir();
const childEnv = scratch ? { ...process.env, TMPDIR: scratch, ...(await unpackedBrowser()) } : process.env;
if (scratch) process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));

/**
 * The browser, found (and the npm one unpacked, under the usual TMPDIR) once before the runs
 * start: two runs unpacking it into a new TMPDIR at the same moment would trip over each other.
 * When there is none, the runs say so themselves.
 */
async function unpackedBrowser() {
  if (process.env.CHROMIUM_PATH || process.env.SKIP_BROWSER_TESTS === "1") return {};
  try {
    return { CHROMIUM_PATH: (await findChromium()).path };
  } catch {
    return {};
  }
}

function run(label, vitestArgs) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, "run", ...vitestArgs], {
      cwd: ROOT,
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
      env: childEnv,
    });
    if (label) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        from.setEncoding("utf8");
        from.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) to.write(`[${label}] ${line}\n`);
        });
        from.on("end", () => rest && to.write(`[${label}] ${rest}\n`));
      }
    }
    const stop = (signal) => child.kill(signal);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    child.on("exit", (code, signal) => {
      resolve({ label, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

if (args.length > 0) {
  const { code } = await run(null, args);
  process.exit(code);
}

const results = await Promise.all([
  run("browser", ["--project", "e2e"]),
  run("worker", ["--project", "worker"]),
  run("others", ["--project", "queue-consumer", "--project", "web", "--project", "dev"]),
]);
for (const r of results)
  process.stdout.write(`\n${r.label}: ${r.code === 0 ? "passed" : `FAILED (exit ${r.code})`} in ${r.seconds} s`);
process.stdout.write("\n");
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
