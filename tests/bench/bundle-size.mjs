#!/usr/bin/env node
/**
 * Measures the JavaScript a first visit to "/" downloads, gzipped, from the SPA build's Vite
 * manifest (web/dist/.vite/manifest.json; run `npm run build` first), and fails when it is over
 * the budget of 150 KB. Counted: the entry chunk and everything it imports statically, plus the
 * code-split chunks of the "/" route (its component and whatever they import).
 *
 *   node tests/bench/bundle-size.mjs            prints the table, exits 1 over budget
 *   BUNDLE_BUDGET_KB=140 node tests/bench/...   another budget
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = `${ROOT}web/dist`;
const MANIFEST = `${DIST}/.vite/manifest.json`;
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
/** Route files whose split chunks render "/". */
const ROUTE_SOURCES = ["src/routes/__root.tsx", "src/routes/index.tsx"];

if (!existsSync(MANIFEST)) {
  console.error(`No ${MANIFEST}: run \`npm run build\` first (the Vite config must set build.manifest).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));

const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const routeKeys = Object.keys(manifest).filter((k) =>
  ROUTE_SOURCES.some((src) => k === src || k.startsWith(`${src}?`)),
);

const chunks = new Set();
const css = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || chunks.has(chunk.file)) return;
  chunks.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const dep of chunk.imports ?? []) visit(dep);
}
for (const key of [...entryKeys, ...routeKeys]) visit(key);

const sizeOf = (file) => {
  const buf = readFileSync(`${DIST}/${file}`);
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const rows = [...chunks].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((s, r) => s + r.gzip, 0);
const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
const cssTotal = [...css].reduce((s, f) => s + sizeOf(f).gzip, 0);

console.log(`Initial JavaScript for "/" (${rows.length} files):`);
for (const r of rows) console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}`);
console.log(`  ${"total".padEnd(48)} ${kb(totalRaw).padStart(10)}  gzip ${kb(total).padStart(9)}`);
console.log(`CSS (not counted): gzip ${kb(cssTotal)}`);
console.log(`Budget: ${BUDGET_KB} KB gzipped.`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)}.`);
  process.exit(1);
}
console.log(`Within budget (${kb(BUDGET_KB * 1024 - total)} to spare).`);
