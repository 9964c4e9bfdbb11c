#!/usr/bin/env node
/**
 * Vendor monitoring benchmark (`npm run bench:monitoring`). Runs the analysis Worker as
 * `wrangler dev` does (its queue, its cron trigger through wrangler's /__scheduled, local D1 and
 * KV), crawling the recorded vendor web through the replay server with 50 ms added to every
 * response, and measures:
 *
 *   1. Check wall time (the check written by the cron job to the check completed): after every
 *      recorded vendor's first check (its baseline, all at once), each vendor re-checked alone,
 *      one after another, then all of them at once: p99 at once against the median alone
 *      (target: at most 5x). Both are re-checks of unchanged sites, the steady state of
 *      monitoring.
 *   2. One full monitoring cycle for 1,000 watched assessments in 50 organizations over those
 *      vendors: how long, how many crawls (each vendor's robots.txt is read once per crawl), the
 *      D1 rows written (by table) and the KV writes; then a cycle where nothing changed, and one
 *      where one vendor changed (its changes told to every organization watching it).
 *
 * Prints a markdown report and writes tests/artifacts/monitoring-bench.json. BENCH_PORT (8874)
 * and the two ports after it; BENCH_LATENCY (ms, 50). BENCH_PROFILE=1 also records the analysis
 * Worker's CPU profile of the all-at-once checks (tests/artifacts/monitoring-at-once.cpuprofile,
 * opened by Chrome's DevTools) and prints the functions that took the most of it.
 */
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadHar, startReplayServer } from "../../dev/replay-server.mjs";
import { applyMigrations, corpusHarFiles, ROOT } from "../../dev/stack.mjs";
import { installSiteVersions } from "../support/site-versions.mjs";
// wrangler's inspector refuses Node's built-in WebSocket client; the ws package connects.
import WebSocket from "ws";

const PORT = Number(process.env.BENCH_PORT ?? 8874);
const [CONSUMER, INSPECT, REPLAY] = [0, 1, 2].map((i) => PORT + i);
const LATENCY_MS = Number(process.env.BENCH_LATENCY ?? 50);
const ORGS = 50;
const ASSESSMENTS = 1000;
const WRANGLER = `${ROOT}node_modules/.bin/wrangler`;
const CRON = "*/5 * * * *";
const CHANGED_VENDOR = "northwind-watch.com";
const PROFILE = process.env.BENCH_PROFILE === "1";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
mkdirSync(`${ROOT}tests/artifacts`, { recursive: true });
const logFile = `${ROOT}tests/artifacts/monitoring-bench-worker.log`;
writeFileSync(logFile, "");

const persistTo = mkdtempSync(join(tmpdir(), "rrr-monitoring-"));
const toolEnv = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

// ---- The recorded vendors: the corpus, plus the versioned sites of the monitoring tests ----
const replay = await startReplayServer({ harFiles: corpusHarFiles(), port: REPLAY, latencyMs: LATENCY_MS });
installSiteVersions(replay);
const vendors = [];
for (const file of corpusHarFiles()) {
  const { meta } = loadHar(file);
  if (meta.start_url) vendors.push(meta.start_url);
}
vendors.push(`https://${CHANGED_VENDOR}/`);
const vendorKey = (url) => {
  const u = new URL(url);
  return `${u.hostname.replace(/^www\./, "")}${u.pathname.replace(/\/+$/, "")}`;
};
const keys = vendors.map(vendorKey);

// ---- The database, through wrangler (never synchronously: the replay server shares this process) ----
const run = promisify(execFile);
async function d1(args) {
  for (let attempt = 0; ; attempt++) {
    try {
      const { stdout } = await run(
        WRANGLER,
        ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", ...args],
        { cwd: ROOT, env: toolEnv, maxBuffer: 256 * 1024 * 1024 },
      );
      return stdout;
    } catch (err) {
      // Two processes on one SQLite file: "database is locked" now and then.
      if (attempt < 5 && /locked|busy/i.test(String(err.stderr ?? err))) continue;
      throw err;
    }
  }
}
const query = async (sql) => JSON.parse(await d1(["--command", sql]))[0].results;
async function execute(statements) {
  const file = join(persistTo, `seed-${Date.now()}-${Math.random().toString(36).slice(2)}.sql`);
  writeFileSync(file, statements.join("\n"));
  await d1(["--file", file]);
}
const q = (s) => `'${String(s).replaceAll("'", "''")}'`;

