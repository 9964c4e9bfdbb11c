#!/usr/bin/env node
/**
 * The landing page's JavaScript before any interaction: everything a browser downloads for "/"
 * until the network is idle, measured in Chromium against the app as `npm start` serves it (the
 * web Worker with the built SPA; run `npm run build` first). A new visitor without a session, on
 * a desktop (1280 px) and on a phone (390 px): every script the page loads counts, the entry
 * chunk and whatever the page fetches by itself. Sizes are the files gzipped (level 9), as a CDN
 * would send them. Fails when either viewport is over the budget of 120 KB.
 *
 * For the record it also measures what the first sign of activity (the pointer moving) loads:
 * the app that makes the drawn page live (web/src/boot.ts).
 *
 *   node tests/bench/bundle-size.mjs            prints the files, exits 1 over budget (`npm run check:bundle`)
 *   BUNDLE_BUDGET_KB=110 node tests/bench/...   another budget
 *
 * "Idle" is no request in flight for QUIET_MS (longer than any delay the page waits before it
 * fetches something on its own), within at most 30 s.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../dev/browser.mjs";
import { freePort, ROOT, startStack } from "../../dev/stack.mjs";

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 120);
const QUIET_MS = 3000;
const MAX_WAIT_MS = 30_000;
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844, isMobile: true, hasTouch: true },
];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Every script the page downloads from opening "/" until no request has been in flight for
 * QUIET_MS; with `activity`, only those it downloads after the pointer first moves.
 */
export async function landingScripts(browser, origin, viewport, { activity = false } = {}) {
  const context = await browser.newContext({ viewport, isMobile: viewport.isMobile, hasTouch: viewport.hasTouch });
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on("request", () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on("requestfailed", settle);
  page.on("requestfinished", settle);
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    if (type !== "script" && !contentType.includes("javascript")) return;
    pending.push(
      response.body().then(
        (body) =>
          scripts.set(new URL(response.url()).pathname, {
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
        () => {},
      ),
    );
  });
  const started = Date.now();
  await page.goto(`${origin}/`, { waitUntil: "load" });
  const idle = async () => {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > MAX_WAIT_MS) throw new Error(`"/" did not go idle within ${MAX_WAIT_MS / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await idle();
  if (activity) {
    await Promise.all(pending);
    scripts.clear();
    await page.mouse.move(10, 10);
    lastActivity = Date.now();
    await idle();
  }
  await Promise.all(pending);
  await context.close();
  return [...scripts].map(([path, size]) => ({ path, ...size })).sort((a, b) => b.gzip - a.gzip);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(`${ROOT}web/dist/index.html`)) {
    console.error("No web/dist: run `npm run build` first.");
    process.exit(2);
  }
  const persistTo = mkdtempSync(join(tmpdir(), "rrr-bundle-"));
  const stack = await startStack({
    port: await freePort(),
    persistTo,
    build: false,
    quiet: true,
    localSignIn: false,
    log: () => {},
  });
  const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const viewport of VIEWPORTS) {
      const files = await landingScripts(browser, stack.origin, viewport);
      const total = files.reduce((s, f) => s + f.gzip, 0);
      const after = await landingScripts(browser, stack.origin, viewport, { activity: true });
      const afterTotal = after.reduce((s, f) => s + f.gzip, 0);
      results[viewport.name] = { total, files, afterActivity: { total: afterTotal, files: after } };
      console.log(
        `JavaScript of "/" until the network is idle, ${viewport.name} (${viewport.width} px), ${files.length} files:`,
      );
      for (const f of files)
        console.log(`  ${f.path.padEnd(52)} ${kb(f.raw).padStart(10)}  gzip ${kb(f.gzip).padStart(9)}`);
      console.log(`  ${"total".padEnd(52)} ${"".padStart(10)}  gzip ${kb(total).padStart(9)}`);
      console.log(`  then at the first activity, until idle again: ${after.length} files, gzip ${kb(afterTotal)}\n`);
    }
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
  mkdirSync(`${ROOT}tests/artifacts`, { recursive: true });
  writeFileSync(`${ROOT}tests/artifacts/bundle-size.json`, `${JSON.stringify(results, null, 2)}\n`);
  const worst = Math.max(...Object.values(results).map((r) => r.total));
  console.log(`Budget: ${BUDGET_KB} KB gzipped.`);
  if (worst > BUDGET_KB * 1024) {
    console.error(`Over budget by ${kb(worst - BUDGET_KB * 1024)}.`);
    process.exit(1);
  }
  console.log(`Within budget (${kb(BUDGET_KB * 1024 - worst)} to spare).`);
}
