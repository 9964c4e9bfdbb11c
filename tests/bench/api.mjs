#!/usr/bin/env node
/**
 * API benchmark (`npm run bench:api`). Starts the whole stack against the replayed vendor web
 * with 50 ms added latency per request, then measures:
 *   - wall time from POST /api/analyze to `completed` for recorded vendors (fresh analyses);
 *   - p50/p99 latency of a cached POST /api/analyze and of GET /api/jobs/:id under load
 *     (autocannon, 10 connections, 10 s each) and one request at a time (1 connection), against
 *     GET /api/health measured the same way in the same run as the baseline (the cost of the
 *     local runtime itself).
 * Prints a markdown table. BENCH_DURATION (s) and BENCH_CONNECTIONS change the load.
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { corpusHarFiles, startStack } from "../../dev/stack.mjs";
import { startReplayServer } from "../../dev/replay-server.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LATENCY_MS = 50;
const VENDORS = [
  "https://northwindnotes.com/",
  "https://quillmate.ai/",
  "https://ledgerly.io/",
  "http://formforge.co/",
  "https://tinytask.dev/",
];

const replay = await startReplayServer({ harFiles: corpusHarFiles(), latencyMs: LATENCY_MS });
const persistTo = mkdtempSync(join(tmpdir(), "rrr-bench-"));
const port = Number(process.env.BENCH_PORT ?? 8796);
const stack = await startStack({
  port,
  persistTo,
  build: process.env.BENCH_SKIP_BUILD !== "1",
  quiet: true,
  vars: { CRAWL_REPLAY_ORIGIN: replay.origin, ANALYZE_RATE_LIMIT: "0" },
  log: () => {},
  logLevel: "warn",
});
const base = stack.origin;

async function post(url, forceRefresh = false) {
  const res = await fetch(`${base}/api/analyze`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url, forceRefresh }),
  });
  return { status: res.status, body: await res.json() };
}

async function waitForJob(id) {
  for (;;) {
    const job = await (await fetch(`${base}/api/jobs/${id}`)).json();
    if (job.status === "completed" || job.status === "failed") return job;
    await new Promise((r) => setTimeout(r, 25));
  }
}

function load(title, opts, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: DURATION, ...opts }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0)
        console.warn(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      resolve({
        title,
        p50: result.latency.p50,
        p99: result.latency.p99,
        rps: result.requests.average,
        total: result.requests.total,
      });
    });
  });
}

try {
  // Warm up the Workers (first request compiles and opens D1).
  await fetch(`${base}/api/health`);

  const fresh = [];
  let lastJobId;
  for (const url of VENDORS) {
    const started = performance.now();
    const { status, body } = await post(url, true);
    if (status !== 202) throw new Error(`${url}: expected 202, got ${status} ${JSON.stringify(body)}`);
    const job = await waitForJob(body.job_id);
    const ms = performance.now() - started;
    fresh.push({ url, ms, status: job.status, pages: job.result?.crawl?.pages_fetched ?? 0 });
    lastJobId = body.job_id;
  }

  const json = { "content-type": "application/json" };
  const routes = [
    ["GET /api/health (baseline)", { url: `${base}/api/health` }],
    [
      "POST /api/analyze (cached)",
      {
        url: `${base}/api/analyze`,
        method: "POST",
        headers: json,
        body: JSON.stringify({ url: "northwindnotes.com" }),
      },
    ],
    ["GET /api/jobs/:id", { url: `${base}/api/jobs/${lastJobId}` }],
  ];
  const runs = {};
  for (const connections of [CONNECTIONS, 1]) {
    runs[connections] = [];
    for (const [title, opts] of routes) runs[connections].push(await load(title, opts, connections));
  }

  const sorted = fresh.map((f) => f.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`\n### Fresh analyses (POST to completed, ${LATENCY_MS} ms added latency per vendor request)\n`);
  console.log("| vendor | status | pages | wall time |\n|---|---|---|---|");
  for (const f of fresh) console.log(`| ${f.url} | ${f.status} | ${f.pages} | ${(f.ms / 1000).toFixed(2)} s |`);
  console.log(`| **median** | | | **${(median / 1000).toFixed(2)} s** (target < 2 s) |`);

  for (const [connections, results] of Object.entries(runs).sort((a, b) => Number(b[0]) - Number(a[0]))) {
    const [health] = results;
    console.log(`\n### ${connections} connection(s), ${DURATION} s each\n`);
    console.log("| route | p50 | p99 | p99 vs baseline | requests/s |\n|---|---|---|---|---|");
    for (const r of results) {
      const ratio = r === health ? "1.00x" : `${(r.p99 / Math.max(health.p99, 1)).toFixed(2)}x`;
      console.log(`| ${r.title} | ${r.p50} ms | ${r.p99} ms | ${ratio} | ${Math.round(r.rps)} |`);
    }
    const cached = results[1];
    console.log(
      `\nTarget: cached analyze p99 under 50 ms locally — ${cached.p99 < 50 ? "met" : "NOT met"} at ${connections} connection(s).`,
    );
  }
} finally {
  await stack.stop();
  await replay.close();
  rmSync(persistTo, { recursive: true, force: true });
}
