#!/usr/bin/env node
/**
 * Workspace benchmark (`npm run bench:workspace`): the signed-in lists with 1,000 assessments
 * in one organization. Seeds the local database (an organization, an analyst with a session,
 * 1,000 assessments with full reports), starts the whole stack, then measures p50/p99 of
 * GET /api/assessments (first page, and a search with a filter), GET /api/dashboard and
 * GET /api/assessments/export.csv (all 1,000 rows) with autocannon at 10 connections and at 1,
 * against GET /api/health measured the same way in the same run (the runtime's own cost).
 * The machine is shared, so the routes take turns: ROUNDS rounds of every route, and each
 * figure is the median over the rounds (a burst of load elsewhere hits one round of every
 * route rather than all of one). Prints a markdown table. BENCH_DURATION (s per route and
 * round), BENCH_ROUNDS, BENCH_CONNECTIONS and BENCH_PORT change the run.
 */
import autocannon from "autocannon";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { applyMigrations, ROOT, startStack } from "../../dev/stack.mjs";

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ASSESSMENTS = Number(process.env.BENCH_ASSESSMENTS ?? 1000);
const port = Number(process.env.BENCH_PORT ?? 8795);
const TARGET_RATIO = 2;

const sql = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
const LEVELS = [
  [2, "low"],
  [5, "medium"],
  [7.5, "high"],
  [9.5, "critical"],
];

/** A report of realistic size (a dozen findings with quotes, pages with excerpts: about 6 KB). */
function report(i, url, score, level) {
  const finding = (n, dim) => ({
    finding: `${dim} finding ${n} of vendor ${i}: the terms say something a reviewer should read.`,
    source_url: `${url}${dim}`,
    evidence: `Quoted sentence ${n} from the ${dim} page of vendor ${i}, long enough to look like a real quotation of a policy.`,
    risk_impact: ["high", "medium", "low"][n % 3],
  });
  const page = (path) => ({
    url: `${url}${path}`,
    scrapedAt: "2026-11-20T10:00:00.000Z",
    contentLength: 12000,
    excerpt: "An excerpt of the page. ".repeat(8),
  });
  return {
    url,
    vendor_name: `Vendor ${i}`,
    logo_url: null,
    overall_risk: { score, level, recommendation: "Review required: read the findings before use." },
    pricing_risk: { score: 3, details: "Prices are public.", findings: [1, 2, 3].map((n) => finding(n, "pricing")) },
    privacy_legal_risk: {
      score,
      details: "Policy present.",
      findings: [1, 2, 3, 4, 5].map((n) => finding(n, "privacy")),
    },
    security_risk: {
      score: 4,
      details: "Some controls stated.",
      findings: [1, 2, 3, 4].map((n) => finding(n, "security")),
      certifications: [
        {
          name: "SOC 2 Type II",
          verified: true,
          source_url: `${url}security`,
          evidence: "We hold a SOC 2 Type II report.",
        },
      ],
    },
    analyzed_pages: {
      main_page: { ...page(""), linksExtracted: 40 },
      pricing_pages: [page("pricing")],
      legal_pages: [page("privacy"), page("terms")],
      security_pages: [page("security")],
    },
    analyzed_at: "2026-11-20T10:00:00.000Z",
  };
}

/** SQL that creates the organization, the analyst, a session, and the assessments; returns the cookie. */
function seedSql() {
  const org = randomUUID();
  const user = randomUUID();
  const sessionId = randomUUID().replace(/-/g, "");
  const secret = randomUUID().replace(/-/g, "");
  const now = new Date();
  const iso = now.toISOString();
  const month = iso.slice(0, 7);
  const lines = [
    `INSERT INTO organizations (id, name, domain, status, subscription_tier, subscription_status, monthly_assessment_limit, assessments_used_this_month, usage_period, is_personal, created_at, updated_at) VALUES (${sql(org)}, 'Bench Org', 'bench.example', 'active', 'free', 'trial', 10000, 1000, ${sql(month)}, 0, ${sql(iso)}, ${sql(iso)});`,
    `INSERT INTO user_profiles (id, email, full_name, organization_id, status, is_suspended, auth_issuer, auth_subject, created_at, updated_at) VALUES (${sql(user)}, 'analyst@bench.example', 'Bench Analyst', ${sql(org)}, 'active', 0, 'bench', ${sql(user)}, ${sql(iso)}, ${sql(iso)});`,
    `INSERT INTO user_roles (id, user_id, organization_id, role, created_at) VALUES (${sql(randomUUID())}, ${sql(user)}, ${sql(org)}, 'analyst', ${sql(iso)});`,
    `INSERT INTO user_sessions (id, user_id, secret_hash, is_active, created_at, expires_at) VALUES (${sql(sessionId)}, ${sql(user)}, ${sql(createHash("sha256").update(secret).digest("hex"))}, 1, ${sql(iso)}, ${sql(new Date(now.getTime() + 7 * 864e5).toISOString())});`,
  ];
  for (let i = 0; i < ASSESSMENTS; i++) {
    const [score, level] = LEVELS[i % LEVELS.length];
    const url = `https://vendor-${i}.example.com/`;
    const a = report(i, url, score, level);
    const at = new Date(now.getTime() - (ASSESSMENTS - i) * 60_000).toISOString();
    const status = i % 10 === 0 ? "completed" : i % 37 === 0 ? "archived" : "pending_review";
    const approval = status === "completed" ? "approved" : "pending";
    lines.push(
      `INSERT INTO org_risk_assessments (id, organization_id, url, vendor_key, tool_name, vendor_name, category_id, department, priority, analysis, analyzed_pages, overall_score, risk_level, status, approval_status, analyzed_at, created_by, version, created_at, updated_at) VALUES (${sql(randomUUID())}, ${sql(org)}, ${sql(url)}, ${sql(`vendor-${i}.example.com`)}, ${sql(`Tool ${i}`)}, ${sql(a.vendor_name)}, 'cat-productivity', 'Operations', ${sql(i % 7 === 0 ? "urgent" : "normal")}, ${sql(JSON.stringify(a))}, ${sql(JSON.stringify(a.analyzed_pages))}, ${score}, ${sql(level)}, ${sql(status)}, ${sql(approval)}, ${sql(a.analyzed_at)}, ${sql(user)}, 1, ${sql(at)}, ${sql(at)});`,
    );
  }
  return { text: lines.join("\n"), cookie: `rrr_session=${sessionId}.${secret}` };
}

