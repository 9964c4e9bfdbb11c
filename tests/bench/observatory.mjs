#!/usr/bin/env node
/**
 * npm run bench:observatory — the header grade against Mozilla's own scanner, site by site.
 *
 * Every recorded vendor of the corpus (tests/fixtures/corpus, ../shared/corpus/har and the real
 * vendors' recordings in ../shared/corpus/real), Mozilla's own captures of mozilla.org and
 * observatory.mozilla.org (../shared/corpus-raw/mdn-http-observatory-fixtures) and the crafted
 * sites of observatory/cases.mjs are served by one replay server. Mozilla's scanner
 * (@mdn/mdn-http-observatory 1.4.8, installed into a cache folder on first run, see
 * observatory/scanner.mjs) scans each host through it; the full analysis pipeline (crawler and
 * engine, inside workerd: the bench Worker of bench:corpus) analyzes each start address through
 * the same replay. Printed: per site the scanner's and the engine's grade and score and the
 * tests whose results differ, then a summary line. Real vendors whose recorded home page is a
 * stand-in are listed apart: the engine gives them no grade by design.
 *
 * Exit code 1 when any graded site differs (or something crashed).
 * Options: --only SLUG[,SLUG]  --json FILE  --no-cases
 *          --write-expected: record the scanner's results for the repository's fixture vendors in
 *          tests/fixtures/corpus/observatory-grades.json (the corpus test holds the engine to them)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { harFiles, loadHar, startReplayServer } from "../../dev/replay-server.mjs";
import { startBenchWorker } from "./start-bench-worker.mjs";
import { CASES } from "./observatory/cases.mjs";
import { mozillaCaptures } from "./observatory/mozilla-captures.mjs";
import {
  ensureCertificates,
  ensureScanner,
  scanHosts,
  SCANNER_VERSION,
  startFrontServers,
} from "./observatory/scanner.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const FIXTURES = join(ROOT, "tests/fixtures/corpus");
const EXPECTED_FILE = join(FIXTURES, "observatory-grades.json");
const SHARED = resolve(ROOT, "../shared");

process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

function parseArgs(argv) {
  const opts = { only: null, json: null, cases: true, writeExpected: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--only") opts.only = new Set(argv[++i].split(","));
    else if (a === "--json") opts.json = argv[++i];
    else if (a === "--no-cases") opts.cases = false;
    else if (a === "--write-expected") opts.writeExpected = true;
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The recorded vendors: repository fixtures, the shared corpus (same slugs: shared wins), real vendors. */
function recordedVendors() {
  const bySlug = new Map();
  for (const [dir, fixture] of [
    [join(SHARED, "corpus/har"), false],
    [join(FIXTURES, "har"), true],
  ]) {
    if (!existsSync(dir)) continue;
    for (const file of harFiles(dir)) {
      const { meta } = loadHar(file);
      if (meta.slug && meta.start_url)
        bySlug.set(meta.slug, { slug: meta.slug, start_url: meta.start_url, group: "vendor", har: file, fixture });
    }
  }
  const realIndex = join(SHARED, "corpus/real/vendors.json");
  if (existsSync(realIndex)) {
    for (const v of JSON.parse(readFileSync(realIndex, "utf8"))) {
      const har = join(SHARED, "corpus/real", v.har);
      if (existsSync(har)) bySlug.set(v.slug, { slug: v.slug, start_url: v.start_url, group: "real", har });
    }
  }
  return [...bySlug.values()];
}

/** Every host a set of recordings names (for the TLS certificate). */
function hostsOf(urls) {
  return [...new Set(urls.map((u) => new URL(u).hostname))];
}

async function analyze(worker, url) {
  const res = await worker.fetch("http://bench/analyze", {
    method: "POST",
    body: JSON.stringify({ url, browser: false }),
    headers: { "content-type": "application/json" },
  });
  return res.json();
}

/** The scanner's and the engine's view of one site, side by side. */
function compare(site, scanned, res) {
  const scanner = scanned?.error
    ? { graded: false, reason: scanned.error }
    : { graded: true, grade: scanned.scan.grade, score: scanned.scan.score, tests: scanned.tests };
  if (!res.ok)
    return {
      site,
      scanner,
      engine: { graded: false, reason: `analysis failed: ${res.error}` },
      equal: false,
      diffs: [],
    };
  const g = res.analysis.security_risk.header_grade;
  const engine = g?.graded
    ? { graded: true, grade: g.grade, score: g.score, tests: Object.fromEntries(g.tests.map((t) => [t.test, t])) }
    : { graded: false, reason: g?.no_grade_reason ?? "no header grade in the report" };
  const diffs = [];
  if (scanner.graded && engine.graded) {
    for (const [name, t] of Object.entries(scanner.tests)) {
      const mine = engine.tests[name];
      if (!mine || mine.result !== t.result)
        diffs.push(`${name}: scanner ${t.result}, engine ${mine?.result ?? "missing"}`);
    }
  }
  const equal =
    scanner.graded === engine.graded &&
    (!scanner.graded || (scanner.grade === engine.grade && scanner.score === engine.score && !diffs.length));
  return { site, scanner, engine, equal, diffs, engineMs: res.analysis.crawl?.engine_ms };
}

const show = (v) => (v.graded ? `${v.grade} ${v.score}` : "no grade");

