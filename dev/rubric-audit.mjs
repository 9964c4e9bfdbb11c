#!/usr/bin/env node
/**
 * npm run audit:rubric — how general the rubric's statement rules are.
 *
 * Every statement of queue-consumer/engine/rubric/statements.ts is a regular expression made of
 * alternatives (anyOf(...); a word list `\b(?:a|b|c)\b` counts each word as one). For each
 * alternative this counts the distinct documents and sentences of the recorded corpus it matches,
 * read as the engine reads them: the page texts of every recording the corpus benchmark replays
 * (../shared/corpus/har, tests/fixtures/corpus/har, ../shared/corpus/real/har and the rated
 * policies), extracted by the crawler's readPage and split by the engine's buildSentences, and
 * matched by the engine's evaluateRule with the rule's own requires/unless/negation (the page's
 * kind is not applied: a recorded page's kind depends on the link the crawl followed to it).
 * Documents are counted once however many recordings hold them (same text).
 *
 * It then reads the sentences of tests/engine/*.test.ts (their string literals) and lists the
 * alternatives that match in one document or none and that no test sentence matches in another
 * phrasing (a test sentence that is not the corpus sentence, nor part of it): alternatives that
 * may have been written for one sentence.
 *
 * The held-out policies (tests/bench/policies-holdout.mjs) are counted in the totals only: no
 * sentence of theirs is printed, and the per-document columns count development documents.
 *
 * With --deep, the alternatives of every group inside a sequence are audited too ("(?:a|b)" in
 * "we (?:share|sell) your data"): each is the pattern with that group, and every group around
 * it, narrowed to the one branch; the list then names the statement, the branch and its group.
 *
 * Options: --all (print every alternative, not only the listed ones)  --json FILE
 *          --rule ID[,ID] (only these statements)  --deep
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { RegExpParser } from "@eslint-community/regexpp";
import { isHeldOut } from "../tests/bench/policies-holdout.mjs";
import { harFiles, loadHar } from "./replay-server.mjs";
import { corpusHarFiles } from "./stack.mjs";
import { withModules } from "./vite-modules.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SHARED = join(ROOT, "../shared/corpus");

function parseArgs(argv) {
  const opts = { all: false, json: null, rules: null, deep: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--all") opts.all = true;
    else if (a === "--json") opts.json = argv[++i];
    else if (a === "--rule") opts.rules = new Set(argv[++i].split(","));
    else if (a === "--deep") opts.deep = true;
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

/** The recordings the corpus benchmark replays (the vendors and the rated policies), each with whether it is a held-out policy. */
function recordings() {
  const policies = join(SHARED, "policies/har");
  return [
    ...corpusHarFiles().map((file) => ({ file, heldOut: false })),
    ...(existsSync(policies) ? harFiles(policies) : []).map((file) => ({
      file,
      heldOut: isHeldOut(basename(file, ".har")),
    })),
  ];
}

