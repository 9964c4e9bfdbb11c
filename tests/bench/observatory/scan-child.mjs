/**
 * Child process of the bench (see scanner.mjs): imports Mozilla's scanner from the cache
 * folder and prints one JSON line per host: { host, result }, where result is the scanner's
 * own output ({ scan, tests }) or { error } when it gives no grade.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const pkg = process.env.OBSERVATORY_PKG;
const { scan } = await import(pathToFileURL(join(pkg, "src", "scanner", "index.js")).href);

for (const host of process.argv.slice(2)) {
  let result;
  try {
    const r = await scan(host);
    const tests = Object.fromEntries(
      Object.entries(r.tests).map(([name, t]) => [
        name,
        { result: t.result, pass: t.pass, scoreModifier: t.scoreModifier, data: t.data ?? null },
      ]),
    );
    result = { scan: r.scan, tests };
  } catch (err) {
    result = { error: err instanceof Error ? err.message : String(err) };
  }
  process.stdout.write(`${JSON.stringify({ host, result })}\n`);
}
