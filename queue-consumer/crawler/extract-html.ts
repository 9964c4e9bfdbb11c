/**
 * Visible text of an HTML page, as blocks, with a small streaming tokenizer (no DOM).
 *
 * Why blocks: a finding quotes one sentence, and the quote must be found again on the page by
 * any reasonable reader of its visible text. Sentences never cross a block boundary (paragraph,
 * list item, table cell, <br>, a removed element, any non-phrasing element), so whatever way a
 * reader joins blocks (newline, space or nothing), the quote is still a substring after
 * whitespace collapse.
 *
 * What is not visible: script, style, template, noscript (we read like a browser with
 * JavaScript on), svg, form controls, elements with the hidden attribute or an inline
 * display:none / visibility:hidden. Consent banners are kept but marked (region "banner"),
 * as are header/nav/footer, so the engine can ignore boilerplate while discovery still reads
 * their links.
 *
 * Why not HTMLRewriter: it calls into JavaScript once per matched element, end tag and text
 * chunk (10-30 us each in workerd). Reading every element of a 1 MB real legal page that way
 * cost 50-140 ms; this tokenizer reads the same pages in a few milliseconds (see
 * queue-consumer/engine/README.md, "Parse cost"). tests/crawler/extract-html.test.ts checks it
 * against an HTMLRewriter reader on the whole corpus.
 */
import type { PageLink, PageMeta, Region, TextBlock } from "../engine/types";
import { decodeEntities } from "./entities";

export interface HtmlExtraction {
  title?: string;
  blocks: TextBlock[];
  links: PageLink[];
  meta: PageMeta;
  /** Characters of visible text, and of that, outside header/nav/footer/banner. */
  textChars: number;
  mainTextChars: number;
  /** Characters inside script elements (much script and little text: a JavaScript app shell). */
  scriptChars: number;
  /** An empty application root (#root, #app, #__next, ...) was found. */
  appRoot: boolean;
  elements: number;
  parseMs: number;
}

/** Elements whose content is not shown as text. */
const SKIP = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "textarea",
  "select",
  "datalist",
  "iframe",
  "object",
  "canvas",
  "audio",
  "video",
  "noembed",
  "noframes",
]);

/** Skipped wholesale up to their end tag (their markup is never visible text). */
const SKIP_WHOLE = new Set(["svg", "math", "template", "select", "datalist", "canvas", "audio", "video", "object"]);

