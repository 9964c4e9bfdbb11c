#!/usr/bin/env node
/**
 * Lighthouse benchmark (`npm run bench:lighthouse`). Starts the whole stack as `npm start` does
 * (crawling the replayed vendor web, so nothing leaves the machine), makes one report, and runs
 * Lighthouse (npm, headless, with the browser dev/browser.mjs finds) on the landing page, that
 * report's address and /auth, with the desktop and the mobile settings (Lighthouse's simulated
 * throttling: a mid-range phone on slow 4G; desktop: a fast connection).
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 3); the run with the median performance
 * score is reported. The baseline, measured the same way in the same run, is a static page of one
 * heading and one paragraph served by Node: the floor of Lighthouse's timings on this machine;
 * the "LCP vs baseline" column is each page's largest contentful paint divided by the baseline's.
 *
 * Prints a markdown table, lists every audit below full marks, writes the reports to
 * tests/artifacts/lighthouse/, and exits 1 when the landing page misses its targets: 100 in
 * accessibility, best practices and SEO and at least 95 in performance, on desktop and mobile.
 *
 *   BENCH_SKIP_BUILD=1   use the SPA already in web/dist       BENCH_PORT   the app's port (8794)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "../../dev/browser.mjs";
import { startReplayServer } from "../../dev/replay-server.mjs";
import { corpusHarFiles, startStack } from "../../dev/stack.mjs";

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PORT = Number(process.env.BENCH_PORT ?? 8794);
const REPORT_VENDOR = "https://northwindnotes.com/";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const OUT = "tests/artifacts/lighthouse";
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const BASELINE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Baseline page of the Lighthouse benchmark."><title>Baseline</title></head>
<body><main><h1>Baseline</h1><p>One heading and one paragraph, served by Node: the floor of the measurements.</p></main></body></html>`;

async function main() {
  const browser = await findChromium();
  console.log(browser.summary);
  const replay = await startReplayServer({ harFiles: corpusHarFiles() });
  const persistTo = mkdtempSync(join(tmpdir(), "rrr-lighthouse-"));
  const baseline = await serveBaseline();
  const stack = await startStack({
    port: PORT,
    persistTo,
    build: process.env.BENCH_SKIP_BUILD !== "1",
    quiet: true,
    vars: {
      CRAWL_REPLAY_ORIGIN: replay.origin,
      ANALYZE_RATE_LIMIT: "0",
      SECURITY_CONTACT: "mailto:security@example.com",
    },
    log: () => {},
    logLevel: "warn",
  });
  try {
    const reportPath = await makeReport(stack.origin);
    const pages = [
      { name: "baseline (static page)", url: baseline.url },
      { name: "landing /", url: `${stack.origin}/`, targets: true },
      { name: `report ${reportPath}`, url: `${stack.origin}${reportPath}` },
      { name: "sign-in /auth", url: `${stack.origin}/auth` },
    ];
    const results = [];
    for (const device of ["desktop", "mobile"]) {
      for (const page of pages) results.push({ page, device, lhr: await measure(browser.path, page.url, device) });
    }
    mkdirSync(OUT, { recursive: true });
    for (const r of results) writeFileSync(`${OUT}/${slug(r.page.name)}-${r.device}.json`, JSON.stringify(r.lhr));
    printTable(results);
    printShortfalls(results);
    const missed = missedTargets(results);
    if (missed.length) {
      console.error(`\nThe landing page misses its targets: ${missed.join("; ")}`);
      process.exitCode = 1;
    } else {
      console.log("\nThe landing page meets its targets on desktop and mobile.");
    }
  } finally {
    await stack.stop();
    await replay.close();
    baseline.server.close();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

/** A static page served by Node, measured like the app's pages. */
async function serveBaseline() {
  const server = createServer((req, res) => {
    if (req.url === "/" || req.url?.startsWith("/?")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(BASELINE_HTML);
    } else if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("User-agent: *\nAllow: /\n");
    } else {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** Analyzes one recorded vendor so its report has an address; returns that address's path. */
async function makeReport(origin) {
  const res = await fetch(`${origin}/api/analyze`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: REPORT_VENDOR }),
  });
  const body = await res.json();
  if (res.status === 202) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await (await fetch(`${origin}/api/jobs/${body.job_id}`)).json();
      if (job.status === "completed") break;
      if (job.status === "failed" || Date.now() > deadline)
        throw new Error(`The analysis of ${REPORT_VENDOR} did not complete: ${JSON.stringify(job).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } else if (res.status !== 200) {
    throw new Error(`POST /api/analyze answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return `/reports/${new URL(REPORT_VENDOR).host}`;
}

/** RUNS Lighthouse runs of one page; the one with the median performance score. */
async function measure(chromePath, url, device) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" });
    try {
      const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
      const result = await lighthouse(url, flags, device === "desktop" ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    } finally {
      chrome.kill();
    }
  }
  runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
  return runs[Math.floor((runs.length - 1) / 2)];
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr, audit) => lhr.audits[audit]?.numericValue ?? NaN;
const seconds = (n) => `${(n / 1000).toFixed(2)} s`;
const slug = (s) =>
  s
    .replace(/[^a-z0-9]+/gi, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();

function printTable(results) {
  console.log(`\nLighthouse ${results[0].lhr.lighthouseVersion}, ${RUNS} run(s) per page, median by performance:\n`);
  console.log(
    "| page | device | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | LCP vs baseline |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const { page, device, lhr } of results) {
    const base = results.find((r) => r.device === device && r.page.name.startsWith("baseline")).lhr;
    const cells = [
      page.name,
      device,
      ...CATEGORIES.map((c) => score(lhr, c)),
      seconds(ms(lhr, "first-contentful-paint")),
      seconds(ms(lhr, "largest-contentful-paint")),
      `${Math.round(ms(lhr, "total-blocking-time"))} ms`,
      ms(lhr, "cumulative-layout-shift").toFixed(3),
      `${(ms(lhr, "largest-contentful-paint") / ms(base, "largest-contentful-paint")).toFixed(2)}x`,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

/** Every scored audit below full marks, per page and device, so a drop says why. */
function printShortfalls(results) {
  for (const { page, device, lhr } of results) {
    if (page.name.startsWith("baseline")) continue;
    const ids = new Set(
      CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)),
    );
    const short = [...ids]
      .map((id) => lhr.audits[id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id} (${a.score}${a.displayValue ? `, ${a.displayValue}` : ""})`);
    if (short.length) console.log(`\n${page.name}, ${device}: below full marks: ${short.join(", ")}`);
  }
}

function missedTargets(results) {
  return results
    .filter((r) => r.page.targets)
    .flatMap(({ device, lhr }) =>
      Object.entries(TARGETS)
        .filter(([category, target]) => score(lhr, category) < target)
        .map(([category, target]) => `${device} ${category} ${score(lhr, category)} < ${target}`),
    );
}

await main();
