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
 *   - label facts covered by a finding (text facts, header facts, absence facts), a text fact by
 *     any quote of a finding (its evidence or its other quotes) and by its first quote alone;
 *   - wall time, requests and engine CPU (engine_ms) per analysis.
 *   - pages that are not documents: a soft-404 page quoted as evidence, or a blocked page
 *     (bot challenge, 5xx, robots.txt) scored as a missing document (labels' soft_404 and
 *     blocked_pages);
 *   - with --ratings FILE (JSON { slug: rating } of an independent privacy rating, higher =
 *     better), the Spearman rank correlation between the privacy score and the ratings.
 *   - on the rated policies (corpus/policies: real privacy policies with PrivacySpy's score, its
 *     answer to each rubric question and the sentences it cited): Spearman ρ of the privacy/legal
 *     risk against PrivacySpy's score, the share of rubric questions answered with PrivacySpy's
 *     option ("not stated" is a miss where PrivacySpy cites a sentence, and is left out where it
 *     cites none), and the share of answers whose quote overlaps one of PrivacySpy's citations
 *     found in the recorded text. The held-out part (policies-holdout.mjs) is reported apart.
 *     ρ comes with a 95% interval from resampling the policies: with nine held-out policies, one
 *     rank more or less moves it a lot.
 * Totals are given per group: the original fictional vendors, the added ones (vendors.json
 * "added": true, written in styles the original lacked), the real vendors, and the rated
 * policies (development part, held-out part).
 * Targets are reported, not asserted; the exit code is non-zero only when something crashed.
 *
 * Options: --latency MS (default 50)  --no-browser  --only SLUG[,SLUG]  --json FILE
 *          --no-real (fictional vendors only)  --runs N (repeat each analysis, report median)
 *          --ratings FILE  --no-policies (skip corpus/policies)  --policies-only
 *          --development (leave out the held-out policies: for working on the rules)
 * Corpus: ../shared/corpus (next to the repository) when present, else tests/fixtures/corpus,
 * plus the added vendors of tests/fixtures/corpus. Works offline.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BrowserNotFoundError, prepareLocalBrowser } from "../../dev/browser.mjs";
import { startReplayServer } from "../../dev/replay-server.mjs";
import { isHeldOut } from "./policies-holdout.mjs";
import { startBenchWorker } from "./start-bench-worker.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SHARED = resolve(ROOT, "../shared/corpus");
const FIXTURES = join(ROOT, "tests/fixtures/corpus");

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

