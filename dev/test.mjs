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
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VITEST = `${ROOT}node_modules/vitest/vitest.mjs`;
const args = process.argv.slice(2);

function run(label, vitestArgs) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, "run", ...vitestArgs], {
      cwd: ROOT,
      stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
      env: process.env,
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
