#!/usr/bin/env node
/**
 * Reliability benchmark (`npm run bench:reliability`), against the running stack: the web
 * Worker and the analysis Worker as two `wrangler dev` processes sharing local D1/KV (queues
 * cross between local processes), a local OpenID provider, and the recorded-web replay server.
 * Bounded in count and time; every figure is printed and written to tests/artifacts/reliability.json.
 *
 *   1. Load: 200 analyses of distinct vendors submitted at once by 20 clients. The corpus has 7
 *      static fictional vendors, so the 200 are synthetic: clones of them under new host names
 *      (northwindnotes-b007.com...), pages rewritten to the new name, served by the replay server.
 *      Every job must end completed or failed with a message; none stuck, lost or run twice.
 *      The cron sweep runs every 10 s (stale after 20 s processing / 8 s pending) instead of
 *      every 5 minutes (5 / 10 minutes).
 *   2. Kill: 60 more, and the analysis Worker is killed (SIGKILL) once the first 5 are done, then restarted; the
 *      cron sweep (triggered through wrangler's /__scheduled, stale after 20 s / 8 s here)
 *      must finish every job.
 *   3. D1 faults: the analysis Worker restarted with 20% of its D1 statements failing
 *      (FAULT_D1_ERROR_RATE, development only); 40 analyses must end completed with a whole
 *      result (served from the cache afterwards) or failed with a message and no result.
 *   4. Fuzz: every route of /api/openapi.json (tests/support/openapi-fuzz.ts) as signed out, an
 *      org admin, a member, a user waiting for approval and a super admin: successes or 4xx
 *      envelopes only. (tests/worker/openapi-fuzz.test.ts also checks that refused requests
 *      write nothing, for every role.)
 *
 * Ports: BENCH_PORT (8864) and the five after it. BENCH_SKIP_BUILD=1 reuses web/dist;
 * BENCH_ONLY=load stops after the first proof. Both Workers' output: tests/artifacts/reliability-workers.log.
 */
