/**
 * Sentences with their exact position in a block, so that every quote is a slice of the
 * page's visible text and can never be paraphrased by accident.
 */
import type { CrawledPage, TextBlock } from "../types";
import { group, seq } from "./pattern";

export interface Sentence {
  page: CrawledPage;
  pageIndex: number;
  blockIndex: number;
  block: TextBlock;
  start: number;
  end: number;
  text: string;
  lower: string;
  /** Ends with a question mark: a heading or FAQ question, never a statement. */
  question: boolean;
  /** A list item under a negative lead-in ("Anthropic will not:"), which negates it. */
  negatedLeadIn: boolean;
  /** A pointer to other text ("For more information, see..."), not a statement of practice. */
  pointer: boolean;
}

/** Abbreviations after which a period does not end a sentence (lower case, without the period). */
const ABBREVIATIONS = new Set([
  "e.g",
  "i.e",
  "etc",
  "inc",
  "ltd",
  "co",
  "corp",
  "llc",
  "plc",
  "gmbh",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "vs",
  "approx",
  "u.s",
  "u.k",
  "e.u",
  "cf",
  "ca",
  "incl",
  "resp",
  "viz",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "ed",
  "est",
  "dept",
  "govt",
  "s.a",
  "b.v",
  "n.v",
  "pty",
  "sr",
  "jr",
  "prof",
  "rev",
  "ave",
  "blvd",
  "u.s.a",
  "a.k.a",
  "al",
  "min",
  "max",
  "ref",
]);
/** Abbreviations only when a number follows ("No. 5", "Art. 28", "p. 12"). */
const NUMBERED_ABBREVIATIONS = new Set(["no", "nos", "art", "sec", "para", "fig", "p", "pp", "vol", "ch"]);

const MAX_SENTENCE = 600;