function load(title, opts, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: DURATION, ...opts }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0)
        console.warn(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      resolve({ title, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average });
    });
  });
}

const persistTo = mkdtempSync(join(tmpdir(), "rrr-bench-ws-"));
applyMigrations(persistTo, { quiet: true });
const seed = seedSql();
const seedFile = join(persistTo, "seed.sql");
writeFileSync(seedFile, seed.text);
const seeded = spawnSync(
  join(ROOT, "node_modules/.bin/wrangler"),
  ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", seedFile],
  {
    cwd: ROOT,
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    encoding: "utf8",
  },
);
if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);

const stack = await startStack({
  port,
  persistTo,
  build: process.env.BENCH_SKIP_BUILD !== "1",
  quiet: true,
  log: () => {},
  logLevel: "warn",
});
const base = stack.origin;
try {
  const headers = { cookie: seed.cookie };
  const check = await fetch(`${base}/api/dashboard`, { headers });
  const dashboard = await check.json();
  if (check.status !== 200 || dashboard.total_assessments < ASSESSMENTS * 0.9)
    throw new Error(`seed not visible: ${check.status} ${JSON.stringify(dashboard).slice(0, 200)}`);
  const csv = await (await fetch(`${base}/api/assessments/export.csv`, { headers })).text();

  const routes = [
    ["GET /api/health (baseline)", `${base}/api/health`],
    ["GET /api/assessments (first page, 25)", `${base}/api/assessments`],
    ["GET /api/assessments?q=vendor-9&risk=high", `${base}/api/assessments?q=vendor-9&risk=high`],
    ["GET /api/dashboard", `${base}/api/dashboard`],
    [
      `GET /api/assessments/export.csv (${csv.trim().split("\r\n").length - 1} rows)`,
      `${base}/api/assessments/export.csv`,
    ],
  ];
  console.log(
    `\n${dashboard.total_assessments} visible assessments (${ASSESSMENTS} seeded, archived ones left out); ${ROUNDS} rounds of ${DURATION} s per route, medians.`,
  );
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const connections of [CONNECTIONS, 1]) {
    const rounds = routes.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [title, url]] of routes.entries())
        rounds[i].push(await load(title, { url, headers }, connections));
    }
    const results = rounds.map((runs) => ({
      title: runs[0].title,
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      rps: median(runs.map((r) => r.rps)),
    }));
    const [health] = results;
    console.log(`\n### ${connections} connection(s)\n`);
    console.log("| route | p50 | p99 | p50 / p99 vs baseline | requests/s |\n|---|---|---|---|---|");
    for (const r of results) {
      const ratio = `${(r.p50 / Math.max(health.p50, 1)).toFixed(2)}x / ${(r.p99 / Math.max(health.p99, 1)).toFixed(2)}x`;
      console.log(
        `| ${r.title} | ${r.p50} ms | ${r.p99} ms | ${r === health ? "1.00x / 1.00x" : ratio} | ${Math.round(r.rps)} |`,
      );
    }
    for (const r of results.slice(1, 4)) {
      const ok = r.p99 <= TARGET_RATIO * Math.max(health.p99, 1);
      console.log(`- ${r.title}: p99 ${ok ? "within" : "NOT within"} ${TARGET_RATIO}x the baseline`);
    }
  }
} finally {
  await stack.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