async function kvKeys() {
  const { stdout } = await run(
    WRANGLER,
    ["kv", "key", "list", "--binding", "CACHE", "--local", "--persist-to", persistTo],
    {
      cwd: ROOT,
      env: toolEnv,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout).map((k) => k.name);
}

const TABLES = [
  "vendor_checks",
  "vendor_changes",
  "vendor_check_deliveries",
  "user_notifications",
  "email_outbox",
  "organization_events",
  "assessment_approvals",
  "audit_logs",
  "monitored_vendors",
];
async function counts() {
  const [row] = await query(`SELECT ${TABLES.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(", ")}`);
  return Object.fromEntries(TABLES.map((t) => [t, row[t]]));
}

/** 50 organizations, each with 4 members, 1,000 assessments of the vendors (each vendor in many organizations), watched weekly. */
async function seed() {
  const at = "2026-01-01T00:00:00.000Z";
  const statements = [];
  const people = [];
  for (let o = 0; o < ORGS; o++) {
    const org = `bench-org-${o}`;
    statements.push(
      `INSERT INTO organizations (id, name, domain, created_at, updated_at) VALUES (${q(org)}, ${q(`Bench ${o}`)}, ${q(`bench${o}.example.org`)}, ${q(at)}, ${q(at)});`,
    );
    for (const [i, role] of ["admin", "reviewer", "analyst", "viewer"].entries()) {
      const user = `${org}-u${i}`;
      people.push({ org, user });
      statements.push(
        `INSERT INTO user_profiles (id, email, full_name, organization_id, status, auth_issuer, auth_subject, created_at, updated_at) VALUES (${q(user)}, ${q(`${role}${o}@bench${o}.example.org`)}, ${q(`${role} ${o}`)}, ${q(org)}, 'active', 'https://idp.test', ${q(user)}, ${q(at)}, ${q(at)});`,
        `INSERT INTO user_roles (id, user_id, organization_id, role, created_at) VALUES (${q(`${user}-r`)}, ${q(user)}, ${q(org)}, ${q(role)}, ${q(at)});`,
      );
    }
  }
  const perOrg = ASSESSMENTS / ORGS;
  for (let n = 0; n < ASSESSMENTS; n++) {
    const o = Math.floor(n / perOrg);
    const org = `bench-org-${o}`;
    // Each organization watches perOrg different vendors; across organizations every vendor is watched many times.
    const v = (o * 7 + (n % perOrg)) % vendors.length;
    const url = vendors[v];
    const id = `bench-a-${n}`;
    // Half of them approved, so a change that warrants it sends them back to review.
    const approved = n % 2 === 0;
    statements.push(
      `INSERT INTO org_risk_assessments (id, organization_id, url, vendor_key, tool_name, status, approval_status, created_by, created_at, updated_at) VALUES (${q(id)}, ${q(org)}, ${q(url)}, ${q(keys[v])}, ${q(`Tool ${v}`)}, ${approved ? "'completed'" : "'pending_review'"}, ${approved ? "'approved'" : "'pending'"}, ${q(`${org}-u2`)}, ${q(at)}, ${q(at)});`,
      `INSERT INTO assessment_monitoring (assessment_id, organization_id, vendor_key, frequency, created_at, updated_at) VALUES (${q(id)}, ${q(org)}, ${q(keys[v])}, 'weekly', ${q(at)}, ${q(at)});`,
    );
  }
  // Every vendor registered, none due yet.
  vendors.forEach((url, v) => {
    statements.push(
      `INSERT OR IGNORE INTO monitored_vendors (vendor_key, url, interval_seconds, next_check_at, created_at, updated_at) VALUES (${q(keys[v])}, ${q(url)}, 604800, '2099-01-01T00:00:00.000Z', ${q(at)}, ${q(at)});`,
    );
  });
  await execute(statements);
  return { organizations: ORGS, assessments: ASSESSMENTS, vendors: vendors.length };
}

/** Makes these vendors due: their last check was a week and a minute ago. */
async function makeDue(list) {
  const due = new Date(Date.now() - 60_000).toISOString();
  const last = new Date(Date.now() - 604_860_000).toISOString();
  for (let i = 0; i < list.length; i += 80) {
    await execute([
      `UPDATE monitored_vendors SET next_check_at = ${q(due)}, last_checked_at = ${q(last)} WHERE vendor_key IN (${list
        .slice(i, i + 80)
        .map(q)
        .join(",")});`,
    ]);
  }
}

// ---- The analysis Worker's CPU profile (BENCH_PROFILE=1), through its inspector ----
async function startProfiler() {
  const [target] = await (await fetch(`http://127.0.0.1:${INSPECT}/json`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 1;
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message.result);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 500 });
  await send("Profiler.start");
  return async () => {
    const { profile } = await send("Profiler.stop");
    socket.close();
    writeFileSync(`${ROOT}tests/artifacts/monitoring-at-once.cpuprofile`, JSON.stringify(profile));
    return topFunctions(profile);
  };
}