const TAG_REST = /[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;

/** Content is raw text up to the matching end tag (not parsed as markup). */
const RAW_TEXT = new Set(["script", "style", "noscript", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext"]);

/** Phrasing elements: text inside them flows into the surrounding sentence. Anything else is a boundary. */
const INLINE = new Set([
  "a",
  "abbr",
  "acronym",
  "b",
  "bdi",
  "bdo",
  "big",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "ins",
  "kbd",
  "mark",
  "nobr",
  "q",
  "rb",
  "rp",
  "rt",
  "rtc",
  "ruby",
  "s",
  "samp",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "wbr",
  "label",
]);

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
  "keygen",
  "frame",
  "basefont",
  "bgsound",
  "image",
]);

/** Start tags that implicitly close an open element of the same family (HTML's optional end tags). */
const AUTO_CLOSE: Record<string, readonly string[]> = {
  p: ["p"],
  li: ["li"],
  dt: ["dt", "dd"],
  dd: ["dt", "dd"],
  tr: ["tr", "td", "th"],
  td: ["td", "th"],
  th: ["td", "th"],
  option: ["option"],
  thead: ["tbody", "tfoot", "tr", "td", "th"],
  tbody: ["thead", "tfoot", "tr", "td", "th"],
  tfoot: ["thead", "tbody", "tr", "td", "th"],
};
/** ...but never across these. */
const SCOPE_FENCE = new Set([
  "table",
  "ul",
  "ol",
  "dl",
  "div",
  "section",
  "article",
  "main",
  "body",
  "html",
  "td",
  "th",
  "select",
  "template",
]);

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const SECTIONING = new Set(["article", "main", "section", "aside", "nav"]);

const BANNER_HINT = /cookie|consent|onetrust|cookiebot|cky|didomi|usercentrics|osano|truste|qc-cmp|iubenda|termly|gdpr/i;
const ATTR_HINT =
  /hidden|display|visibility|role=|cookie|consent|onetrust|cookiebot|cky|didomi|usercentrics|osano|truste|qc-cmp|iubenda|termly|gdpr/i;
const BANNER_TEXT = /cookie|consent|tracking technolog|privacy (choices|preferences|settings)/i;
const BANNER_ACTION =
  /\b(accept|agree|allow|reject|decline|deny|consent|preferences|settings|customi[sz]e|manage|got it|ok|okay|continu\w*|dismiss|close)\b/i;

const APP_ROOT_IDS = new Set(["root", "app", "__next", "__nuxt", "svelte", "main-app", "react-root", "___gatsby"]);

const NON_SPACE = /\S/;
const MAX_LINKS = 3000;
const MAX_BLOCK_CHARS = 20_000;

export function collapseWhitespace(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

export function resolveLink(href: string, base: string): string | null {
  const h = href.trim();
  if (!h || h.startsWith("#") || /^(javascript|mailto|tel|data|blob|about|sms|ftp):/i.test(h)) return null;
  try {
    const u = new URL(h, base);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    u.hash = "";
    return u.href;
  } catch {
    return null;
  }
}

const ATTR = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttrs(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!raw) return out;
  ATTR.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ATTR.exec(raw))) {
    const name = m[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return out;
}

interface Open {
  tag: string;
  inline: boolean;
  skip: boolean;
  region?: Region;
  parentRegion?: Region;
  bannerStart?: number;
  heading: boolean;
  sectioning: boolean;
  row: boolean;
  anchor: boolean;
}

function isHidden(raw: string, attrs: () => Map<string, string>): boolean {
  if (!/hidden|display|visibility/i.test(raw)) return false;
  const a = attrs();
  if (a.has("hidden")) return true;
  const style = a.get("style");
  return !!style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

export function extractHtml(html: string, pageUrl: string): HtmlExtraction {
  const started = performance.now();
  const blocks: TextBlock[] = [];
  const links: PageLink[] = [];
  const meta: PageMeta = {};
  let title: string | undefined;
  let base = pageUrl;

  const stack: Open[] = [];
  let buf: string[] = [];
  let bufLen = 0;
  let skipDepth = 0;
  let scriptChars = 0;
  let elements = 0;
  let appRoot = false;
  let heading: string | undefined;
  let inHeading = 0;
  let row: number | undefined;
  let rows = 0;
  let sectioning = 0;
  let bannerDepth = 0;
  const regionStack: Region[] = [];
  type AnchorState = { href: string; text: string[]; label?: string; region: Region };
  // Widened on purpose: closures reassign it, so flow narrowing to null would be wrong.
  let anchor = null as AnchorState | null;

  const region = (): Region => (regionStack.length ? regionStack[regionStack.length - 1]! : "main");

  const flush = (tag: string) => {
    if (bufLen === 0) return;
    const raw = bufLen === buf[0]!.length ? buf[0]! : buf.join("");
    buf = [];
    bufLen = 0;
    if (!NON_SPACE.test(raw)) return;
    let text = collapseWhitespace(decodeEntities(raw));
    if (!text) return;
    if (text.length > MAX_BLOCK_CHARS) text = text.slice(0, MAX_BLOCK_CHARS);
    const block: TextBlock = { text, tag, region: region() };
    if (heading && !inHeading) block.heading = heading;
    if (row !== undefined) block.row = row;
    blocks.push(block);
    if (inHeading && HEADINGS.has(tag)) heading = text.slice(0, 300);
  };

  const endAnchor = () => {
    if (!anchor) return;
    const text = collapseWhitespace(decodeEntities(anchor.text.join(""))) || anchor.label || "";
    const url = resolveLink(anchor.href, base);
    if (url && links.length < MAX_LINKS) links.push({ url, text: text.slice(0, 200), region: anchor.region });
    anchor = null;
  };

  const close = (o: Open) => {
    if (o.inline) {
      if (o.anchor) endAnchor();
      if (o.skip) skipDepth--;
      return;
    }
    if (o.skip) {
      skipDepth--;
      buf = [];
      bufLen = 0;
    } else flush(o.tag);
    if (o.heading) inHeading = Math.max(0, inHeading - 1);
    if (o.sectioning) sectioning = Math.max(0, sectioning - 1);
    if (o.row) row = undefined;
    if (o.region) regionStack.pop();
    if (o.bannerStart !== undefined) {
      bannerDepth--;
      const inside = blocks.slice(o.bannerStart);
      const text = inside.map((b) => b.text).join(" ");
      const looksLikeBanner = text.length > 0 && text.length < 3000 && BANNER_TEXT.test(text) && BANNER_ACTION.test(text);
      if (!looksLikeBanner) for (const b of inside) if (b.region === "banner") b.region = o.parentRegion ?? "main";
    }
  };

  /** Pops up to and including the innermost open `tag`; ignores stray end tags. */
  const endTag = (tag: string) => {
    for (let k = stack.length - 1; k >= 0; k--) {
      if (stack[k]!.tag === tag) {
        while (stack.length > k) close(stack.pop()!);
        return;
      }
    }
  };

  const startTag = (tag: string, rawAttrs: string, selfClosing: boolean) => {
    elements++;
    let attrsCache: Map<string, string> | null = null;
    const attrs = () => (attrsCache ??= parseAttrs(rawAttrs));

    const closes = AUTO_CLOSE[tag];
    if (closes) {
      for (let k = stack.length - 1; k >= 0; k--) {
        const t = stack[k]!.tag;
        if (closes.includes(t)) {
          while (stack.length > k) close(stack.pop()!);
          break;
        }
        if (SCOPE_FENCE.has(t)) break;
      }
    }

    if (tag === "meta") return readMeta(attrs(), meta);
    if (tag === "link") return readLink(attrs(), meta, base);
    if (tag === "base") {
      const href = attrs().get("href");
      if (href) base = resolveLink(href, pageUrl) ?? base;
      return;
    }
    if (tag === "html") {
      meta.lang ??= attrs().get("lang") || undefined;
      return;
    }
    if (tag === "img") {
      if (anchor && !anchor.label) {
        const alt = attrs().get("alt");
        if (alt) anchor.label = collapseWhitespace(alt);
      }
      if (!meta.logo && skipDepth === 0 && (region() === "header" || region() === "nav")) {
        const src = attrs().get("src");
        const hint = `${attrs().get("class") ?? ""} ${attrs().get("alt") ?? ""} ${src ?? ""}`;
        if (src && /logo|brand|wordmark/i.test(hint)) meta.logo = resolveLink(src, base) ?? undefined;
      }
      return;
    }

    const inline = INLINE.has(tag);
    // One scan of the attributes decides whether any of the slower checks below can apply.
    const hinted = rawAttrs.length > 0 && ATTR_HINT.test(rawAttrs);
    const hidden = hinted && isHidden(rawAttrs, attrs);
    if (!inline || hidden) flush(tag);
    if (VOID.has(tag)) return;
    if (selfClosing && !inline) return;

    const o: Open = { tag, inline, skip: false, heading: false, sectioning: false, row: false, anchor: false };
    if (tag === "a") {
      endAnchor();
      const href = attrs().get("href");
      if (href !== undefined) {
        const label = attrs().get("aria-label") || attrs().get("title");
        anchor = { href, text: [], label: label ? collapseWhitespace(label) : undefined, region: region() };
        o.anchor = true;
      }
    }
    if (SKIP.has(tag) || hidden) {
      o.skip = true;
      skipDepth++;
      stack.push(o);
      return;
    }
    if (!inline) {
      if (!appRoot && tag === "div" && APP_ROOT_IDS.has(attrs().get("id") ?? "")) appRoot = true;
      const role = hinted && /role=/i.test(rawAttrs) ? attrs().get("role") : undefined;
      let r: Region | undefined;
      if (tag === "nav" || role === "navigation") r = "nav";
      else if (tag === "aside" || role === "complementary") r = "aside";
      else if ((tag === "header" && sectioning === 0) || role === "banner") r = "header";
      else if ((tag === "footer" && sectioning === 0) || role === "contentinfo") r = "footer";
      else if (tag === "main" || role === "main") r = "main";
      if (hinted && bannerDepth === 0 && BANNER_HINT.test(rawAttrs)) {
        const a = attrs();
        const hint = `${a.get("id") ?? ""} ${a.get("class") ?? ""} ${a.get("aria-label") ?? ""}`;
        if (BANNER_HINT.test(hint)) {
          o.bannerStart = blocks.length;
          o.parentRegion = r ?? region();
          bannerDepth++;
          r = "banner";
        }
      }
      if (r) {
        o.region = r;
        regionStack.push(r);
      }
      if (SECTIONING.has(tag)) {
        o.sectioning = true;
        sectioning++;
      }
      if (HEADINGS.has(tag)) {
        o.heading = true;
        inHeading++;
      }
      if (tag === "tr") {
        o.row = true;
        row = ++rows;
      }
    }
    stack.push(o);
  };

  const len = html.length;
  let i = 0;
  while (i < len) {
    const lt = html.indexOf("<", i);
    const textEnd = lt < 0 ? len : lt;
    if (textEnd > i) {
      const s = html.slice(i, textEnd);
      if (skipDepth === 0) {
        buf.push(s);
        bufLen += s.length;
        if (anchor) anchor.text.push(s);
      }
    }
    if (lt < 0) break;
    i = lt;
    const c1 = html.charCodeAt(i + 1);
    // Comment, doctype, processing instruction.
    if (c1 === 33 /* ! */) {
      if (html.startsWith("<!--", i)) {
        const end = html.indexOf("-->", i + 4);
        i = end < 0 ? len : end + 3;
      } else {
        const end = html.indexOf(">", i + 2);
        i = end < 0 ? len : end + 1;
      }
      continue;
    }
    if (c1 === 63 /* ? */) {
      const end = html.indexOf(">", i + 2);
      i = end < 0 ? len : end + 1;
      continue;
    }
    const isEnd = c1 === 47; /* / */
    const nameStart = isEnd ? i + 2 : i + 1;
    const c = html.charCodeAt(nameStart);
    const isLetter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!isLetter) {
      // A lone "<" is text.
      if (skipDepth === 0) {
        buf.push("<");
        bufLen++;
        if (anchor) anchor.text.push("<");
      }
      i++;
      continue;
    }
    let j = nameStart;
    while (j < len) {
      const ch = html.charCodeAt(j);
      if (ch === 32 || ch === 9 || ch === 10 || ch === 13 || ch === 12 || ch === 47 || ch === 62) break;
      j++;
    }
    const tag = html.slice(nameStart, j).toLowerCase();
    // Find the end of the tag, skipping quoted attribute values (a ">" inside quotes is text).
    let k: number;
    TAG_REST.lastIndex = j;
    if (TAG_REST.test(html)) k = TAG_REST.lastIndex - 1;
    else {
      // Unbalanced quote: fall back to the first ">".
      const gt = html.indexOf(">", j);
      k = gt < 0 ? len : gt;
    }
    const tagEnd = k < len ? k + 1 : len;
    if (isEnd) {
      endTag(tag);
      if (!INLINE.has(tag) && tag !== "br") flush(tag);
      if (tag === "br" || tag === "p") flush(tag);
      i = tagEnd;
      continue;
    }
    const rawAttrs = html.slice(j, k);
    const selfClosing = html.charCodeAt(k - 1) === 47;
    startTag(tag, rawAttrs, selfClosing);
    i = tagEnd;
    if (SKIP_WHOLE.has(tag) && !selfClosing) {
      // Nothing inside is text: jump to the end tag instead of tokenizing thousands of paths.
      const close = findEndTag(html, tag, i);
      endTag(tag);
      i = close.end;
      continue;
    }
    if (RAW_TEXT.has(tag) && !selfClosing) {
      // Content up to </tag> is text, not markup.
      const close = findEndTag(html, tag, i);
      const content = html.slice(i, close.start);
      if (tag === "title") {
        if (title === undefined && !stack.some((o) => o.tag === "svg")) title = collapseWhitespace(decodeEntities(content)) || undefined;
      } else if (tag === "textarea" || tag === "xmp" || tag === "plaintext") {
        // Not read: form fields and obsolete elements.
      } else if (tag === "script" || tag === "style") {
        scriptChars += tag === "script" ? content.length : 0;
      }
      endTag(tag);
      i = close.end;
    }
  }
  while (stack.length) close(stack.pop()!);
  flush("end");
  endAnchor();

  demoteHeavyChrome(blocks);
  let textChars = 0;
  let mainTextChars = 0;
  for (const b of blocks) {
    textChars += b.text.length;
    if (b.region === "main" || b.region === "aside") mainTextChars += b.text.length;
  }
  return { title, blocks, links, meta, textChars, mainTextChars, scriptChars, appRoot, elements, parseMs: performance.now() - started };
}

/**
 * Some sites wrap the whole document in a <header> or <footer> (or never close one). A
 * stretch of "chrome" holding thousands of characters of prose is content, not navigation.
 */
function demoteHeavyChrome(blocks: TextBlock[]) {
  let i = 0;
  while (i < blocks.length) {
    const region = blocks[i]!.region;
    if (region !== "header" && region !== "footer") {
      i++;
      continue;
    }
    let j = i;
    let chars = 0;
    let prose = 0;
    while (j < blocks.length && blocks[j]!.region === region) {
      chars += blocks[j]!.text.length;
      if (blocks[j]!.text.length > 200) prose++;
      j++;
    }
    if (chars > 3000 && prose >= 3) for (let k = i; k < j; k++) blocks[k]!.region = "main";
    i = j;
  }
}

const END_TAG_RE = new Map<string, RegExp>();

function findEndTag(html: string, tag: string, from: number): { start: number; end: number } {
  let re = END_TAG_RE.get(tag);
  if (!re) {
    re = new RegExp(`</${tag}[\\s/>]`, "gi");
    END_TAG_RE.set(tag, re);
  }
  re.lastIndex = from;
  const m = re.exec(html);
  if (!m) return { start: html.length, end: html.length };
  const gt = html.indexOf(">", m.index);
  return { start: m.index, end: gt < 0 ? html.length : gt + 1 };
}

function readMeta(a: Map<string, string>, meta: PageMeta) {
  const key = (a.get("property") ?? a.get("name") ?? "").toLowerCase();
  if (!key) return;
  const content = a.get("content");
  if (content === undefined) return;
  const value = collapseWhitespace(content);
  if (key === "og:site_name") meta.siteName ??= value;
  else if (key === "og:title") meta.ogTitle ??= value;
  else if (key === "application-name") meta.applicationName ??= value;
  else if (key === "og:image") meta.ogImage ??= value;
  else if (key === "corpus-synthetic" && value === "true") meta.synthetic = true;
}

function readLink(a: Map<string, string>, meta: PageMeta, base: string) {
  const rel = (a.get("rel") ?? "").toLowerCase();
  const href = a.get("href");
  if (!href) return;
  const url = resolveLink(href, base);
  if (!url) return;
  if (rel.includes("apple-touch-icon")) meta.icon = url;
  else if (/\bicon\b/.test(rel)) meta.icon ??= url;
  else if (rel === "canonical") meta.canonical ??= url;
}
