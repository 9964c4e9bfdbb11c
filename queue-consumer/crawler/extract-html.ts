/**
 * Visible text of an HTML page, as blocks, read with htmlparser2's streaming parser (no DOM).
 *
 * Why blocks: a finding quotes one sentence, and the quote must be found again on the page by
 * any reasonable reader of its visible text. Sentences never cross a block boundary (paragraph,
 * list item, table cell, <br>, a removed element, any non-phrasing element), so whatever way a
 * reader joins blocks (newline, space or nothing), the quote is still a substring after
 * whitespace collapse.
 *
 * What is not visible: script, style, template, noscript (we read like a browser with
 * JavaScript on), svg, form controls, elements with the hidden attribute or an inline
 * display:none / visibility:hidden, and elements marked data-nosnippet (text the site says is
 * not for quoting). Consent banners are kept but marked (region "banner"),
 * as are header/nav/footer, so the engine can ignore boilerplate while discovery still reads
 * their links.
 *
 * Parsing (tags, attributes, character references, raw-text elements, optional end tags) is
 * htmlparser2's; this file only decides what is text, where blocks end and which region they
 * belong to.
 *
 * Why not HTMLRewriter: it calls into JavaScript once per matched element, end tag and text
 * chunk (10-30 us each in workerd). Reading every element of a 1 MB real legal page that way
 * cost 50-140 ms. htmlparser2 is JavaScript itself, so its callbacks cross no boundary: measured
 * on the 46 corpus pages over 200 KB, 3-14 ms per page (1.2 MB pages 9-11 ms), about 1.6x the
 * hand-written tokenizer it replaced (figures in queue-consumer/engine/README.md, "Parse cost").
 * tests/crawler/extract-html.test.ts checks this reader against an HTMLRewriter reader on
 * corpus pages.
 */
import { Parser } from "htmlparser2";
import type { PageLink, PageMeta, Region, TextBlock } from "../engine/types";

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

/**
 * Elements whose content is never read: nothing inside is visible text (scripts, styles, raw
 * text, embedded documents, form controls, graphics), and links or metadata inside them are
 * not the page's either. `title` is read only for the page title.
 */
const OPAQUE = new Set([
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
  "title",
  "xmp",
  "plaintext",
]);

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

/** Elements without content (htmlparser2 reports their end at once). */
const VOID = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "input",
  "param",
  "source",
  "track",
  "wbr",
  "keygen",
  "frame",
  "basefont",
  "command",
  "isindex",
]);

/** Elements that neither break a sentence nor hold text (read for metadata only). */
const SILENT = new Set(["html", "meta", "link", "base", "img", "image"]);

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const SECTIONING = new Set(["article", "main", "section", "aside", "nav"]);

const BANNER_HINT = /cookie|consent|onetrust|cookiebot|cky|didomi|usercentrics|osano|truste|qc-cmp|iubenda|termly|gdpr/i;
const BANNER_TEXT = /cookie|consent|tracking technolog|privacy (choices|preferences|settings)/i;
const BANNER_ACTION =
  /\b(accept|agree|allow|reject|decline|deny|consent|preferences|settings|customi[sz]e|manage|got it|ok|okay|continu\w*|dismiss|close)\b/i;
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

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

type Attrs = Record<string, string>;

/**
 * htmlparser2 reads <noscript> as markup, as a browser with JavaScript off does. We read like a
 * browser with JavaScript on, where its content is not markup at all: inside it, raw-text
 * elements are not entered ("<noscript><iframe/></noscript>" must not swallow the rest of the
 * page) and "/>" ends an element. Its content is ignored either way (OPAQUE).
 */
class ScriptingOnParser extends Parser {
  noscript = 0;
  override isInForeignContext(): boolean {
    return this.noscript > 0 || super.isInForeignContext();
  }
}