/** Self time per function (and its file and line), largest first, as shares of the samples. */
function topFunctions(profile, count = 25) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (const id of profile.samples) {
    const { callFrame } = byNode.get(id);
    const file = callFrame.url.split("/").slice(-2).join("/");
    const key = `${callFrame.functionName || "(anonymous)"} ${file}:${callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, n]) => `${((100 * n) / total).toFixed(1).padStart(5)}%  ${fn}`);
}

// ---- The analysis Worker ----
function startWorker() {
  const child = spawn(
    WRANGLER,
    [
      "dev",
      "-c",
      "queue-consumer/wrangler.toml",
      "--port",
      String(CONSUMER),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(INSPECT),
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      "--test-scheduled",
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR ?? "/tmp",
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
        WRANGLER_REGISTRY_PATH: `${persistTo}/registry`,
        ENVIRONMENT: "development",
        CRAWL_REPLAY_ORIGIN: replay.origin,
      },
    },
  );
  child.stdout.on("data", (d) => appendFileSync(logFile, d));
  child.stderr.on("data", (d) => appendFileSync(logFile, d));
  return child;
}

async function waitUp(child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error("the analysis Worker exited; see tests/artifacts/monitoring-bench-worker.log");
    try {
      await fetch(`http://127.0.0.1:${CONSUMER}/`);
      return;
    } catch {
      await sleep(300);
    }
  }
  throw new Error("the analysis Worker did not start within 90 s");
}

const cron = () =>
  fetch(`http://127.0.0.1:${CONSUMER}/__scheduled?cron=${encodeURIComponent(CRON)}`).then((r) => r.text());

/**
 * The checks table, read straight from the local database file (read-only; the database is in WAL
 * mode, so the Worker keeps writing): a wrangler command per poll would start a Node process
 * each second and take CPU from the checks being measured.
 */
let checksDb;
function checksSince(since) {
  if (!checksDb) {
    const dir = join(persistTo, "v3/d1/miniflare-D1DatabaseObject");
    const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
    checksDb = new DatabaseSync(join(dir, file), { readOnly: true });
  }
  return checksDb
    .prepare(
      "SELECT vendor_key, status, created_at, started_at, completed_at, changes_count FROM vendor_checks WHERE created_at >= ?",
    )
    .all(since);
}

/** Runs the cron job once and waits until every check it started (of these vendors) has finished. */
async function cycle(list, since) {
  await cron();
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const rows = checksSince(since);
    const mine = rows.filter((r) => list.includes(r.vendor_key));
    if (mine.length === list.length && mine.every((r) => r.status === "completed" || r.status === "failed"))
      return mine;
    if (Date.now() > deadline)
      throw new Error(`checks not finished: ${JSON.stringify(mine.filter((r) => !r.completed_at))}`);
    await sleep(250);
  }
}

