#!/usr/bin/env node
/**
 * npm run bench:corpus — the analysis pipeline measured on the recorded vendor web.
 *
 * Replays every vendor of the corpus (fictional vendors with labels, real vendors' legal
 * pages) with added latency per request, runs the full pipeline inside workerd (a test-only
 * Worker, tests/bench/bench-worker.ts, started with wrangler's unstable_startWorker), and
 * prints per vendor and in total (markdown):
 *   - evidence grounding: findings whose evidence is found on the cited page (same visible-text
 *     extractor; header findings against the recorded response headers; absence findings must
 *     name checked URLs) — must be 100%;
 *   - certification precision / recall against labels (verified names);
 *   - page discovery recall against expected_pages (real vendors: their recorded documents);
 *   - level agreement per dimension and overall (acceptable_levels allowed);
 *   - label facts covered by a finding (text facts, header facts, absence facts);
 *   - wall time, requests and engine CPU (engine_ms) per analysis.
 * Targets are reported, not asserted; the exit code is non-zero only when something crashed.
 *
 * Options: --latency MS (default 50)  --no-browser  --only SLUG[,SLUG]  --json FILE
 *          --no-real (fictional vendors only)  --runs N (repeat each analysis, report median)
 * Corpus: ../shared/corpus (next to the repository) when present, else tests/fixtures/corpus
 * (fictional vendors only). Works offline.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BrowserNotFoundError, prepareLocalBrowser } from "../../dev/browser.mjs";
import { startReplayServer } from "../../dev/replay-server.mjs";
import { startBenchWorker } from "./start-bench-worker.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED = resolve(ROOT, "../shared/corpus");
const FIXTURES = join(ROOT, "tests/fixtures/corpus");

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

function parseArgs(argv) {
  const opts = { latency: 50, browser: true, only: null, json: null, real: true, runs: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--latency") opts.latency = Number(argv[++i]);
    else if (a === "--no-browser") opts.browser = false;
    else if (a === "--only") opts.only = new Set(argv[++i].split(","));
    else if (a === "--json") opts.json = argv[++i];
    else if (a === "--no-real") opts.real = false;
    else if (a === "--runs") opts.runs = Math.max(1, Number(argv[++i]));
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

const collapse = (s) => s.replace(/\s+/g, " ").trim();
const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(d >= 100 ? 1 : 0)}%` : "–");
const ratio = (n, d) => (d ? (n / d).toFixed(2) : "–");

function loadCorpus(opts) {
  const base = existsSync(join(SHARED, "vendors.json")) ? SHARED : FIXTURES;
  const fictional = JSON.parse(readFileSync(join(base, "vendors.json"), "utf8")).map((v) => {
    const labelFile = join(base, "labels", `${v.slug}.json`);
    return {
      ...v,
      kind: "fictional",
      har: join(base, "har", `${v.slug}.har`),
      label: existsSync(labelFile) ? JSON.parse(readFileSync(labelFile, "utf8")) : null,
    };
  });
  let real = [];
  const realDir = join(SHARED, "real");
  if (opts.real && existsSync(join(realDir, "vendors.json"))) {
    real = JSON.parse(readFileSync(join(realDir, "vendors.json"), "utf8")).map((v) => ({
      ...v,
      kind: "real",
      har: join(realDir, v.har),
      label: null,
    }));
  }
  let vendors = [...fictional, ...real].filter((v) => existsSync(v.har));
  if (opts.only) vendors = vendors.filter((v) => opts.only.has(v.slug));
  return { base, vendors };
}

/** Miniflare's Browser Rendering drives the browser dev/browser.mjs finds; without one, rendering is off (and the report says so). */
async function browserReady() {
  try {
    await prepareLocalBrowser({ log: (line) => console.error(`bench:corpus: ${line}`) });
    return true;
  } catch (e) {
    if (!(e instanceof BrowserNotFoundError)) throw e;
    console.error(`bench:corpus: ${e.message} Rendering off.`);
    return false;
  }
}