import { spawn, execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureHarFiles } from "../support/corpus.ts";
import { fuzzCases, judge } from "../support/openapi-fuzz.ts";
import { loadHar, startReplayServer } from "../../dev/replay-server.mjs";
import { applyMigrations, buildWeb, ROOT } from "../../dev/stack.mjs";
import { startOidcProvider } from "../../dev/oidc-provider.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8864);
const [WEB, CONSUMER, WEB_INSPECT, CONSUMER_INSPECT, OIDC, REPLAY] = [0, 1, 2, 3, 4, 5].map((i) => PORT + i);
const web = `http://127.0.0.1:${WEB}`;
const WRANGLER = `${ROOT}node_modules/.bin/wrangler`;
const SUPER_ADMIN = "root@bench-platform.test";
const STALE = { SWEEP_STALE_PROCESSING_SECONDS: "20", SWEEP_STALE_PENDING_SECONDS: "8" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
mkdirSync(`${ROOT}tests/artifacts`, { recursive: true });
/** Both Workers' output, for when a figure needs explaining. */
const logFile = `${ROOT}tests/artifacts/reliability-workers.log`;
writeFileSync(logFile, "");
const results = {};

// ---- The synthetic vendor web ----
const TEXT = /^(text\/|application\/(json|xml|javascript|xhtml))/;
function cloneVendors(files, count) {
  const sources = files.map((file) => ({ file, ...loadHar(file) })).filter((v) => !/pixelpost/.test(v.file)); // a JavaScript shell: rendering 30 copies is a browser benchmark, not this one
  const clones = [];
  for (let k = 0; clones.length < count; k++) {
    const source = sources[k % sources.length];
    const first = new URL([...source.entries.keys()][0]);
    const base = first.hostname.replace(/^www\./, "");
    const [label, ...rest] = base.split(".");
    const host = `${label}-b${String(k).padStart(3, "0")}.${rest.join(".")}`;
    const pages = [];
    for (const [url, rec] of source.entries) {
      const headers = Object.fromEntries(rec.headers);
      const text = TEXT.test(headers["content-type"] ?? "");
      pages.push([
        url.replaceAll(base, host),
        { status: rec.status, headers, body: text ? rec.body.toString("utf8").replaceAll(base, host) : rec.body },
      ]);
    }
    clones.push({ start: `${first.protocol}//${first.host.replace(base, host)}/`, host, pages });
  }
  return clones;
}

// ---- Processes ----
function wrangler(config, port, inspector, vars, extra = []) {
  const args = [
    "dev",
    "-c",
    config,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(inspector),
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    ...extra,
  ];
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR ?? "/tmp",
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
    // The two processes find each other (and the queue) through a registry of their own, not
    // the machine-wide one other local stacks use.
    WRANGLER_REGISTRY_PATH: `${persistTo}/registry`,
    ...vars,
  };
  const child = spawn(WRANGLER, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.log = "";
  const keep = (d) => {
    child.log = (child.log + d).slice(-200_000);
    appendFileSync(logFile, d);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return child;
}

async function waitFor(url, child, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler exited: ${child.log.slice(-2000)}`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(300);
    }
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function kill(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", resolve);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      resolve();
    }
  });
}

const baseVars = { ENVIRONMENT: "development", ANALYZE_RATE_LIMIT: "0" };
async function startConsumer(vars = {}) {
  const child = wrangler(
    "queue-consumer/wrangler.toml",
    CONSUMER,
    CONSUMER_INSPECT,
    { ...baseVars, ...STALE, CRAWL_REPLAY_ORIGIN: replay.origin, ...vars },
    ["--test-scheduled"],
  );
  await waitFor(`http://127.0.0.1:${CONSUMER}/`, child);
  return child;
}

const sweep = () =>
  fetch(`http://127.0.0.1:${CONSUMER}/__scheduled?cron=*/5+*+*+*+*`)
    .then((r) => r.text())
    .catch(() => "");

/** Rows of the shared local database, through wrangler (slow: a few calls per phase). */
function query(sql) {
  const out = execFileSync(
    WRANGLER,
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql],
    {
      cwd: ROOT,
      env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return JSON.parse(out.toString())[0].results;
}

// ---- Analyses ----
async function submit(url, cookie) {
  const res = await fetch(`${web}/api/analyze`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ url }),
  });
  const body = await res.json().catch(() => null);
  return { status: res.status, jobId: body?.job_id ?? null };
}

async function job(id) {
  const res = await fetch(`${web}/api/jobs/${id}`);
  return res.status === 200 ? res.json() : { status: res.status === 404 ? "lost" : `http-${res.status}` };
}

const terminal = (s) => s === "completed" || s === "failed";