interface Open {
  tag: string;
  /** Closing it does nothing (void, silent or opaque elements, and everything inside an opaque one). */
  inert: boolean;
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

const INERT: Omit<Open, "tag"> = { inert: true, inline: true, skip: false, heading: false, sectioning: false, row: false, anchor: false };

export function extractHtml(html: string, pageUrl: string): HtmlExtraction {
  const started = performance.now();
  const blocks: TextBlock[] = [];
  const links: PageLink[] = [];
  const meta: PageMeta = {};
  let title: string | undefined;
  let titleText: string[] | null = null;
  let base = pageUrl;

  /** Mirrors htmlparser2's element stack: one entry per onopentag, popped by its onclosetag. */
  const stack: Open[] = [];
  /** Depth of the outermost open opaque element (its content is not read), or -1. */
  let opaqueAt = -1;
  let opaqueTag = "";
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

  /** Ends the current block; `tag` is the element whose start or end ended it. */
  const flush = (tag: string) => {
    if (bufLen === 0) return;
    const raw = buf.length === 1 ? buf[0]! : buf.join("");
    buf = [];
    bufLen = 0;
    if (!NON_SPACE.test(raw)) return;
    let text = collapseWhitespace(raw);
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
    const text = collapseWhitespace(anchor.text.join("")) || anchor.label || "";
    const url = resolveLink(anchor.href, base);
    if (url && links.length < MAX_LINKS) links.push({ url, text: text.slice(0, 200), region: anchor.region });
    anchor = null;
  };

  const close = (o: Open) => {
    if (o.inert) return;
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

  /** Metadata and images: read, never a text boundary. */
  const silent = (tag: string, a: Attrs) => {
    if (tag === "meta") readMeta(a, meta);
    else if (tag === "link") readLink(a, meta, base);
    else if (tag === "base") {
      if (a.href) base = resolveLink(a.href, pageUrl) ?? base;
    } else if (tag === "html") meta.lang ??= a.lang || undefined;
    else {
      if (anchor && !anchor.label && a.alt) anchor.label = collapseWhitespace(a.alt);
      if (!meta.logo && skipDepth === 0 && (region() === "header" || region() === "nav")) {
        const src = a.src;
        const hint = `${a.class ?? ""} ${a.alt ?? ""} ${src ?? ""}`;
        if (src && /logo|brand|wordmark/i.test(hint)) meta.logo = resolveLink(src, base) ?? undefined;
      }
    }
  };

  const onopentag = (tag: string, a: Attrs) => {
    if (opaqueAt >= 0) {
      stack.push({ tag, ...INERT });
      return;
    }
    elements++;
    if (SILENT.has(tag)) {
      silent(tag, a);
      stack.push({ tag, ...INERT });
      return;
    }
    const inline = INLINE.has(tag);
    const style = a.style;
    // data-nosnippet marks text a site says is not for quoting (search engines leave it out of
    // snippets): e.g. a sample report of another vendor on a landing page.
    const hidden = a.hidden !== undefined || a["data-nosnippet"] !== undefined || (style !== undefined && HIDDEN_STYLE.test(style));
    if (!inline || hidden) flush(tag);
    if (VOID.has(tag)) {
      // <br>, <hr>, <input>...: a boundary (flushed above), nothing inside.
      stack.push({ tag, ...INERT });
      return;
    }
    if (OPAQUE.has(tag)) {
      opaqueAt = stack.length;
      opaqueTag = tag;
      if (tag === "title" && title === undefined) titleText = [];
      else if (tag === "noscript") parser.noscript++;
      stack.push({ tag, ...INERT });
      return;
    }

    const o: Open = { tag, inert: false, inline, skip: false, heading: false, sectioning: false, row: false, anchor: false };
    if (tag === "a") {
      endAnchor();
      const href = a.href;
      if (href !== undefined) {
        const label = a["aria-label"] || a.title;
        anchor = { href, text: [], label: label ? collapseWhitespace(label) : undefined, region: region() };
        o.anchor = true;
      }
    }
    if (hidden) {
      o.skip = true;
      skipDepth++;
      stack.push(o);
      return;
    }
    if (!inline) {
      if (!appRoot && tag === "div" && a.id !== undefined && APP_ROOT_IDS.has(a.id)) appRoot = true;
      const role = a.role;
      let r: Region | undefined;
      if (tag === "nav" || role === "navigation") r = "nav";
      else if (tag === "aside" || role === "complementary") r = "aside";
      else if ((tag === "header" && sectioning === 0) || role === "banner") r = "header";
      else if ((tag === "footer" && sectioning === 0) || role === "contentinfo") r = "footer";
      else if (tag === "main" || role === "main") r = "main";
      if (bannerDepth === 0 && (a.id !== undefined || a.class !== undefined || a["aria-label"] !== undefined)) {
        const hint = `${a.id ?? ""} ${a.class ?? ""} ${a["aria-label"] ?? ""}`;
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

  const onclosetag = (tag: string) => {
    // htmlparser2 closes elements innermost first, each with its own event; the loop only guards
    // against the two stacks ever disagreeing.
    let k = stack.length - 1;
    while (k >= 0 && stack[k]!.tag !== tag) k--;
    if (k < 0) return;
    while (stack.length > k) {
      const o = stack.pop()!;
      if (stack.length === opaqueAt) {
        if (opaqueTag === "title" && titleText) {
          title = collapseWhitespace(titleText.join("")) || undefined;
          titleText = null;
        } else if (opaqueTag === "noscript") parser.noscript--;
        opaqueAt = -1;
        opaqueTag = "";
      }
      close(o);
    }
  };

  const ontext = (data: string) => {
    if (opaqueAt >= 0) {
      if (opaqueTag === "script") scriptChars += data.length;
      else if (titleText && opaqueAt === stack.length - 1) titleText.push(data);
      return;
    }
    if (skipDepth > 0) return;
    buf.push(data);
    bufLen += data.length;
    if (anchor) anchor.text.push(data);
  };

  const parser = new ScriptingOnParser({ onopentag, onclosetag, ontext }, { decodeEntities: true });
  parser.end(html);
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

function readMeta(a: Attrs, meta: PageMeta) {
  const key = (a.property ?? a.name ?? "").toLowerCase();
  if (!key) return;
  const content = a.content;
  if (content === undefined) return;
  const value = collapseWhitespace(content);
  if (key === "og:site_name") meta.siteName ??= value;
  else if (key === "og:title") meta.ogTitle ??= value;
  else if (key === "application-name") meta.applicationName ??= value;
  else if (key === "og:image") meta.ogImage ??= value;
  else if (key === "corpus-synthetic" && value === "true") meta.synthetic = true;
}

function readLink(a: Attrs, meta: PageMeta, base: string) {
  const rel = (a.rel ?? "").toLowerCase();
  const href = a.href;
  if (!href) return;
  const url = resolveLink(href, base);
  if (!url) return;
  if (rel.includes("apple-touch-icon")) meta.icon = url;
  else if (/\bicon\b/.test(rel)) meta.icon ??= url;
  else if (rel === "canonical") meta.canonical ??= url;
}