const wall = (r) => Date.parse(r.completed_at) - Date.parse(r.created_at);
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
function crawlsPerVendor(fromIndex) {
  const hits = new Map();
  for (const e of replay.log.slice(fromIndex)) {
    if (!e.url.endsWith("/robots.txt")) continue;
    const host = new URL(e.url).hostname.replace(/^www\./, "");
    hits.set(host, (hits.get(host) ?? 0) + 1);
  }
  return hits;
}
const delta = (a, b) => Object.fromEntries(TABLES.map((t) => [t, b[t] - a[t]]));

const results = { latencyMs: LATENCY_MS, vendors: vendors.length };
let worker;
try {
  applyMigrations(persistTo, { quiet: true });
  results.seeded = await seed();
  worker = startWorker();
  await waitUp(worker);

  // 0. Each vendor's first check (its baseline), all at once: what a check compares with from then on.
  const sinceFirst = new Date().toISOString();
  await makeDue(keys);
  const tFirst = Date.now();
  const firstRows = await cycle(keys, sinceFirst);
  const firstAtOnce = firstRows.map(wall).sort((a, b) => a - b);
  results.firstChecks = {
    ms: Date.now() - tFirst,
    median: percentile(firstAtOnce, 50),
    p99: percentile(firstAtOnce, 99),
    failed: firstRows.filter((r) => r.status === "failed").length,
  };

  // 1. Each vendor alone: a re-check, as every later check is (the same work as all at once below).
  const alone = [];
  for (const key of keys) {
    const since = new Date().toISOString();
    await makeDue([key]);
    const [row] = await cycle([key], since);
    alone.push({ vendor: key, ms: wall(row), status: row.status });
  }
  const aloneSorted = alone.map((a) => a.ms).sort((a, b) => a - b);
  results.alone = {
    median: percentile(aloneSorted, 50),
    p99: percentile(aloneSorted, 99),
    failed: alone.filter((a) => a.status === "failed").map((a) => a.vendor),
  };

  // 2. All at once: one full cycle of the 1,000 watched assessments, nothing changed since.
  const kvBefore = new Set(await kvKeys());
  const before = await counts();
  const logFrom = replay.log.length;
  const since = new Date().toISOString();
  await makeDue(keys);
  const stopProfiler = PROFILE ? await startProfiler() : null;
  const t0 = Date.now();
  const rows = await cycle(keys, since);
  const cycleMs = Date.now() - t0;
  if (stopProfiler) results.profile = await stopProfiler();
  const crawls = crawlsPerVendor(logFrom);
  const after = await counts();
  const kvAfter = await kvKeys();
  const atOnce = rows.map(wall).sort((a, b) => a - b);
  results.atOnce = {
    median: percentile(atOnce, 50),
    p99: percentile(atOnce, 99),
    ratio: percentile(atOnce, 99) / results.alone.median,
    failed: rows.filter((r) => r.status === "failed").length,
    // Where the time went: waiting for the consumer (written to claimed), then the check itself.
    queuedP99: percentile(
      rows.map((r) => Date.parse(r.started_at) - Date.parse(r.created_at)).sort((a, b) => a - b),
      99,
    ),
    runningMedian: percentile(
      rows.map((r) => Date.parse(r.completed_at) - Date.parse(r.started_at)).sort((a, b) => a - b),
      50,
    ),
  };
  results.cycle = {
    ms: cycleMs,
    checks: rows.length,
    crawls: [...crawls.values()].reduce((n, c) => n + c, 0),
    vendorsCrawledTwice: [...crawls.values()].filter((c) => c > 1).length,
    rows: delta(before, after),
    kvNewKeys: kvAfter.filter((k) => !kvBefore.has(k)).length,
    kvWrites: kvAfter.filter((k) => !kvBefore.has(k)).length + rows.filter((r) => r.status === "completed").length,
  };

  // 3. One vendor changed (quotes, a certification, a price): told to every organization watching it.
  await fetch(`${replay.origin}/site-versions.control/${CHANGED_VENDOR}/v2`);
  const before2 = await counts();
  const kv2 = new Set(await kvKeys());
  const since2 = new Date().toISOString();
  await makeDue(keys);
  const t1 = Date.now();
  const rows2 = await cycle(keys, since2);
  const after2 = await counts();
  const kvAfter2 = await kvKeys();
  const [watchers] = await query(
    `SELECT COUNT(*) AS n, COUNT(DISTINCT organization_id) AS orgs FROM assessment_monitoring WHERE vendor_key = ${q(CHANGED_VENDOR)}`,
  );
  results.changedCycle = {
    ms: Date.now() - t1,
    changes: rows2.reduce((n, r) => n + r.changes_count, 0),
    assessmentsOfChangedVendor: watchers.n,
    organizationsOfChangedVendor: watchers.orgs,
    rows: delta(before2, after2),
    kvNewKeys: kvAfter2.filter((k) => !kv2.has(k)).length,
    kvWrites: kvAfter2.filter((k) => !kv2.has(k)).length + rows2.filter((r) => r.status === "completed").length,
  };
} finally {
  if (worker && worker.exitCode === null) {
    try {
      process.kill(-worker.pid, "SIGTERM");
    } catch {}
  }
  await replay.close();
  checksDb?.close();
  writeFileSync(`${ROOT}tests/artifacts/monitoring-bench.json`, `${JSON.stringify(results, null, 2)}\n`);
  rmSync(persistTo, { recursive: true, force: true });
}