/** Polls until every job is completed or failed, or the deadline; optionally sweeping meanwhile. */
async function settle(ids, { ms, sweepEvery = 0 } = {}) {
  const deadline = Date.now() + ms;
  const state = new Map(ids.map((id) => [id, { status: "pending" }]));
  let lastSweep = Date.now();
  let sweeps = 0;
  while (Date.now() < deadline) {
    const open = [...state].filter(([, j]) => !terminal(j.status)).map(([id]) => id);
    if (open.length === 0) break;
    for (let i = 0; i < open.length; i += 20) {
      await Promise.all(open.slice(i, i + 20).map(async (id) => state.set(id, await job(id))));
    }
    if (sweepEvery && Date.now() - lastSweep > sweepEvery) {
      await sweep();
      sweeps++;
      lastSweep = Date.now();
    }
    await sleep(1000);
  }
  return { state, sweeps };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

function rowsFor(ids) {
  const list = ids.map((id) => `'${id}'`).join(",");
  return query(
    `SELECT id, url, status, attempts, error_message, result IS NOT NULL AS has_result, created_at, completed_at FROM public_analysis_jobs WHERE id IN (${list})`,
  );
}

function summarize(ids, rows, replayLog, vendors) {
  const byStatus = {};
  for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  const ms = rows
    .filter((r) => r.completed_at)
    .map((r) => Date.parse(r.completed_at) - Date.parse(r.created_at))
    .sort((a, b) => a - b);
  // A crawl reads robots.txt once; the header grade fetches the home page again (https and http,
  // as Mozilla's scanner does) but never robots.txt. Two reads of it = a vendor crawled twice.
  const robotsHits = new Map();
  for (const entry of replayLog) robotsHits.set(entry.url, (robotsHits.get(entry.url) ?? 0) + 1);
  return {
    submitted: ids.length,
    found: rows.length,
    lost: ids.length - rows.length,
    ...byStatus,
    failedWithoutMessage: rows.filter((r) => r.status === "failed" && !r.error_message).length,
    completedWithoutResult: rows.filter((r) => r.status === "completed" && !r.has_result).length,
    failedWithResult: rows.filter((r) => r.status === "failed" && r.has_result).length,
    stuck: rows.filter((r) => !terminal(r.status)).length,
    deliveriesAboveOne: rows.filter((r) => r.attempts > 1).length,
    crawledTwice: vendors.filter((v) => (robotsHits.get(new URL("/robots.txt", v.start).href) ?? 0) > 1).length,
    medianMs: percentile(ms, 50),
    p99Ms: percentile(ms, 99),
    maxMs: ms.at(-1),
  };
}

// ---- Sign-in through the local OpenID provider, for the fuzz ----
async function signInLocal(email, name) {
  const app = new Map();
  const idp = new Map();
  const take = (jar, res) => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      const i = pair.indexOf("=");
      const [k, v] = [pair.slice(0, i).trim(), pair.slice(i + 1).trim()];
      if (!v || /max-age=0/i.test(line)) jar.delete(k);
      else jar.set(k, v);
    }
  };
  const header = (jar) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  let res = await fetch(`${web}/api/auth/google`, { redirect: "manual" });
  take(app, res);
  let url = res.headers.get("location");
  for (let i = 0; i < 12 && !url.startsWith(web); i++) {
    res = await fetch(url, { redirect: "manual", headers: { cookie: header(idp) } });
    take(idp, res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get("location"), url).href;
      continue;
    }
    const action = (await res.text()).match(/action="([^"]+\/login)"/)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url}`);
    res = await fetch(new URL(action, url), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: header(idp), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, name, workspace: "on" }),
    });
    take(idp, res);
    url = new URL(res.headers.get("location"), url).href;
  }
  res = await fetch(url, { redirect: "manual", headers: { cookie: header(app) } });
  take(app, res);
  if (![...app.keys()].some((k) => k.endsWith("rrr_session")))
    throw new Error(`sign-in of ${email} failed (${res.status})`);
  return header(app);
}