/** Splits a block into sentence ranges [start, end). */
/** The answer to a question, when it is a word or a short phrase: "No.", "Yes — ad networks.", "We do not." */
const SHORT_ANSWER =
  /^(?:yes|no|never|nope|none|not at all|we do not|we don['’]t|we did not|we didn['’]t|we have not|we haven['’]t|we never (?:have|do))\b[^.!?]{0,20}[.!](?:\s|$)/i;

export function splitSentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  const n = text.length;
  let start = 0;
  for (let i = 0; i < n; i++) {
    const ch = text.charCodeAt(i);
    // . ! ?
    if (ch !== 46 && ch !== 33 && ch !== 63) continue;
    let j = i + 1;
    // Closing quotes and brackets belong to the sentence.
    while (j < n && /["'”’)\]]/.test(text[j]!)) j++;
    if (j < n && text.charCodeAt(j) !== 32) continue;
    // A question answered in a word belongs with its answer: "Do we sell your data? No."
    if (ch === 63 && SHORT_ANSWER.test(text.slice(j + 1, j + 100))) continue;
    if (ch === 46) {
      // "1." list numbers, decimals, abbreviations and initials do not end a sentence.
      const before = text.slice(Math.max(start, i - 12), i);
      const word = /([A-Za-z][A-Za-z.]*|\d+)$/.exec(before)?.[1] ?? "";
      if (/^\d+$/.test(word) && i - word.length <= start + 1) continue;
      const lowerWord = word.toLowerCase();
      if (ABBREVIATIONS.has(lowerWord)) continue;
      if (NUMBERED_ABBREVIATIONS.has(lowerWord) && /^\s?[\dIVXivx(]/.test(text.slice(j, j + 3))) continue;
      if (/^[A-Z]$/.test(word)) continue;
      const next = text[j + 1];
      if (next !== undefined && /[a-z]/.test(next)) continue;
    }
    const end = j;
    if (end > start) out.push([start, end]);
    start = j + 1;
  }
  if (start < n) out.push([start, n]);
  // Very long "sentences" (run-on legal clauses, lists without stops) are cut at "; " so a
  // quote stays readable.
  const final: [number, number][] = [];
  for (const [s, e] of out) {
    if (e - s <= MAX_SENTENCE) {
      final.push([s, e]);
      continue;
    }
    let from = s;
    while (e - from > MAX_SENTENCE) {
      const window = text.slice(from, from + MAX_SENTENCE);
      let cut = Math.max(window.lastIndexOf("; "), window.lastIndexOf(": "));
      if (cut < 80) cut = window.lastIndexOf(", ");
      if (cut < 80) cut = window.lastIndexOf(" ");
      if (cut < 80) cut = MAX_SENTENCE - 1;
      final.push([from, from + cut + 1]);
      from = from + cut + 1;
      while (from < e && text.charCodeAt(from) === 32) from++;
    }
    if (e > from) final.push([from, e]);
  }
  return final.map(([s, e]) => trimRange(text, s, e)).filter(([s, e]) => e > s);
}

function trimRange(text: string, s: number, e: number): [number, number] {
  while (s < e && text.charCodeAt(s) === 32) s++;
  while (e > s && text.charCodeAt(e - 1) === 32) e--;
  return [s, e];
}

/** "12. Changes to this Agreement", "Section 4 Fees", "(b) Security": the title of a section, a label. */
export const SECTION_HEADING = seq(
  /^\s*/i,
  group(
    /(?:\d{1,3}(?:\.\d+)*\.?|[IVXLivxl]+\.|[A-Za-z][.)]|\(\w{1,4}\)|§+\s*\d+)\s/i,
    /(?:section|article|part|clause|schedule|annex|exhibit|appendix)\s+[\dIVXA-Z]+\b/i,
  ),
);

/** Pages whose blocks are content (not boilerplate repeated across the site). */
const NEGATIVE_LEAD_IN = /\b(?:not|never|no)\b[^:.]{0,60}:$|\bprohibited from\b[^:.]{0,40}:$/i;
const POINTER = seq(
  /^(?:note:\s*)?/i,
  group(
    /for (?:more |further )?(?:information|details)(?: about| on| regarding)?|to learn more|learn more/i,
    /please (?:see|read|refer|review|visit)|see (?:our|the|section)|read (?:our|more)/i,
  ),
  /\b/i,
);

export function buildSentences(pages: CrawledPage[], boilerplate: Set<string>): Sentence[] {
  const out: Sentence[] = [];
  pages.forEach((page, pageIndex) => {
    let leadIn = "";
    page.blocks.forEach((block, blockIndex) => {
      if (block.region !== "main" && block.region !== "aside") return;
      if (block.tag !== "li") leadIn = block.text;
      if (boilerplate.has(block.text)) return;
      const negatedLeadIn = block.tag === "li" && NEGATIVE_LEAD_IN.test(leadIn);
      for (const [start, end] of splitSentences(block.text)) {
        const text = block.text.slice(start, end);
        if (text.length < 3) continue;
        out.push({
          page,
          pageIndex,
          blockIndex,
          block,
          start,
          end,
          text,
          lower: text.toLowerCase(),
          question: /\?["'”’)]*$/.test(text),
          negatedLeadIn,
          pointer: POINTER.test(text),
        });
      }
    });
  });
  return out;
}

/**
 * Blocks repeated on three or more pages (cookie notices without markup, footers built from
 * divs, "Talk to sales" strips) are boilerplate: read once, they say nothing about one page.
 */
export function findBoilerplate(pages: CrawledPage[]): Set<string> {
  const htmlPages = pages.filter((p) => p.format === "html");
  if (htmlPages.length < 3) return new Set();
  const counts = new Map<string, number>();
  for (const p of htmlPages) {
    const seen = new Set<string>();
    for (const b of p.blocks) {
      if (b.text.length < 20 || seen.has(b.text)) continue;
      seen.add(b.text);
      counts.set(b.text, (counts.get(b.text) ?? 0) + 1);
    }
  }
  const threshold = Math.max(3, Math.ceil(htmlPages.length * 0.6));
  const out = new Set<string>();
  for (const [t, c] of counts) if (c >= threshold) out.add(t);
  return out;
}

/**
 * The quote for a match: the whole sentence when it is short enough, else the clause around
 * the match (cut at ; : , boundaries). Always a slice of the block text.
 */
export function quoteFor(s: Sentence, matchStart: number, matchEnd: number, maxLen = 360): string {
  if (s.text.length <= maxLen) return s.text;
  const t = s.text;
  let from = 0;
  let to = t.length;
  const boundaries = /[;:]\s|,\s|\s[–—-]\s/g;
  let m: RegExpExecArray | null;
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual loop over a global regular expression's matches
  while ((m = boundaries.exec(t))) {
    const at = m.index + m[0].length;
    if (m.index + 1 <= matchStart && matchEnd - at <= maxLen) from = Math.max(from, at);
    if (m.index >= matchEnd && to === t.length) to = m.index + 1;
  }
  if (to - from > maxLen) to = Math.min(t.length, Math.max(matchEnd, from + maxLen));
  if (to - from > maxLen) from = Math.max(0, to - maxLen);
  let q = t.slice(from, to).trim();
  q = q.replace(/[;,:]$/, "").trim();
  return q || t.slice(matchStart, matchEnd);
}

/** The passage around a sentence: its neighbours in the block, or its table row. */
export function excerptFor(s: Sentence, maxLen = 500): string {
  const block = s.block;
  if (block.row !== undefined) {
    const cells = s.page.blocks.filter((b) => b.row === block.row).map((b) => b.text);
    if (cells.length > 1) return cells.join(" | ").slice(0, maxLen);
  }
  let text = block.text;
  if (text.length <= maxLen) {
    const heading = block.heading && !text.startsWith(block.heading) ? `${block.heading}: ` : "";
    return (heading + text).slice(0, maxLen + heading.length);
  }
  const half = Math.floor((maxLen - (s.end - s.start)) / 2);
  let from = Math.max(0, s.start - Math.max(0, half));
  let to = Math.min(text.length, s.end + Math.max(0, half));
  if (from > 0) from = text.indexOf(" ", from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(" ", to) > s.end ? text.lastIndexOf(" ", to) : to;
  text = `${from > 0 ? "… " : ""}${text.slice(from, to).trim()}${to < text.length ? " …" : ""}`;
  return text;
}