function render(rows) {
  const lines = [
    `### bench:observatory (Mozilla's scanner ${SCANNER_VERSION} vs the engine, same recorded responses)`,
    "",
  ];
  const groups = [
    ["vendor", "Recorded vendors"],
    ["mozilla", "Mozilla's captures"],
    ["case", "Crafted sites"],
    ["real", "Real vendors' recordings (stand-in home pages: no grade by design)"],
  ];
  for (const [group, title] of groups) {
    const list = rows.filter((r) => r.site.group === group);
    if (!list.length) continue;
    lines.push(`**${title}**`, "", "| site | scanner | engine | equal | differences |", "|---|---|---|---|---|");
    for (const r of list) {
      const why = r.diffs.length
        ? r.diffs.join("; ")
        : !r.equal
          ? [r.scanner.reason, r.engine.reason].filter(Boolean).join(" / ")
          : "";
      const equal = group === "real" ? "stand-in" : r.equal ? "yes" : "**no**";
      lines.push(
        `| ${r.site.slug} | ${show(r.scanner)} | ${show(r.engine)} | ${equal} | ${group === "real" ? "" : why} |`,
      );
    }
    lines.push("");
  }
  const compared = rows.filter((r) => r.site.group !== "real");
  const grades = compared.filter(
    (r) => r.scanner.graded === r.engine.graded && (!r.scanner.graded || r.scanner.grade === r.engine.grade),
  );
  const scores = compared.filter(
    (r) => r.scanner.graded === r.engine.graded && (!r.scanner.graded || r.scanner.score === r.engine.score),
  );
  const testsTotal = compared.filter((r) => r.scanner.graded && r.engine.graded).length * 10;
  const testsEqual = testsTotal - compared.reduce((n, r) => n + r.diffs.length, 0);
  const ms = rows.map((r) => r.engineMs).filter((x) => Number.isFinite(x));
  lines.push(
    `Summary: grade equal ${grades.length}/${compared.length}, score equal ${scores.length}/${compared.length}, ` +
      `test results equal ${testsEqual}/${testsTotal} (sites compared: ${rows.filter((r) => r.site.group === "vendor").length} recorded vendors, ` +
      `${rows.filter((r) => r.site.group === "mozilla").length} Mozilla captures, ${rows.filter((r) => r.site.group === "case").length} crafted sites); ` +
      `engine CPU per analysis median ${ms.length ? median(ms).toFixed(1) : "–"} ms.`,
  );
  return lines.join("\n");
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const pkgDir = ensureScanner();
  let sites = [
    ...recordedVendors(),
    ...mozillaCaptures(join(SHARED, "corpus-raw/mdn-http-observatory-fixtures")).map((c) => ({
      ...c,
      group: "mozilla",
    })),
    ...(opts.cases ? CASES.map((c) => ({ ...c, group: "case" })) : []),
  ];
  if (opts.only) sites = sites.filter((s) => opts.only.has(s.slug));
  const replay = await startReplayServer({ harFiles: sites.filter((s) => s.har).map((s) => s.har) });
  const urls = [
    ...sites.flatMap((s) => [s.start_url, ...(s.records ?? []).map((r) => r.url), ...Object.keys(s.route ?? {})]),
  ];
  for (const s of sites) {
    if (s.har) urls.push(...loadHar(s.har).entries.keys());
    for (const r of s.records ?? []) replay.record(r.url, r);
    for (const [url, handler] of Object.entries(s.route ?? {})) replay.route(url, handler);
  }
  const hosts = sites.map((s) => new URL(s.start_url).hostname);
  const tls = ensureCertificates(hostsOf(urls));
  const front = await startFrontServers({ replayOrigin: replay.origin, tls });
  console.error(`bench:observatory — ${sites.length} site(s); scanning with ${SCANNER_VERSION} ...`);
  let worker;
  let crashed = false;
  const rows = [];
  try {
    const scans = await scanHosts({
      pkgDir,
      hosts: [...new Set(hosts)],
      caFile: tls.ca,
      httpPort: front.httpPort,
      httpsPort: front.httpsPort,
    });
    worker = await startBenchWorker(replay.origin);
    for (const site of sites) {
      const res = await analyze(worker, site.start_url);
      const row = compare(site, scans.get(new URL(site.start_url).hostname), res);
      rows.push(row);
      console.error(
        `  ${site.slug}: scanner ${show(row.scanner)}, engine ${show(row.engine)}${row.equal ? "" : "  <- differs"}`,
      );
    }
  } catch (err) {
    crashed = true;
    console.error(err);
  } finally {
    await worker?.dispose().catch(() => {});
    await front.close();
    await replay.close();
  }
  console.log(render(rows));
  if (opts.json) writeFileSync(opts.json, JSON.stringify(rows, null, 2));
  if (opts.writeExpected) writeExpected(rows);
  const differs = rows.some((r) => r.site.group !== "real" && !r.equal);
  process.exit(crashed || differs ? 1 : 0);
}

/** The scanner's results for the repository's own fixture vendors, for tests/crawler/observatory-corpus.test.ts. */
function writeExpected(rows) {
  const vendors = {};
  for (const r of rows.filter((x) => x.site.fixture)) {
    vendors[r.site.slug] = r.scanner.graded
      ? {
          start_url: r.site.start_url,
          grade: r.scanner.grade,
          score: r.scanner.score,
          tests: Object.fromEntries(Object.entries(r.scanner.tests).map(([name, t]) => [name, t.result])),
        }
      : { start_url: r.site.start_url, grade: null, score: null, reason: r.scanner.reason };
  }
  const doc = {
    scanner: `@mdn/mdn-http-observatory ${SCANNER_VERSION}`,
    recorded_by: "npm run bench:observatory -- --write-expected",
    vendors,
  };
  writeFileSync(EXPECTED_FILE, `${JSON.stringify(doc, null, 2)}\n`);
  console.error(`bench:observatory: wrote ${Object.keys(vendors).length} vendors to ${EXPECTED_FILE}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