// ---- Run ----
const started = Date.now();
const persistTo = mkdtempSync(join(tmpdir(), "rrr-reliability-"));
const replay = await startReplayServer({ harFiles: fixtureHarFiles(), port: REPLAY });
const vendors = cloneVendors(fixtureHarFiles(), 300);
for (const v of vendors) for (const [url, rec] of v.pages) replay.record(url, rec);
const oidc = await startOidcProvider({ port: OIDC, redirectUris: [`${web}/api/auth/google/callback`] });
let consumer;
let webWorker;
try {
  if (process.env.BENCH_SKIP_BUILD !== "1") buildWeb({ quiet: true });
  applyMigrations(persistTo, { quiet: true });
  consumer = await startConsumer();
  webWorker = wrangler("wrangler.toml", WEB, WEB_INSPECT, {
    ...baseVars,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    SUPER_ADMIN_EMAILS: SUPER_ADMIN,
  });
  await waitFor(`${web}/api/health`, webWorker);
  await fetch(`${web}/api/health`);

  // 1. Load
  {
    const batch = vendors.slice(0, 200);
    const clients = Array.from({ length: 20 }, (_, c) => batch.filter((_, i) => i % 20 === c));
    const t0 = Date.now();
    const submitted = (await Promise.all(clients.map((mine) => Promise.all(mine.map((v) => submit(v.start)))))).flat();
    const ids = submitted.map((s) => s.jobId).filter(Boolean);
    // The cron sweep runs as in production, only every 10 s instead of 5 minutes.
    const { state, sweeps } = await settle(ids, { ms: 8 * 60_000, sweepEvery: 10_000 });
    const wallMs = Date.now() - t0;
    const rows = rowsFor(ids);
    results.load = {
      ...summarize(ids, rows, replay.log, batch),
      accepted: ids.length,
      refusedAtSubmit: submitted.length - ids.length,
      wallMs,
      sweeps,
      stillOpenAtDeadline: [...state.values()].filter((j) => !terminal(j.status)).length,
    };
    console.log("load", JSON.stringify(results.load));
  }

  if (process.env.BENCH_ONLY === "load") throw new Error("BENCH_ONLY=load: stopping after the load phase");
  // 2. Kill the analysis Worker mid-batch, restart it, let the sweep finish
  {
    const batch = vendors.slice(200, 260);
    const ids = (await Promise.all(batch.map((v) => submit(v.start)))).map((s) => s.jobId).filter(Boolean);
    // Killed as soon as the first analyses are done, so the rest are in flight or queued.
    let atKill = {};
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
      atKill = {};
      for (const j of await Promise.all(ids.map(job))) atKill[j.status] = (atKill[j.status] ?? 0) + 1;
      if ((atKill.completed ?? 0) >= 5) break;
    }
    await kill(consumer);
    const killedAt = Date.now();
    await sleep(3000);
    consumer = await startConsumer();
    const restartedAt = Date.now();
    const { state, sweeps } = await settle(ids, { ms: 5 * 60_000, sweepEvery: 3000 });
    const rows = rowsFor(ids);
    results.kill = {
      ...summarize(ids, rows, [], batch),
      atKill,
      downMs: restartedAt - killedAt,
      sweeps,
      drainedAfterRestartMs: Date.now() - restartedAt,
      stillOpenAtDeadline: [...state.values()].filter((j) => !terminal(j.status)).length,
    };
    console.log("kill", JSON.stringify(results.kill));
  }

  // 3. D1 errors injected into the analysis Worker
  {
    await kill(consumer);
    consumer = await startConsumer({ FAULT_D1_ERROR_RATE: "0.2" });
    const batch = vendors.slice(260, 300);
    const ids = (await Promise.all(batch.map((v) => submit(v.start)))).map((s) => s.jobId).filter(Boolean);
    const faulty = await settle(ids, { ms: 4 * 60_000, sweepEvery: 5000 });
    const faultLog = consumer.log;
    // Whatever the faults left open is ended by a healthy Worker's sweep.
    await kill(consumer);
    consumer = await startConsumer();
    const { state } = await settle(ids, { ms: 2 * 60_000, sweepEvery: 3000 });
    const rows = rowsFor(ids);
    const full = query(
      `SELECT id, url, result FROM public_analysis_jobs WHERE status = 'completed' AND id IN (${ids.map((i) => `'${i}'`).join(",")})`,
    );
    let badResults = 0;
    let servedFromCache = 0;
    for (const r of full) {
      try {
        const a = JSON.parse(r.result);
        if (!a.overall_risk || !a.url) badResults++;
      } catch {
        badResults++;
      }
      const res = await fetch(`${web}/api/analyze`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: r.url }),
      });
      if (res.status === 200 && (await res.json()).cached) servedFromCache++;
    }
    results.d1Faults = {
      ...summarize(ids, rows, [], batch),
      faultRate: 0.2,
      deliveryErrorsLogged: (faultLog.match(/delivery_error/g) ?? []).length,
      settledUnderFaults: [...faulty.state.values()].filter((j) => terminal(j.status)).length,
      unparsableResults: badResults,
      completedServedFromCache: servedFromCache,
      stillOpenAtDeadline: [...state.values()].filter((j) => !terminal(j.status)).length,
    };
    console.log("d1Faults", JSON.stringify(results.d1Faults));
  }

  // 4. Fuzz every route as signed out and as each kind of user the API can make
  {
    const doc = await (await fetch(`${web}/api/openapi.json`)).json();
    const admin = await signInLocal("admin@bench-fuzz.com", "Bench Admin");
    const member = await signInLocal("member@bench-fuzz.com", "Bench Member");
    const waiting = await signInLocal("waiting@bench-fuzz.com", "Bench Waiting");
    const requests = (
      await (await fetch(`${web}/api/membership-requests?status=pending`, { headers: { cookie: admin } })).json()
    ).items;
    const memberRequest = requests.find((r) => r.email === "member@bench-fuzz.com");
    await fetch(`${web}/api/membership-requests/${memberRequest.id}/decision`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json" },
      body: '{"approve":true}',
    });
    const superAdmin = await signInLocal(SUPER_ADMIN, "Bench Root");
    const jobId = (await submit(vendors[0].start)).jobId;
    const waitingRequest = requests.find((r) => r.email === "waiting@bench-fuzz.com");
    const cases = fuzzCases(doc, { ids: { id: [jobId, waitingRequest.id] }, origin: web });
    const actors = [
      ["signed out", ""],
      ["org admin", admin],
      ["member", member],
      ["waiting for approval", waiting],
      ["super admin", superAdmin],
    ];
    const statuses = {};
    const failures = [];
    for (const [actor, cookie] of actors) {
      for (const c of cases) {
        const res = await fetch(`${web}${c.path}`, {
          method: c.method,
          headers: { ...c.headers, ...(cookie ? { cookie } : {}) },
          body: c.body,
          redirect: "manual",
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const problem = await judge(res);
        if (problem) failures.push(`${actor} ${c.method} ${c.path.slice(0, 80)} [${c.label}]: ${problem}`);
      }
    }
    results.fuzz = {
      operations: Object.keys(doc.paths).length,
      cases: cases.length,
      actors: actors.length,
      requests: cases.length * actors.length,
      statuses,
      failures: failures.length,
      examples: failures.slice(0, 10),
    };
    console.log("fuzz", JSON.stringify(results.fuzz));
  }
} finally {
  await kill(consumer);
  await kill(webWorker);
  await oidc.close();
  await replay.close();
  rmSync(persistTo, { recursive: true, force: true });
}

