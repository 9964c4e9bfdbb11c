/**
 * How a vendor's page text is compared between two checks. Pages are compared sentence by
 * sentence through a comparison key that leaves out what is noise, never a change: dates ("Last
 * updated …"), years, times, session and CSRF tokens, nonces and other long random strings,
 * letter case, accents, whitespace and punctuation. Sentences that are nothing but noise ("Last
 * updated: March 3, 2026", "© 2026 Acme Inc. All rights reserved.", a cookie banner's buttons)
 * are left out altogether, and a page's sentences are compared as a set, so moving a section is
 * not a change either. Navigation, header, footer and consent banners never get here: only the
 * main text of a page is kept (mainTextOf).
 */
import { encodeHexLowerCase } from "@oslojs/encoding";

const MONTHS = [
  // English
  "jan(?:uary)?",
  "feb(?:ruary)?",
  "mar(?:ch)?",
  "apr(?:il)?",
  "may",
  "june?",
  "july?",
  "aug(?:ust)?",
  "sept?(?:ember)?",
  "oct(?:ober)?",
  "nov(?:ember)?",
  "dec(?:ember)?",
  // German, French, Spanish (accents are removed before matching)
  "januar",
  "februar",
  "marz",
  "mai",
  "juni",
  "juli",
  "oktober",
  "dezember",
  "janvier",
  "fevrier",
  "mars",
  "avril",
  "juin",
  "juillet",
  "aout",
  "septembre",
  "octobre",
  "novembre",
  "decembre",
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
].join("|");