/** Every readable page (HTML or PDF answered 200) of the recordings, as the crawler reads it; one per text. */
async function documents(load) {
  const { readPage, bodyFormat } = await load("/queue-consumer/crawler/read-page.ts");
  const seen = new Map();
  const now = () => new Date("2026-11-20T12:00:00Z");
  for (const rec of recordings()) {
    for (const [url, r] of loadHar(rec.file).entries) {
      const headers = Object.fromEntries(r.headers);
      const res = {
        requestedUrl: url,
        url,
        chain: [url],
        hops: [],
        status: r.status,
        headers,
        setCookies: [],
        contentType: headers["content-type"] ?? "",
        body: new Uint8Array(r.body),
        truncated: false,
      };
      if (r.status !== 200 || !["html", "pdf"].includes(bodyFormat(res))) continue;
      const { page } = await readPage(res, "other", "audit", now);
      if (page.unreadable) continue;
      const key = createHash("sha256")
        .update(page.blocks.map((b) => b.text).join("\n"))
        .digest("hex");
      const prev = seen.get(key);
      if (prev) prev.heldOut &&= rec.heldOut;
      else seen.set(key, { url, page, heldOut: rec.heldOut });
    }
  }
  return [...seen.values()];
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/**
 * The alternatives of a pattern: its top-level branches, and a branch that is only a group of
 * alternatives between assertions (`\b(?:a|b)\b`) as one alternative per branch of the group.
 */
export function alternativesOf(re) {
  const ast = parser.parsePattern(re.source, 0, re.source.length, { unicode: re.flags.includes("u") });
  const out = [];
  const expand = (prefix, alt, suffix) => {
    const parts = alt.elements.filter(
      (e) => e.type !== "Assertion" || e.kind === "lookahead" || e.kind === "lookbehind",
    );
    const only = parts.length === 1 ? parts[0] : null;
    if (only && only.type === "Group" && only.alternatives.length > 1 && !only.name) {
      const i = alt.elements.indexOf(only);
      const before = alt.elements
        .slice(0, i)
        .map((e) => e.raw)
        .join("");
      const after = alt.elements
        .slice(i + 1)
        .map((e) => e.raw)
        .join("");
      for (const inner of only.alternatives) expand(prefix + before, inner, after + suffix);
      return;
    }
    out.push(prefix + alt.raw + suffix);
  };
  for (const alt of ast.alternatives) expand("", alt, "");
  return out.map((source) => new RegExp(source, re.flags));
}

/**
 * The branches of every group inside the pattern, each as the pattern narrowed to it: the
 * top-level branch it is in, with the group (and each group around it) keeping only that branch.
 */
export function nestedAlternativesOf(re) {
  const src = re.source;
  const ast = parser.parsePattern(src, 0, src.length, { unicode: re.flags.includes("u") });
  const out = [];
  const inAlternative = (alt, wrap) => {
    for (const e of alt.elements)
      inElement(e, (inner) => wrap(src.slice(alt.start, e.start) + inner + src.slice(e.end, alt.end)));
  };
  const inElement = (e, wrap) => {
    if (e.type === "Quantifier") return inElement(e.element, (inner) => wrap(inner + src.slice(e.element.end, e.end)));
    if (e.type !== "Group" && e.type !== "CapturingGroup") return;
    const open = src.slice(e.start, e.alternatives[0].start);
    const close = src.slice(e.alternatives.at(-1).end, e.end);
    for (const a of e.alternatives) {
      const narrowed = (inner) => wrap(open + inner + close);
      if (e.alternatives.length > 1 && /[a-z]/i.test(a.raw))
        out.push({ branch: a.raw, group: e.raw, pattern: new RegExp(narrowed(a.raw), re.flags) });
      inAlternative(a, narrowed);
    }
  };
  for (const alt of ast.alternatives) inAlternative(alt, (inner) => inner);
  return out;
}

/** String literals of the engine's test files that read as sentences, and the phrasings they read from data. */
function testSentences() {
  const dir = join(ROOT, "tests/engine");
  const literal = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\$]|\\.)*)`/g;
  const out = new Set();
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".test.ts"))) {
    const src = readFileSync(join(dir, f), "utf8");
    for (const m of src.matchAll(literal)) {
      const raw = m[1] ?? m[2] ?? m[3] ?? "";
      const text = raw.replace(/\\(.)/g, (_, c) => ({ n: " ", t: " " })[c] ?? c);
      if (text.length >= 12 && /\s/.test(text)) out.add(text);
    }
  }
  const phrasings = join(dir, "phrasings");
  for (const f of existsSync(phrasings) ? readdirSync(phrasings).filter((n) => n.endsWith(".json")) : []) {
    for (const p of JSON.parse(readFileSync(join(phrasings, f), "utf8"))) out.add(p.text);
  }
  return [...out];
}

const fold = (t) => t.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Whether a test sentence says it in another phrasing than the corpus sentences the alternative
 * matches: it is none of them, no part of one, and holds none of them of four words or more (a
 * corpus "sentence" that is one name, a table cell, may be in a test sentence of its own).
 */
function otherPhrasing(test, corpusSentences) {
  const t = fold(test);
  return corpusSentences.every((c) => {
    const s = fold(c);
    return !s.includes(t) && !(t.includes(s) && s.split(" ").length >= 4);
  });
}

function auditRule(rule, sentences, tests, evaluateRule, deep) {
  // A narrowed pattern matches a subset of what the whole pattern matches: only those sentences are tried.
  const candidates = sentences.filter((s) => rule.pattern.test(s.text));
  const alternatives = deep
    ? nestedAlternativesOf(rule.pattern)
    : alternativesOf(rule.pattern).map((pattern) => ({ pattern }));
  return alternatives.map(({ pattern, branch, group }, index) => {
    const probe = { ...rule, pattern, kinds: undefined };
    const docs = new Set();
    const devDocs = new Set();
    const texts = new Set();
    const examples = [];
    for (const s of candidates) {
      if (s.question || s.pointer || !evaluateRule(probe, s)) continue;
      docs.add(s.doc);
      texts.add(s.text);
      if (!s.doc.heldOut) {
        devDocs.add(s.doc);
        if (examples.length < 3 && !examples.some((e) => e.text === s.text))
          examples.push({ url: s.doc.url, text: s.text });
      }
    }
    const corpus = [...texts];
    const tested = tests.filter((t) => t.matches(probe) && otherPhrasing(t.text, corpus)).map((t) => t.text);
    return {
      rule: rule.id,
      index,
      source: branch === undefined ? pattern.source : `${branch}  in  ${group}`,
      documents: docs.size,
      devDocuments: devDocs.size,
      sentences: texts.size,
      tested,
      examples,
    };
  });
}

function render(rows, opts, totals) {
  const listed = rows.filter((r) => r.documents <= 1 && r.tested.length === 0);
  const short = (s, n = 110) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const cell = (s) => s.replace(/\|/g, "\\|");
  const lines = [
    `Rubric statements: ${totals.rules}, alternatives: ${rows.length}; ` +
      `documents read: ${totals.documents} (held-out policies' pages counted, never shown: ${totals.heldOut}), ` +
      `sentences: ${totals.sentences}; test sentences: ${totals.tests}.`,
    "",
    `Alternatives matching one document or none: ${rows.filter((r) => r.documents <= 1).length}; ` +
      `of these exercised by a test in another phrasing: ${rows.filter((r) => r.documents <= 1 && r.tested.length).length}; listed: ${listed.length}.`,
    "",
    "| statement | # | documents (development) | sentences | tests in other phrasings | alternative |",
    "|---|---|---|---|---|---|",
  ];
  for (const r of opts.all ? rows : listed)
    lines.push(
      `| ${r.rule} | ${r.index} | ${r.documents} (${r.devDocuments}) | ${r.sentences} | ${r.tested.length} | \`${cell(short(r.source))}\` |`,
    );
  if (listed.length) lines.push("", "Listed alternatives, with the development sentences they match:");
  for (const r of listed) {
    lines.push("", `- ${r.rule} #${r.index}: \`${r.source}\``);
    for (const e of r.examples) lines.push(`  - ${e.url}: "${short(e.text, 300)}"`);
  }
  return lines.join("\n");
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  await withModules(async (load) => {
    const { RUBRIC_STATEMENTS } = await load("/queue-consumer/engine/rubric/statements.ts");
    const { buildSentences } = await load("/queue-consumer/engine/reading/text.ts");
    const { evaluateRule } = await load("/queue-consumer/engine/reading/match.ts");
    const { sentencesOf } = await load("/tests/engine/support/fixture.ts");
    const docs = await documents(load);
    const sentences = docs.flatMap((doc) =>
      buildSentences([doc.page], new Set()).map((s) => Object.assign(s, { doc })),
    );
    const tests = testSentences().map((text) => {
      const ss = sentencesOf("privacy", text);
      return { text, matches: (rule) => ss.some((s) => !s.question && !s.pointer && evaluateRule(rule, s)) };
    });
    const rules = RUBRIC_STATEMENTS.filter((r) => !opts.rules || opts.rules.has(r.id));
    const rows = rules.flatMap((rule) => auditRule(rule, sentences, tests, evaluateRule, opts.deep));
    const totals = {
      rules: rules.length,
      documents: docs.length,
      heldOut: docs.filter((d) => d.heldOut).length,
      sentences: sentences.length,
      tests: tests.length,
    };
    console.log(render(rows, opts, totals));
    if (opts.json) writeFileSync(opts.json, JSON.stringify({ totals, rows }, null, 2));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