async function post(worker, path, body) {
  const res = await worker.fetch(`http://bench${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  return res.json();
}

/** Every quoted finding: text evidence must be on the page, header evidence in its response. */
async function grounding(worker, analysis) {
  const rendered = new Set(analysis.crawl?.rendered_pages ?? []);
  const cache = new Map();
  const page = async (url) => {
    if (!cache.has(url)) cache.set(url, post(worker, "/page", { url, render: rendered.has(url) }));
    return cache.get(url);
  };
  const items = [
    ...["pricing_risk", "privacy_legal_risk", "security_risk"].flatMap((d) => analysis[d].findings.map((f) => ({ ...f, dim: d }))),
    ...analysis.security_risk.certifications.map((c) => ({ ...c, signal: `certification:${c.name}` })),
  ];
  const failures = [];
  let checked = 0;
  let grounded = 0;
  for (const f of items) {
    checked++;
    if (f.evidence === "") {
      if (f.checked_urls?.length) grounded++;
      else failures.push({ url: f.source_url, signal: f.signal, evidence: "", why: "absence finding without checked_urls" });
      continue;
    }
    const p = await page(f.source_url);
    const header = /^([a-z0-9-]+): (.*)$/s.exec(f.evidence);
    let ok = false;
    if (f.signal?.startsWith("headers.") && header) {
      const [, name, value] = header;
      ok = name === "set-cookie" ? p.setCookies.includes(value) : p.headers[name] === value;
    } else {
      ok = collapse(p.text).includes(collapse(f.evidence));
    }
    if (ok) grounded++;
    else failures.push({ url: f.source_url, signal: f.signal, evidence: f.evidence.slice(0, 160) });
  }
  return { checked, grounded, failures };
}

function certScores(analysis, label) {
  const got = new Set(analysis.security_risk.certifications.filter((c) => c.verified).map((c) => c.name));
  const want = new Set(label.certifications.verified);
  const tp = [...got].filter((n) => want.has(n)).length;
  return { tp, fp: got.size - tp, fn: want.size - tp, got: [...got], want: [...want] };
}

function analyzedUrls(analysis) {
  const ap = analysis.analyzed_pages;
  return new Set(
    [ap.main_page, ...ap.pricing_pages, ...ap.legal_pages, ...ap.security_pages]
      .filter(Boolean)
      .filter((p) => p.contentLength > 0)
      .map((p) => p.url),
  );
}

function discovery(analysis, expected) {
  const got = analyzedUrls(analysis);
  const found = expected.filter((u) => got.has(u));
  return { expected: expected.length, found: found.length, missing: expected.filter((u) => !got.has(u)) };
}

const LEVEL_KEYS = [
  ["pricing", "pricing_risk"],
  ["privacy_legal", "privacy_legal_risk"],
  ["security", "security_risk"],
  ["overall", "overall_risk"],
];

function levels(analysis, label) {
  const out = {};
  for (const [key, field] of LEVEL_KEYS) {
    const got = analysis[field].level;
    const ok = [label.expected_level[key], ...(label.acceptable_levels?.[key] ?? [])];
    out[key] = { got, expected: label.expected_level[key], agree: ok.includes(got) };
  }
  return out;
}

function longestCommon(a, b) {
  // Longest common substring length (quotes are short; O(n*m) is fine).
  let best = 0;
  const prev = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      if (prev[j] > best) best = prev[j];
      diag = tmp;
    }
  }
  return best;
}

/** Label header facts -> the Observatory test of the header grade's table that reads them. */
const HEADER_TEST = {
  strict_transport_security: "strict-transport-security",
  hsts: "strict-transport-security",
  csp: "content-security-policy",
  x_frame_options: "x-frame-options",
  x_content_type_options: "x-content-type-options",
  referrer_policy: "referrer-policy",
  https_redirect: "redirection",
};

function facts(analysis, label) {
  const all = [
    ...["pricing_risk", "privacy_legal_risk", "security_risk"].flatMap((d) => analysis[d].findings),
    ...analysis.security_risk.certifications,
  ];
  const text = label.facts.map((fact) => {
    const q = collapse(fact.quote).toLowerCase();
    const covered = all.some((f) => {
      if (!f.evidence || f.source_url !== fact.source_url) return false;
      const e = collapse(f.evidence).toLowerCase();
      return e.includes(q) || q.includes(e)
        ? e.length >= 12 || q.length < 12
        : longestCommon(e, q) >= Math.min(40, Math.floor(q.length * 0.5));
    });
    return { id: fact.id, covered };
  });
  const table = analysis.security_risk.header_grade?.tests ?? [];
  const header = (label.header_facts ?? []).map((fact) => {
    const test = HEADER_TEST[fact.id];
    const covered = !!test && table.some((t) => t.test === test && t.source_url === fact.source_url);
    return { id: fact.id, covered };
  });
  const absent = (label.absent_facts ?? []).map((fact) => {
    const covered =
      all.some((f) => f.evidence === "" && (f.checked_urls ?? []).some((u) => fact.checked_urls.includes(u))) ||
      all.some((f) => f.evidence && fact.checked_urls.includes(f.source_url) && /no_|missing|without/.test(f.signal ?? ""));
    return { id: fact.id, covered: covered || fact.checked_urls.length === 0 };
  });
  return { text, header, absent };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const { base, vendors } = loadCorpus(opts);
  const useBrowser = opts.browser && (await browserReady());
  console.error(
    `bench:corpus — ${vendors.length} vendor(s) from ${base}${opts.real ? " (+ real)" : ""}, latency ${opts.latency} ms, browser ${useBrowser ? "on" : "off"}`,
  );
  const replay = await startReplayServer({ harFiles: vendors.map((v) => v.har), latencyMs: 0 });
  const worker = await startBenchWorker(replay.origin);
  let crashed = false;
  const rows = [];
  try {
    // One throw-away analysis so the isolate is warm (module instantiation, JIT), as in production.
    await post(worker, "/analyze", { url: vendors[0].start_url, browser: false });
    replay.setLatency(opts.latency);
    for (const v of vendors) {
      const runs = [];
      for (let r = 0; r < opts.runs; r++) {
        const before = replay.log.length;
        const res = await post(worker, "/analyze", { url: v.start_url, browser: useBrowser });
        runs.push({ res, served: replay.log.length - before });
      }
      const { res } = runs[runs.length - 1];
      const wall = median(runs.map((r) => r.res.wall_ms));
      const engine = median(runs.map((r) => r.res.analysis?.crawl?.engine_ms ?? NaN));
      if (!res.ok) {
        crashed = true;
        rows.push({ v, error: res.error, wall });
        console.error(`  ${v.slug}: FAILED ${res.error}`);
        continue;
      }
      replay.setLatency(0);
      const a = res.analysis;
      const g = await grounding(worker, a);
      replay.setLatency(opts.latency);
      const row = { v, a, wall, engine, requests: a.crawl.requests, g };
      if (v.label) {
        row.certs = certScores(a, v.label);
        row.disc = discovery(a, Object.values(v.label.expected_pages).flat());
        row.levels = levels(a, v.label);
        row.facts = facts(a, v.label);
      } else if (v.documents) {
        row.disc = discovery(
          a,
          v.documents.map((d) => d.url.replace(/#.*$/, "")),
        );
      }
      rows.push(row);
      console.error(`  ${v.slug}: ${wall} ms, ${a.crawl.requests} requests, engine ${engine} ms, grounding ${g.grounded}/${g.checked}`);
    }
  } catch (err) {
    crashed = true;
    console.error(err);
  } finally {
    await worker.dispose().catch(() => {});
    await replay.close();
  }
  const report = render(rows, opts, useBrowser);
  console.log(report);
  if (opts.json)
    writeFileSync(
      opts.json,
      JSON.stringify(
        rows.map(({ v, a, ...r }) => ({ slug: v.slug, ...r, levels: r.levels, analysis: a })),
        null,
        2,
      ),
    );
  process.exit(crashed ? 1 : 0);
}

function render(rows, opts, useBrowser) {
  const ok = rows.filter((r) => !r.error);
  const lines = [];
  lines.push(`### bench:corpus (latency ${opts.latency} ms/request, browser rendering ${useBrowser ? "on" : "off"})`, "");
  lines.push(
    "| vendor | grounding | certs P / R | discovery | levels (pricing, privacy, security, overall) | facts (text, header, absent) | wall ms | requests | engine ms |",
  );
  lines.push("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    if (r.error) {
      lines.push(`| ${r.v.slug} | FAILED: ${r.error} | | | | | ${r.wall} | | |`);
      continue;
    }
    const g = `${r.g.grounded}/${r.g.checked}`;
    const c = r.certs ? `${ratio(r.certs.tp, r.certs.tp + r.certs.fp)} / ${ratio(r.certs.tp, r.certs.tp + r.certs.fn)}` : "–";
    const d = r.disc ? `${r.disc.found}/${r.disc.expected}` : "–";
    const l = r.levels
      ? LEVEL_KEYS.map(([k]) => `${r.levels[k].got}${r.levels[k].agree ? "" : ` (want ${r.levels[k].expected})`}`).join(", ")
      : `${r.a.pricing_risk.level}, ${r.a.privacy_legal_risk.level}, ${r.a.security_risk.level}, ${r.a.overall_risk.level}`;
    const f = r.facts
      ? ["text", "header", "absent"].map((k) => `${r.facts[k].filter((x) => x.covered).length}/${r.facts[k].length}`).join(", ")
      : "–";
    lines.push(
      `| ${r.v.slug}${r.v.kind === "real" ? " (real)" : ""} | ${g} | ${c} | ${d} | ${l} | ${f} | ${Math.round(r.wall)} | ${r.requests} | ${r.engine} |`,
    );
  }
  const sum = (f) => ok.reduce((n, r) => n + f(r), 0);
  const labelled = ok.filter((r) => r.certs);
  const tp = sum((r) => r.certs?.tp ?? 0);
  const fp = sum((r) => r.certs?.fp ?? 0);
  const fn = sum((r) => r.certs?.fn ?? 0);
  const levelTotal = labelled.length * LEVEL_KEYS.length;
  const levelAgree = sum((r) => (r.levels ? LEVEL_KEYS.filter(([k]) => r.levels[k].agree).length : 0));
  const dimAgree = sum((r) => (r.levels ? ["pricing", "privacy_legal", "security"].filter((k) => r.levels[k].agree).length : 0));
  const factCount = (k) => [sum((r) => r.facts?.[k].filter((x) => x.covered).length ?? 0), sum((r) => r.facts?.[k].length ?? 0)];
  const [tf, tt] = factCount("text");
  const [hf, ht] = factCount("header");
  const [af, at] = factCount("absent");
  const labelledDisc = [sum((r) => (r.certs ? r.disc.found : 0)), sum((r) => (r.certs ? r.disc.expected : 0))];
  const realDisc = [sum((r) => (!r.certs && r.disc ? r.disc.found : 0)), sum((r) => (!r.certs && r.disc ? r.disc.expected : 0))];
  const walls = ok.map((r) => r.wall);
  const engines = ok.map((r) => r.engine).filter((x) => Number.isFinite(x));
  const fictionalWalls = ok.filter((r) => r.v.kind !== "real").map((r) => r.wall);
  lines.push("");
  lines.push("| total | value | target |");
  lines.push("|---|---|---|");
  lines.push(
    `| evidence grounding | ${sum((r) => r.g.grounded)}/${sum((r) => r.g.checked)} = ${pct(
      sum((r) => r.g.grounded),
      sum((r) => r.g.checked),
    )} | 100% |`,
  );
  lines.push(
    `| certification precision / recall (verified) | ${ratio(tp, tp + fp)} / ${ratio(tp, tp + fn)} (tp ${tp}, fp ${fp}, fn ${fn}) | ≥ 0.95 / ≥ 0.9 |`,
  );
  lines.push(`| page discovery recall (labelled) | ${labelledDisc[0]}/${labelledDisc[1]} = ${ratio(...labelledDisc)} | ≥ 0.9 |`);
  if (realDisc[1]) lines.push(`| documents found (real vendors) | ${realDisc[0]}/${realDisc[1]} = ${ratio(...realDisc)} | – |`);
  lines.push(`| level agreement, dimensions | ${dimAgree}/${labelled.length * 3} = ${pct(dimAgree, labelled.length * 3)} | ≥ 80% |`);
  lines.push(`| level agreement, dimensions + overall | ${levelAgree}/${levelTotal} = ${pct(levelAgree, levelTotal)} | – |`);
  lines.push(
    `| label facts covered (text / header / absent) | ${tf}/${tt} = ${pct(tf, tt)} · ${hf}/${ht} = ${pct(hf, ht)} · ${af}/${at} = ${pct(af, at)} | – |`,
  );
  lines.push(
    `| wall time per analysis, median / max (all) | ${Math.round(median(walls))} / ${Math.round(Math.max(...walls))} ms | median < 1500 ms |`,
  );
  lines.push(`| wall time, median (fictional vendors) | ${Math.round(median(fictionalWalls))} ms | – |`);
  lines.push(
    `| requests per analysis, median / max | ${median(ok.map((r) => r.requests))} / ${Math.max(...ok.map((r) => r.requests))} | – |`,
  );
  lines.push(
    `| engine CPU per analysis, median / max | ${median(engines).toFixed(1)} / ${Math.max(...engines).toFixed(1)} ms | median < 50 ms |`,
  );
  const failures = ok.flatMap((r) => r.g.failures.map((f) => ({ slug: r.v.slug, ...f })));
  if (failures.length) {
    lines.push("", "Grounding failures:");
    for (const f of failures.slice(0, 40)) lines.push(`- ${f.slug} ${f.signal} ${f.url}: "${f.evidence}"${f.why ? ` (${f.why})` : ""}`);
  }
  const misses = ok.filter((r) => r.disc?.missing.length);
  if (misses.length) {
    lines.push("", "Pages not discovered:");
    for (const r of misses) lines.push(`- ${r.v.slug}: ${r.disc.missing.join(", ")}`);
  }
  const certMiss = labelled.filter((r) => r.certs.fp || r.certs.fn);
  if (certMiss.length) {
    lines.push("", "Certification differences:");
    for (const r of certMiss) lines.push(`- ${r.v.slug}: got [${r.certs.got.join(", ")}], labels [${r.certs.want.join(", ")}]`);
  }
  const factMiss = labelled.filter((r) => r.facts.text.some((x) => !x.covered));
  if (factMiss.length) {
    lines.push("", "Label facts without a covering finding:");
    for (const r of factMiss)
      lines.push(
        `- ${r.v.slug}: ${r.facts.text
          .filter((x) => !x.covered)
          .map((x) => x.id)
          .join(", ")}`,
      );
  }
  return lines.join("\n");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