const DAY = String.raw`\d{1,2}(?:st|nd|rd|th|er|\.)?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const MONTH = `(?:${MONTHS})\\.?`;
/** Without a year, words that are also verbs or other words ("may", "mar") are not read as months. */
const MONTH_ALONE = `(?!(?:may|mai|mar|mars)\\b)${MONTH}`;

/** Dates in the forms pages write them, after lower-casing and removing accents. */
const DATE_PATTERNS = [
  // 2026-03-03, 2026/03/03, 2026.03.03 (with an optional time)
  new RegExp(String.raw`\b${YEAR}[-/.]\d{1,2}[-/.]\d{1,2}(?:[t ]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?z?)?\b`, "g"),
  // 03/03/2026, 3.3.2026, 03-03-26
  new RegExp(String.raw`\b\d{1,2}[-/.]\d{1,2}[-/.](?:${YEAR}|\d{2})\b`, "g"),
  // 3 March 2026 / 3rd of March, 2026 / 1. März 2026 / 3 de marzo de 2026 / le 3 mars 2026
  new RegExp(
    String.raw`\b${DAY}\s+(?:of\s+|de\s+)?(?:${MONTH},?\s+(?:de\s+)?${YEAR}\b|${MONTH_ALONE}(?![\p{L}]))`,
    "gu",
  ),
  // March 3, 2026 / March 3rd 2026 / Mar. 2026 / March 3
  new RegExp(String.raw`\b${MONTH}\s+(?:${DAY},?\s+)?${YEAR}\b|\b${MONTH_ALONE}\s+${DAY}(?=[\s,.;:)]|$)`, "g"),
];
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s*(?:utc|gmt|[a-z]{2,4}t))?\b/g;
const YEAR_ALONE = new RegExp(String.raw`\b${YEAR}\b`, "g");
/**
 * Session ids, CSRF tokens, nonces, hashes, UUIDs, timestamps: runs of 16 or more word characters
 * mixing letters and digits, or of 10 or more digits. Found by one linear pass (a pattern with
 * look-aheads would read a long run again from each of its characters).
 */
const TOKEN_RUN = /[a-z0-9_-]{10,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
function randomToken(run: string): string {
  if (/^\d+$/.test(run) || UUID.test(run)) return " <token> ";
  return run.length >= 16 && /\d/.test(run) && /[a-z]/.test(run) ? " <token> " : run;
}

/** Words of "Last updated: <date>", "Effective as of <date>", "Version <date>" lines, in the corpus' languages. */
const DATE_LINE_WORDS = new Set(
  (
    "last updated update updates modified revised reviewed revision effective date dated on as of from since " +
    "published posted version v rev current this policy page document notice terms was were is in force " +
    "stand zuletzt aktualisiert gultig ab vom letzte aktualisierung " +
    "mis a jour le derniere mise en vigueur date du " +
    "ultima actualizacion actualizado el vigente desde fecha de la en"
  ).split(" "),
);
const COPYRIGHT = /©|\(c\)|\bcopyright\b|\ball rights reserved\b|\btous droits reserves\b|\balle rechte vorbehalten\b/;
/** A consent banner's words that the page's markup did not mark as a banner. */
const COOKIE_BUTTONS =
  /\b(?:accept|reject|allow|deny|decline) (?:all|cookies|all cookies)\b|\bcookie (?:settings|preferences)\b|\bmanage (?:cookies|cookie preferences)\b/;

const PLACEHOLDER = /<(?:date|year|time|token)>/g;

/** A character outside ASCII; text without one has no accents, typographic quotes or dashes. */
const NON_ASCII = /[\u0080-\uffff]/;

/** Lower case, accents removed, typographic quotes and dashes made plain, whitespace collapsed. */
function fold(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, " ").trim();
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐-―−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The comparison key of a sentence (or of any text): what must be equal for two texts to count
 * as the same. Dates, years, times and random tokens become placeholders; punctuation goes.
 */
export function comparisonKey(text: string): string {
  return keyOfFolded(fold(text));
}

function keyOfFolded(folded: string): string {
  let t = folded.replace(/[<>]/g, " ");
  // Every date, time and year has a digit: a sentence without one skips those patterns.
  const digits = /\d/.test(t);
  if (digits) for (const pattern of DATE_PATTERNS) t = t.replace(pattern, " <date> ");
  if (digits) t = t.replace(TIME, " <time> ");
  t = t.replace(TOKEN_RUN, randomToken);
  if (digits) t = t.replace(YEAR_ALONE, " <year> ");
  // Punctuation and symbols are not content; currency signs and % are (prices, shares).
  t = t.replace(/[^\p{L}\p{N}\s<>$€£¥%]/gu, " ");
  return t.replace(/\s+/g, " ").trim();
}

/**
 * Is this sentence nothing but noise? A date line ("Last updated: March 3, 2026"), a copyright
 * line, a consent banner's buttons, or no words at all.
 */
export function isNoiseKey(key: string, raw?: string): boolean {
  return isNoise(key, raw ? fold(raw) : key);
}

/** isNoiseKey with the sentence already folded. */
function isNoise(key: string, folded: string): boolean {
  const words = key.split(" ").filter((w) => w && !PLACEHOLDER.test(w));
  PLACEHOLDER.lastIndex = 0;
  if (words.length === 0) return true;
  const hadDate = /<(?:date|year|time)>/.test(key);
  if (hadDate && words.every((w) => DATE_LINE_WORDS.has(w))) return true;
  if (COPYRIGHT.test(folded) && words.length <= 14) return true;
  if (/\bcookies?\b/.test(folded) && COOKIE_BUTTONS.test(folded) && words.length <= 40) return true;
  return false;
}

const ABBREVIATIONS = new Set(
  (
    "e.g i.e etc inc ltd llc co corp vs mr mrs ms dr st no art sec para fig p pp vol ch approx incl " +
    "jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.s.a a.k.a z.b d.h bzw ca"
  ).split(" "),
);
const MAX_SENTENCE = 600;

/** Splits one block of text into sentences. */
export function splitSentences(block: string): string[] {
  const text = block.replace(/\s+/g, " ").trim();
  if (!text) return [];
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== "." && ch !== "!" && ch !== "?" && ch !== "。") continue;
    let j = i + 1;
    while (j < text.length && /["'”’)\]]/.test(text[j]!)) j++;
    if (j < text.length && text[j] !== " ") continue;
    if (ch === ".") {
      const word = /([\p{L}][\p{L}.]*|\d+)$/u.exec(text.slice(Math.max(start, i - 12), i))?.[1] ?? "";
      if (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word)) continue;
      if (/^\d+$/.test(word) && i - word.length <= start + 1) continue;
      if (/^\s?\p{Ll}/u.test(text.slice(j, j + 2))) continue;
    }
    out.push(text.slice(start, j).trim());
    start = j + 1;
  }
  if (start < text.length) out.push(text.slice(start).trim());
  return out.flatMap(cutLong).filter((s) => s.length > 0);
}

/** Run-on clauses are cut at "; " so that one long list does not become one sentence. */
function cutLong(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE) return [sentence];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE) {
    let cut = rest.lastIndexOf("; ", MAX_SENTENCE);
    if (cut < 80) cut = rest.lastIndexOf(" ", MAX_SENTENCE);
    if (cut < 80) cut = MAX_SENTENCE;
    parts.push(rest.slice(0, cut + 1).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** A sentence of a page with its comparison key. */
export interface KeyedSentence {
  text: string;
  key: string;
}

/** The sentences of a page's main text that are not noise, in page order. */
export function pageSentences(mainText: string): KeyedSentence[] {
  const out: KeyedSentence[] = [];
  for (const line of mainText.split("\n")) {
    for (const text of splitSentences(line)) {
      const folded = fold(text);
      const key = keyOfFolded(folded);
      if (!isNoise(key, folded)) out.push({ text, key });
    }
  }
  return out;
}

/**
 * The main text of a page: its blocks in the page's main content (navigation, header, footer and
 * consent banners left out), one block a line. Blocks are not dropped for being repeated on other
 * pages: which pages a crawl reads varies, and what counts as repeated would vary with it.
 */
export function mainTextOf(blocks: readonly { text: string; region: string }[]): string {
  const lines: string[] = [];
  for (const b of blocks) {
    if (b.region !== "main" && b.region !== "aside") continue;
    const text = b.text.replace(/\s+/g, " ").trim();
    if (text) lines.push(text);
  }
  return lines.join("\n");
}

/**
 * SHA-256 (hex) of the page's sentences as compared, in sorted order: equal for texts that
 * differ only by noise or by the order of their sections.
 */
export async function contentHash(sentences: readonly KeyedSentence[]): Promise<string> {
  return sha256Hex(
    sentences
      .map((s) => s.key)
      .sort()
      .join("\n"),
  );
}

/**
 * The version of how texts are compared (sentences, keys, noise): part of every text fingerprint,
 * so that a fingerprint taken under other comparison rules never stands for a content hash.
 */
const COMPARISON_VERSION = "1";

/**
 * SHA-256 (hex) of a page's main text exactly as read. A page whose main text is the same as at
 * the previous check has the same content hash, so a check reuses that hash instead of splitting
 * and keying the text again (most of a re-check's text work: legal pages rarely change).
 */
export function textFingerprint(mainText: string): Promise<string> {
  return sha256Hex(`${COMPARISON_VERSION}\n${mainText}`);
}

async function sha256Hex(text: string): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/** Query parameters that track visitors or bust caches: never part of a page's identity. */
const NOISE_PARAM =
  /^(?:utm_\w+|_\w*|v|ver|version|cb|cache|cachebust|cache_bust|bust|t|ts|time|timestamp|rev|r|nonce|sid|session|sessionid|session_id|phpsessid|jsessionid|csrf|csrf_token|csrftoken|xsrf|token|gclid|fbclid|msclkid|mc_cid|mc_eid|ref|source|hsa_\w+|_ga|_gl)$/i;

/**
 * A page's identity across checks: host without www, path without a trailing slash or
 * `;jsessionid=…`, and the query without tracking, session or cache-busting parameters (or values
 * that look random); the scheme and fragment do not count.
 */
export function pageKey(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, "");
  const path = u.pathname.replace(/;[^/]*$/, "").replace(/\/+$/, "") || "/";
  const params = [...u.searchParams.entries()]
    .filter(([name, value]) => !NOISE_PARAM.test(name) && !/^(?:[0-9a-f]{16,}|\d{8,})$/i.test(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${path}${query}`;
}