results.totalSeconds = Math.round((Date.now() - started) / 1000);
writeFileSync(`${ROOT}tests/artifacts/reliability.json`, JSON.stringify(results, null, 2));
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const { load, kill: k, d1Faults: f, fuzz } = results;
console.log(`
### Reliability (npm run bench:reliability, ${results.totalSeconds} s)

| proof | figures |
|---|---|
| 200 analyses at once, 20 clients | ${load.accepted} accepted, ${load.completed ?? 0} completed, ${load.failed ?? 0} failed with a message, ${load.stuck} stuck, ${load.lost} lost, ${load.deliveriesAboveOne} claimed more than once (a delivery retried after a local D1 error), ${load.crawledTwice} crawled twice; POST to finished median ${s(load.medianMs)}, p99 ${s(load.p99Ms)}, max ${s(load.maxMs)}; all done in ${s(load.wallMs)} |
| analysis Worker killed mid-batch | at the kill ${JSON.stringify(k.atKill)}; down ${s(k.downMs)}; after restart and ${k.sweeps} sweeps: ${k.completed ?? 0} completed, ${k.failed ?? 0} failed, ${k.stuck} stuck, ${k.lost} lost, ${k.deliveriesAboveOne} re-run after the kill; all done ${s(k.drainedAfterRestartMs)} after the restart |
| D1 errors (${f.faultRate * 100}% of statements) | ${f.submitted} analyses, ${f.deliveryErrorsLogged} deliveries hit a D1 error and were retried; ${f.completed ?? 0} completed (${f.unparsableResults} unparsable, ${f.completedWithoutResult} without result, ${f.completedServedFromCache} served from the cache after), ${f.failed ?? 0} failed with a message (${f.failedWithResult} with a result), ${f.stuck} stuck, ${f.lost} lost |
| OpenAPI fuzz, ${fuzz.operations} paths × ${fuzz.actors} callers | ${fuzz.requests} requests: ${Object.entries(
  fuzz.statuses,
)
  .map(([k, v]) => `${k}: ${v}`)
  .join(", ")}; ${fuzz.failures} answers that were 5xx or not the error envelope |
`);
const broken =
  load.stuck +
  load.lost +
  load.failedWithoutMessage +
  k.stuck +
  k.lost +
  f.stuck +
  f.lost +
  f.unparsableResults +
  f.failedWithResult +
  f.completedWithoutResult +
  fuzz.failures;
process.exit(broken ? 1 : 0);