const c = results.cycle;
const rowsLine = (rows) =>
  Object.entries(rows)
    .filter(([, n]) => n)
    .map(([t, n]) => `${t} +${n}`)
    .join(", ") || "none";
if (results.profile)
  console.log(`CPU of the all-at-once checks, by function (self time):\n${results.profile.join("\n")}`);
console.log(`
### Vendor monitoring (${results.vendors} recorded vendors, ${LATENCY_MS} ms added per response)

| measure | result |
|---|---|
| each vendor's first check (its baseline), all ${results.vendors} at once | ${s(results.firstChecks.ms)}; check wall time median ${s(results.firstChecks.median)}, p99 ${s(results.firstChecks.p99)}; ${results.firstChecks.failed} failed |
| check wall time, each vendor alone (a re-check) | median ${s(results.alone.median)}, p99 ${s(results.alone.p99)} |
| all ${results.vendors} at once | median ${s(results.atOnce.median)}, p99 **${s(results.atOnce.p99)}** = **${results.atOnce.ratio.toFixed(1)}x** the median alone (target at most 5x); ${results.atOnce.failed} failed; waiting for the consumer p99 ${s(results.atOnce.queuedP99)}, running median ${s(results.atOnce.runningMedian)} |
| one full cycle, ${ASSESSMENTS} watched assessments in ${ORGS} organizations | ${s(c.ms)}; ${c.checks} checks, ${c.crawls} crawls (${c.vendorsCrawledTwice} vendors crawled twice) |
| D1 rows written by the cycle (nothing changed) | ${rowsLine(c.rows)}; plus per check its own row updated twice (claimed, completed) and its vendor's three times (dispatched, re-scheduled, checked) |
| KV writes by the cycle | ${c.kvWrites} (${c.kvNewKeys} new page texts, one cached report per check) |
| a cycle where ${CHANGED_VENDOR} changed (watched by ${results.changedCycle.assessmentsOfChangedVendor} assessments in ${results.changedCycle.organizationsOfChangedVendor} organizations) | ${s(results.changedCycle.ms)}; ${results.changedCycle.changes} changes; rows ${rowsLine(results.changedCycle.rows)}; KV writes ${results.changedCycle.kvWrites} (${results.changedCycle.kvNewKeys} new page texts) |
`);