function parseArgs(argv) {
  const opts = {
    latency: 50,
    browser: true,
    only: null,
    json: null,
    real: true,
    policies: true,
    policiesOnly: false,
    development: false,
    runs: 1,
    ratings: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--latency") opts.latency = Number(argv[++i]);
    else if (a === "--no-browser") opts.browser = false;
    else if (a === "--only") opts.only = new Set(argv[++i].split(","));
    else if (a === "--json") opts.json = argv[++i];
    else if (a === "--no-real") opts.real = false;
    else if (a === "--no-policies") opts.policies = false;
    else if (a === "--policies-only") opts.policiesOnly = true;
    else if (a === "--development") opts.development = true;
    else if (a === "--runs") opts.runs = Math.max(1, Number(argv[++i]));
    else if (a === "--ratings") opts.ratings = JSON.parse(readFileSync(argv[++i], "utf8"));
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

function fictionalVendors(dir, filter) {
  return JSON.parse(readFileSync(join(dir, "vendors.json"), "utf8"))
    .filter(filter)
    .map((v) => {
      const labelFile = join(dir, "labels", `${v.slug}.json`);
      return {
        ...v,
        kind: "fictional",
        group: v.added ? "added" : "original",
        har: join(dir, "har", `${v.slug}.har`),
        label: existsSync(labelFile) ? JSON.parse(readFileSync(labelFile, "utf8")) : null,
      };
    });
}

function loadCorpus(opts) {
  const base = existsSync(join(SHARED, "vendors.json")) ? SHARED : FIXTURES;
  const fictional = fictionalVendors(base, () => true);
  if (base !== FIXTURES) {
    const known = new Set(fictional.map((v) => v.slug));
    fictional.push(...fictionalVendors(FIXTURES, (v) => v.added && !known.has(v.slug)));
  }
  let real = [];
  const realDir = join(SHARED, "real");
  if (opts.real && existsSync(join(realDir, "vendors.json"))) {
    real = JSON.parse(readFileSync(join(realDir, "vendors.json"), "utf8")).map((v) => ({
      ...v,
      kind: "real",
      group: "real",
      har: join(realDir, v.har),
      label: null,
    }));
  }
  const policies = (opts.policies || opts.policiesOnly ? ratedPolicies() : []).filter(
    (v) => !opts.development || v.group !== "policies-holdout",
  );
  let vendors = [...(opts.policiesOnly ? [] : [...fictional, ...real]), ...policies].filter((v) => existsSync(v.har));
  if (opts.only) vendors = vendors.filter((v) => opts.only.has(v.slug));
  return { base, vendors };
}

/** corpus/policies: real policies with PrivacySpy's rating; the held-out part is its own group. */
function ratedPolicies() {
  const dir = join(SHARED, "policies");
  if (!existsSync(join(dir, "vendors.json")) || !existsSync(join(dir, "ratings.json"))) return [];
  const ratings = new Map(JSON.parse(readFileSync(join(dir, "ratings.json"), "utf8")).products.map((p) => [p.slug, p]));
  return JSON.parse(readFileSync(join(dir, "vendors.json"), "utf8"))
    .filter((v) => ratings.has(v.slug))
    .map((v) => ({
      ...v,
      kind: "policy",
      group: isHeldOut(v.slug) ? "policies-holdout" : "policies",
      har: join(dir, v.har),
      label: null,
      rating: ratings.get(v.slug),
    }));
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
    ...["pricing_risk", "privacy_legal_risk", "security_risk"].flatMap((d) =>
      analysis[d].findings.flatMap((f) => [
        { ...f, dim: d },
        ...(f.more_evidence ?? []).map((q) => ({
          evidence: q.quote,
          source_url: q.source_url,
          signal: f.signal,
          dim: d,
        })),
      ]),
    ),
    ...analysis.security_risk.certifications.map((c) => ({ ...c, signal: `certification:${c.name}` })),
    ...(analysis.privacy_legal_risk.rubric ?? []).flatMap((q) =>
      q.evidence.map((e) => ({ evidence: e.quote, source_url: e.source_url, signal: `rubric:${q.question}` })),
    ),
  ];
  const failures = [];
  let checked = 0;
  let grounded = 0;
  for (const f of items) {
    checked++;
    if (f.evidence === "") {
      if (f.checked_urls?.length) grounded++;
      else
        failures.push({
          url: f.source_url,
          signal: f.signal,
          evidence: "",
          why: "absence finding without checked_urls",
        });
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

/**
 * Pages that are not documents: a soft-404 page must never be cited or listed as read, and a
 * page that could not be read (blocked) must not become a "missing" finding of its kind.
 */
function notDocuments(analysis, label) {
  const soft = new Set(label.soft_404 ?? []);
  const blocked = new Set(label.blocked_pages ?? []);
  const all = ["pricing_risk", "privacy_legal_risk", "security_risk"].flatMap((d) => analysis[d].findings);
  const softQuoted = [...soft].filter(
    (u) => all.some((f) => f.evidence && f.source_url === u) || analyzedUrls(analysis).has(u),
  );
  const blockedMissing = [...blocked].filter((u) =>
    all.some((f) => f.polarity === "risk" && /_missing$/.test(f.signal ?? "") && (f.checked_urls ?? []).includes(u)),
  );
  return { soft: soft.size, softQuoted, blocked: blocked.size, blockedMissing };
}

/** Spearman's rank correlation (average ranks for ties). */
function spearman(xs, ys) {
  const ranks = (v) => {
    const idx = v.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
    const r = new Array(v.length);
    for (let i = 0; i < idx.length; ) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1][0] === idx[i][0]) j++;
      for (let k = i; k <= j; k++) r[idx[k][1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (a) => a.reduce((n, x) => n + x, 0) / a.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i] - mx) * (ry[i] - my);
    dx += (rx[i] - mx) ** 2;
    dy += (ry[i] - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}

/**
 * A 95% interval for Spearman's ρ, from 2,000 resamples of the pairs (with replacement, a fixed
 * seed so runs agree). With a handful of policies one rank more or less moves ρ a lot; the interval
 * says how far a figure could move for that reason alone.
 */
function spearmanInterval(xs, ys, resamples = 2000) {
  let seed = 0x9e3779b9;
  const random = () => {
    // mulberry32: small, seeded, good enough for resampling.
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rhos = [];
  for (let n = 0; n < resamples; n++) {
    const pick = xs.map(() => Math.floor(random() * xs.length));
    const rho = spearman(
      pick.map((i) => xs[i]),
      pick.map((i) => ys[i]),
    );
    if (Number.isFinite(rho)) rhos.push(rho);
  }
  rhos.sort((a, b) => a - b);
  return [rhos[Math.floor(0.025 * rhos.length)], rhos[Math.ceil(0.975 * rhos.length) - 1]];
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

/** Text as PrivacySpy's citations are compared: NFKC, lower case, quotes/dashes/spaces folded, Markdown removed. */
function normalizeCitation(t) {
  return t
    .normalize("NFKC")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** A quote overlaps a citation when one holds the other, or they share a long run of text. */
function quoteOverlaps(quote, citation) {
  const q = normalizeCitation(quote);
  const parts = normalizeCitation(citation)
    .split(/\s*(?:\[(?:\.\.\.|…)\]|\.\.\.|…)\s*/)
    .map((x) => x.replace(/^["'\s-]+|["'\s]+$/g, ""))
    .filter((x) => x.split(" ").length >= 4);
  return parts.some((c) => {
    if (c.includes(q) || q.includes(c)) return Math.min(q.length, c.length) >= 20;
    return longestCommon(q, c) >= Math.min(40, Math.floor(Math.min(q.length, c.length) * 0.5));
  });
}

/**
 * The engine's rubric answers against PrivacySpy's: the option per question ("not stated" is a miss
 * where PrivacySpy cites a sentence, and not counted where it cites none), and whether an answer's
 * quote overlaps a citation PrivacySpy made that is in the recorded text.
 */
function rubricAgreement(analysis, rating) {
  const ours = new Map((analysis.privacy_legal_risk.rubric ?? []).map((q) => [q.question, q]));
  const questions = rating.rubric.map((want) => {
    const got = ours.get(want.question);
    const answer = got?.answer ?? null;
    const cited = want.citations.length > 0;
    const counted = answer !== null || cited;
    const usable = want.citations.filter((c) => c.found_in_recorded_text);
    const quotes = (got?.evidence ?? []).map((e) => e.quote);
    const overlapJudged = answer !== null && quotes.length > 0 && usable.length > 0;
    const overlap = overlapJudged && quotes.some((q) => usable.some((c) => quoteOverlaps(q, c.text)));
    return {
      question: want.question,
      want: want.option,
      got: answer,
      counted,
      agree: counted && answer === want.option,
      overlapJudged,
      overlap,
    };
  });
  return {
    counted: questions.filter((q) => q.counted).length,
    agree: questions.filter((q) => q.agree).length,
    stated: questions.filter((q) => q.got !== null).length,
    overlapJudged: questions.filter((q) => q.overlapJudged).length,
    overlap: questions.filter((q) => q.overlap).length,
    questions,
  };
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

/**
 * Label facts a finding quotes. A text fact is `covered` when a finding or a certification quotes
 * its sentence, as its evidence or as one of its other quotes (`more_evidence`: where the vendor
 * says the same again); `first` when it is the evidence itself.
 */
function facts(analysis, label) {
  const findings = ["pricing_risk", "privacy_legal_risk", "security_risk"].flatMap((d) => analysis[d].findings);
  const first = [...findings, ...analysis.security_risk.certifications];
  const all = [
    ...first,
    ...findings.flatMap((f) => (f.more_evidence ?? []).map((q) => ({ evidence: q.quote, source_url: q.source_url }))),
  ];
  const quotes = (fact, list) => {
    const q = collapse(fact.quote).toLowerCase();
    return list.some((f) => {
      if (!f.evidence || f.source_url !== fact.source_url) return false;
      const e = collapse(f.evidence).toLowerCase();
      return e.includes(q) || q.includes(e)
        ? e.length >= 12 || q.length < 12
        : longestCommon(e, q) >= Math.min(40, Math.floor(q.length * 0.5));
    });
  };
  const text = label.facts.map((fact) => ({ id: fact.id, covered: quotes(fact, all), first: quotes(fact, first) }));
  const table = analysis.security_risk.header_grade?.tests ?? [];
  const header = (label.header_facts ?? []).map((fact) => {
    const test = HEADER_TEST[fact.id];
    const covered = !!test && table.some((t) => t.test === test && t.source_url === fact.source_url);
    return { id: fact.id, covered };
  });
  const absent = (label.absent_facts ?? []).map((fact) => {
    const covered =
      all.some((f) => f.evidence === "" && (f.checked_urls ?? []).some((u) => fact.checked_urls.includes(u))) ||
      all.some(
        (f) => f.evidence && fact.checked_urls.includes(f.source_url) && /no_|missing|without/.test(f.signal ?? ""),
      );
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
        row.notDocs = notDocuments(a, v.label);
      } else if (v.documents) {
        row.disc = discovery(
          a,
          v.documents.map((d) => d.url.replace(/#.*$/, "")),
        );
      }
      if (v.rating) row.rubric = rubricAgreement(a, v.rating);
      rows.push(row);
      console.error(
        `  ${v.slug}: ${wall} ms, ${a.crawl.requests} requests, engine ${engine} ms, grounding ${g.grounded}/${g.checked}`,
      );
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
  lines.push(
    `### bench:corpus (latency ${opts.latency} ms/request, browser rendering ${useBrowser ? "on" : "off"})`,
    "",
  );
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
    const c = r.certs
      ? `${ratio(r.certs.tp, r.certs.tp + r.certs.fp)} / ${ratio(r.certs.tp, r.certs.tp + r.certs.fn)}`
      : "–";
    const d = r.disc ? `${r.disc.found}/${r.disc.expected}` : "–";
    const score = (k) => r.a[k].score;
    const l = r.levels
      ? LEVEL_KEYS.map(
          ([k, f]) => `${r.levels[k].got} ${score(f)}${r.levels[k].agree ? "" : ` (want ${r.levels[k].expected})`}`,
        ).join(", ")
      : LEVEL_KEYS.map(([, f]) => `${r.a[f].level} ${score(f)}`).join(", ");
    const f = r.facts
      ? ["text", "header", "absent"]
          .map((k) => `${r.facts[k].filter((x) => x.covered).length}/${r.facts[k].length}`)
          .join(", ")
      : "–";
    const tag =
      { real: " (real)", added: " (added)", policies: " (policy)", "policies-holdout": " (policy, held out)" }[
        r.v.group
      ] ?? "";
    lines.push(
      `| ${r.v.slug}${tag} | ${g} | ${c} | ${d} | ${l} | ${f} | ${Math.round(r.wall)} | ${r.requests} | ${r.engine} |`,
    );
  }
  const groups = [
    ["original", "original fictional vendors"],
    ["added", "added fictional vendors"],
    ["real", "real vendors"],
    ["policies", "rated policies, development"],
    ["policies-holdout", "rated policies, held out"],
  ].filter(([g]) => ok.some((r) => r.v.group === g));
  lines.push("");
  lines.push(`| total | ${groups.map(([, name]) => name).join(" | ")} | target |`);
  lines.push(`|---|${groups.map(() => "---|").join("")}---|`);
  const row = (label, fn, target) =>
    lines.push(`| ${label} | ${groups.map(([g]) => fn(ok.filter((r) => r.v.group === g))).join(" | ")} | ${target} |`);
  const sum = (rs, f) => rs.reduce((n, r) => n + f(r), 0);
  row(
    "evidence grounding",
    (rs) =>
      `${sum(rs, (r) => r.g.grounded)}/${sum(rs, (r) => r.g.checked)} = ${pct(
        sum(rs, (r) => r.g.grounded),
        sum(rs, (r) => r.g.checked),
      )}`,
    "100%",
  );
  row(
    "certification precision / recall (verified)",
    (rs) => {
      const [tp, fp, fn] = ["tp", "fp", "fn"].map((k) => sum(rs, (r) => r.certs?.[k] ?? 0));
      return rs.some((r) => r.certs)
        ? `${ratio(tp, tp + fp)} / ${ratio(tp, tp + fn)} (tp ${tp}, fp ${fp}, fn ${fn})`
        : "–";
    },
    "≥ 0.95 / ≥ 0.9",
  );
  row(
    "page discovery recall",
    (rs) => {
      const [f, e] = [sum(rs, (r) => r.disc?.found ?? 0), sum(rs, (r) => r.disc?.expected ?? 0)];
      return `${f}/${e} = ${ratio(f, e)}`;
    },
    "≥ 0.9",
  );
  const agree = (rs, keys) => {
    const n = sum(rs, (r) => (r.levels ? keys.filter((k) => r.levels[k].agree).length : 0));
    const d = rs.filter((r) => r.levels).length * keys.length;
    return d ? `${n}/${d} = ${pct(n, d)}` : "–";
  };
  for (const k of ["pricing", "privacy_legal", "security"])
    row(`level agreement, ${k}`, (rs) => agree(rs, [k]), "≥ 85%");
  row(
    "level agreement, dimensions + overall",
    (rs) => agree(rs, ["pricing", "privacy_legal", "security", "overall"]),
    "–",
  );
  row(
    "label facts covered (text / header / absent)",
    (rs) => {
      if (!rs.some((r) => r.facts)) return "–";
      return ["text", "header", "absent"]
        .map((k) => {
          const [c, t] = [
            sum(rs, (r) => r.facts?.[k].filter((x) => x.covered).length ?? 0),
            sum(rs, (r) => r.facts?.[k].length ?? 0),
          ];
          return `${c}/${t} = ${pct(c, t)}`;
        })
        .join(" · ");
    },
    "text ≥ 75%",
  );
  row(
    "label text facts quoted as a finding's first quote",
    (rs) => {
      if (!rs.some((r) => r.facts)) return "–";
      const [c, t] = [
        sum(rs, (r) => r.facts?.text.filter((x) => x.first).length ?? 0),
        sum(rs, (r) => r.facts?.text.length ?? 0),
      ];
      return `${c}/${t} = ${pct(c, t)}`;
    },
    "–",
  );
  row(
    "not documents: soft 404 quoted · blocked scored missing",
    (rs) =>
      rs.some((r) => r.notDocs?.soft || r.notDocs?.blocked)
        ? `${sum(rs, (r) => r.notDocs?.softQuoted.length ?? 0)}/${sum(rs, (r) => r.notDocs?.soft ?? 0)} · ${sum(rs, (r) => r.notDocs?.blockedMissing.length ?? 0)}/${sum(rs, (r) => r.notDocs?.blocked ?? 0)}`
        : "–",
    "0 · 0",
  );
  row(
    "privacy/legal risk vs PrivacySpy score (Spearman ρ)",
    (rs) => {
      const rated = rs.filter((r) => r.v.rating);
      if (rated.length < 3) return "–";
      const rho = spearman(
        rated.map((r) => r.a.privacy_legal_risk.score),
        rated.map((r) => r.v.rating.score),
      );
      return `${rho.toFixed(2)} (${rated.length})`;
    },
    "≤ −0.6",
  );
  row(
    "the same ρ, 95% interval (resampling the policies)",
    (rs) => {
      const rated = rs.filter((r) => r.v.rating);
      if (rated.length < 3) return "–";
      const [low, high] = spearmanInterval(
        rated.map((r) => r.a.privacy_legal_risk.score),
        rated.map((r) => r.v.rating.score),
      );
      return `${low.toFixed(2)} … ${high.toFixed(2)}`;
    },
    "–",
  );
  row(
    "rubric questions answered with PrivacySpy's option",
    (rs) => {
      const [n, d] = [sum(rs, (r) => r.rubric?.agree ?? 0), sum(rs, (r) => r.rubric?.counted ?? 0)];
      return rs.some((r) => r.rubric) ? `${n}/${d} = ${pct(n, d)}` : "–";
    },
    "≥ 70%",
  );
  row(
    "rubric answers whose quote overlaps a PrivacySpy citation",
    (rs) => {
      const [n, d] = [sum(rs, (r) => r.rubric?.overlap ?? 0), sum(rs, (r) => r.rubric?.overlapJudged ?? 0)];
      return rs.some((r) => r.rubric) ? `${n}/${d} = ${pct(n, d)}` : "–";
    },
    "≥ 60%",
  );
  row(
    'rubric questions the engine answers (not "not stated")',
    (rs) => {
      const [n, d] = [sum(rs, (r) => r.rubric?.stated ?? 0), sum(rs, (r) => r.rubric?.questions.length ?? 0)];
      return rs.some((r) => r.rubric) ? `${n}/${d} = ${pct(n, d)}` : "–";
    },
    "–",
  );
  row("score spread (privacy: min–max, sd)", (rs) => spread(rs.map((r) => r.a.privacy_legal_risk.score)), "–");
  row("score spread (overall: min–max, sd)", (rs) => spread(rs.map((r) => r.a.overall_risk.score)), "–");
  row(
    "wall time per analysis, median / max",
    (rs) => `${Math.round(median(rs.map((r) => r.wall)))} / ${Math.round(Math.max(...rs.map((r) => r.wall)))} ms`,
    "median < 1500 ms",
  );
  row(
    "requests per analysis, median / max",
    (rs) => `${median(rs.map((r) => r.requests))} / ${Math.max(...rs.map((r) => r.requests))}`,
    "–",
  );
  row(
    "engine CPU per analysis, median / max",
    (rs) => {
      const e = rs.map((r) => r.engine).filter((x) => Number.isFinite(x));
      return `${median(e).toFixed(1)} / ${Math.max(...e).toFixed(1)} ms`;
    },
    "median < 50 ms",
  );
  const engines = ok.map((r) => r.engine).filter((x) => Number.isFinite(x));
  lines.push(
    "",
    `All vendors: engine CPU median ${median(engines).toFixed(1)} ms, wall time median ${Math.round(median(ok.map((r) => r.wall)))} ms.`,
  );
  if (opts.ratings) {
    const rated = ok.filter((r) => typeof opts.ratings[r.v.slug] === "number");
    if (rated.length >= 3) {
      const rho = spearman(
        rated.map((r) => r.a.privacy_legal_risk.score),
        rated.map((r) => opts.ratings[r.v.slug]),
      );
      lines.push(
        `Privacy score vs ratings: Spearman ρ = ${rho.toFixed(2)} over ${rated.length} vendors (target ≤ −0.5).`,
      );
    }
  }
  const policies = ok.filter((r) => r.v.rating);
  if (policies.length >= 3) {
    const rho = spearman(
      policies.map((r) => r.a.privacy_legal_risk.score),
      policies.map((r) => r.v.rating.score),
    );
    const sum = (f) => policies.reduce((n, r) => n + f(r), 0);
    lines.push(
      `Rated policies, all ${policies.length}: Spearman ρ = ${rho.toFixed(2)}; PrivacySpy's option ${sum((r) => r.rubric.agree)}/${sum((r) => r.rubric.counted)} = ${pct(
        sum((r) => r.rubric.agree),
        sum((r) => r.rubric.counted),
      )}; quote overlapping a citation ${sum((r) => r.rubric.overlap)}/${sum((r) => r.rubric.overlapJudged)} = ${pct(
        sum((r) => r.rubric.overlap),
        sum((r) => r.rubric.overlapJudged),
      )}.`,
    );
  }
  lines.push(...rubricByQuestion(ok));
  const failures = ok.flatMap((r) => r.g.failures.map((f) => ({ slug: r.v.slug, ...f })));
  if (failures.length) {
    lines.push("", "Grounding failures:");
    for (const f of failures.slice(0, 40))
      lines.push(`- ${f.slug} ${f.signal} ${f.url}: "${f.evidence}"${f.why ? ` (${f.why})` : ""}`);
  }
  const notDocs = ok.filter((r) => r.notDocs?.softQuoted.length || r.notDocs?.blockedMissing.length);
  if (notDocs.length) {
    lines.push("", "Pages that are not documents, read as documents:");
    for (const r of notDocs)
      lines.push(
        `- ${r.v.slug}: soft 404 quoted [${r.notDocs.softQuoted.join(", ")}], blocked scored missing [${r.notDocs.blockedMissing.join(", ")}]`,
      );
  }
  const misses = ok.filter((r) => r.disc?.missing.length);
  if (misses.length) {
    lines.push("", "Pages not discovered:");
    for (const r of misses) lines.push(`- ${r.v.slug}: ${r.disc.missing.join(", ")}`);
  }
  const labelled = ok.filter((r) => r.certs);
  const certMiss = labelled.filter((r) => r.certs.fp || r.certs.fn);
  if (certMiss.length) {
    lines.push("", "Certification differences:");
    for (const r of certMiss)
      lines.push(`- ${r.v.slug}: got [${r.certs.got.join(", ")}], labels [${r.certs.want.join(", ")}]`);
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

/** Per rubric question: agreement with PrivacySpy (development | held out). */
function rubricByQuestion(rows) {
  const rated = rows.filter((r) => r.rubric);
  if (!rated.length) return [];
  const names = [...new Set(rated.flatMap((r) => r.rubric.questions.map((q) => q.question)))].sort();
  const cell = (group, name) => {
    const qs = rated
      .filter((r) => r.v.group === group)
      .flatMap((r) => r.rubric.questions.filter((q) => q.question === name));
    const c = qs.filter((q) => q.counted);
    const o = qs.filter((q) => q.overlapJudged);
    return `${c.filter((q) => q.agree).length}/${c.length} · ${o.filter((q) => q.overlap).length}/${o.length}`;
  };
  const out = ["", "Rubric answers per question (PrivacySpy's option · quote overlapping a citation):", ""];
  out.push("| question | development | held out |", "|---|---|---|");
  for (const name of names) out.push(`| ${name} | ${cell("policies", name)} | ${cell("policies-holdout", name)} |`);
  return out;
}

function spread(xs) {
  if (!xs.length) return "–";
  const mean = xs.reduce((n, x) => n + x, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((n, x) => n + (x - mean) ** 2, 0) / xs.length);
  return `${Math.min(...xs)}–${Math.max(...xs)}, sd ${sd.toFixed(2)}`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
