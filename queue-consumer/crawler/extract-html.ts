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

const BANNER_HINT =
  /cookie|consent|onetrust|cookiebot|cky|didomi|usercentrics|osano|truste|qc-cmp|iubenda|termly|gdpr/i;
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

const INERT: Omit<Open, "tag"> = {
  inert: true,
  inline: true,
  skip: false,
  heading: false,
  sectioning: false,
  row: false,
  anchor: false,
};

interface AnchorState {
  href: string;
  text: string[];
  label?: string;
  region: Region;
}

export function extractHtml(html: string, pageUrl: string): HtmlExtraction {
  const started = performance.now();
  const reader = new HtmlTextReader(pageUrl);
  reader.read(html);
  return reader.finish(started);
}

/** Hidden from readers: the hidden attribute, an inline display:none / visibility:hidden, data-nosnippet. */
function isHidden(a: Attrs): boolean {
  // data-nosnippet marks text a site says is not for quoting (search engines leave it out of
  // snippets): e.g. a sample report of another vendor on a landing page.
  const style = a.style;
  return (
    a.hidden !== undefined || a["data-nosnippet"] !== undefined || (style !== undefined && HIDDEN_STYLE.test(style))
  );
}

/** The landmark region an element starts, by its tag or ARIA role (header/footer only outside sectioning). */
function landmarkOf(tag: string, role: string | undefined, sectioning: number): Region | undefined {
  if (tag === "nav" || role === "navigation") return "nav";
  if (tag === "aside" || role === "complementary") return "aside";
  if ((tag === "header" && sectioning === 0) || role === "banner") return "header";
  if ((tag === "footer" && sectioning === 0) || role === "contentinfo") return "footer";
  if (tag === "main" || role === "main") return "main";
  return undefined;
}

/**
 * One page read by htmlparser2's streaming parser: the parser calls `open`, `closeTag` and
 * `text`; the reader keeps the text block being built, its own mirror of the element stack, the
 * open regions, the pending link, the current heading and table row.
 */
class HtmlTextReader {
  private readonly blocks: TextBlock[] = [];
  private readonly links: PageLink[] = [];
  private readonly meta: PageMeta = {};
  private title: string | undefined;
  private titleText: string[] | null = null;
  private base: string;

  /** Mirrors htmlparser2's element stack: one entry per onopentag, popped by its onclosetag. */
  private readonly stack: Open[] = [];
  /** Depth of the outermost open opaque element (its content is not read), or -1. */
  private opaqueAt = -1;
  private opaqueTag = "";
  private buf: string[] = [];
  private bufLen = 0;
  private skipDepth = 0;
  private scriptChars = 0;
  private elements = 0;
  private appRoot = false;
  private heading: string | undefined;
  private inHeading = 0;
  private row: number | undefined;
  private rows = 0;
  private sectioning = 0;
  private bannerDepth = 0;
  private readonly regionStack: Region[] = [];
  private anchor: AnchorState | null = null;
  private readonly parser: ScriptingOnParser;

  constructor(private readonly pageUrl: string) {
    this.base = pageUrl;
    this.parser = new ScriptingOnParser(
      {
        onopentag: (tag, a) => this.open(tag, a),
        onclosetag: (tag) => this.closeTag(tag),
        ontext: (data) => this.text(data),
      },
      { decodeEntities: true },
    );
  }

  /** Parses the whole document, then closes what it left open. */
  read(html: string) {
    this.parser.end(html);
    while (this.stack.length) this.close(this.stack.pop()!);
    this.flush("end");
    this.endAnchor();
  }

  finish(started: number): HtmlExtraction {
    const { title, blocks, links, meta, scriptChars, appRoot, elements } = this;
    demoteHeavyChrome(blocks);
    let textChars = 0;
    let mainTextChars = 0;
    for (const b of blocks) {
      textChars += b.text.length;
      if (b.region === "main" || b.region === "aside") mainTextChars += b.text.length;
    }
    return {
      title,
      blocks,
      links,
      meta,
      textChars,
      mainTextChars,
      scriptChars,
      appRoot,
      elements,
      parseMs: performance.now() - started,
    };
  }

  private region(): Region {
    return this.regionStack.length ? this.regionStack[this.regionStack.length - 1]! : "main";
  }

  /** Ends the current block; `tag` is the element whose start or end ended it. */
  private flush(tag: string) {
    if (this.bufLen === 0) return;
    const raw = this.buf.length === 1 ? this.buf[0]! : this.buf.join("");
    this.buf = [];
    this.bufLen = 0;
    if (!NON_SPACE.test(raw)) return;
    let text = collapseWhitespace(raw);
    if (!text) return;
    if (text.length > MAX_BLOCK_CHARS) text = text.slice(0, MAX_BLOCK_CHARS);
    const block: TextBlock = { text, tag, region: this.region() };
    if (this.heading && !this.inHeading) block.heading = this.heading;
    if (this.row !== undefined) block.row = this.row;
    this.blocks.push(block);
    if (this.inHeading && HEADINGS.has(tag)) this.heading = text.slice(0, 300);
  }

  private startAnchor(o: Open, a: Attrs) {
    this.endAnchor();
    const href = a.href;
    if (href === undefined) return;
    const label = a["aria-label"] || a.title;
    this.anchor = { href, text: [], label: label ? collapseWhitespace(label) : undefined, region: this.region() };
    o.anchor = true;
  }

  private endAnchor() {
    const anchor = this.anchor;
    if (!anchor) return;
    const text = collapseWhitespace(anchor.text.join("")) || anchor.label || "";
    const url = resolveLink(anchor.href, this.base);
    if (url && this.links.length < MAX_LINKS) this.links.push({ url, text: text.slice(0, 200), region: anchor.region });
    this.anchor = null;
  }

  /** Undoes what opening `o` did: ends its block, heading, section, row, region or banner. */
  private close(o: Open) {
    if (o.inert) return;
    if (o.inline) {
      if (o.anchor) this.endAnchor();
      if (o.skip) this.skipDepth--;
      return;
    }
    if (o.skip) {
      this.skipDepth--;
      this.buf = [];
      this.bufLen = 0;
    } else this.flush(o.tag);
    if (o.heading) this.inHeading = Math.max(0, this.inHeading - 1);
    if (o.sectioning) this.sectioning = Math.max(0, this.sectioning - 1);
    if (o.row) this.row = undefined;
    if (o.region) this.regionStack.pop();
    if (o.bannerStart !== undefined) this.endBanner(o);
  }

  /** A suspected consent banner keeps its region only if its text reads like one. */
  private endBanner(o: Open) {
    this.bannerDepth--;
    const inside = this.blocks.slice(o.bannerStart);
    const text = inside.map((b) => b.text).join(" ");
    const looksLikeBanner = text.length > 0 && text.length < 3000 && BANNER_TEXT.test(text) && BANNER_ACTION.test(text);
    if (!looksLikeBanner) for (const b of inside) if (b.region === "banner") b.region = o.parentRegion ?? "main";
  }

  /** Metadata and images: read, never a text boundary. */
  private readSilent(tag: string, a: Attrs) {
    if (tag === "meta") readMeta(a, this.meta);
    else if (tag === "link") readLink(a, this.meta, this.base);
    else if (tag === "base") {
      if (a.href) this.base = resolveLink(a.href, this.pageUrl) ?? this.base;
    } else if (tag === "html") this.meta.lang ??= a.lang || undefined;
    else this.readImage(a);
  }

  /** An image labels the link it is in; in the header or navigation it may be the logo. */
  private readImage(a: Attrs) {
    const anchor = this.anchor;
    if (anchor && !anchor.label && a.alt) anchor.label = collapseWhitespace(a.alt);
    if (!this.meta.logo && this.skipDepth === 0 && (this.region() === "header" || this.region() === "nav")) {
      const src = a.src;
      const hint = `${a.class ?? ""} ${a.alt ?? ""} ${src ?? ""}`;
      if (src && /logo|brand|wordmark/i.test(hint)) this.meta.logo = resolveLink(src, this.base) ?? undefined;
    }
  }

  /** onopentag: every element gets one stack entry, inert unless it holds text that is read. */
  private open(tag: string, a: Attrs) {
    if (this.opaqueAt >= 0) {
      this.stack.push({ tag, ...INERT });
      return;
    }
    this.elements++;
    if (SILENT.has(tag)) {
      this.readSilent(tag, a);
      this.stack.push({ tag, ...INERT });
      return;
    }
    const inline = INLINE.has(tag);
    const hidden = isHidden(a);
    if (!inline || hidden) this.flush(tag);
    if (VOID.has(tag)) {
      // <br>, <hr>, <input>...: a boundary (flushed above), nothing inside.
      this.stack.push({ tag, ...INERT });
      return;
    }
    if (OPAQUE.has(tag)) {
      this.enterOpaque(tag);
      this.stack.push({ tag, ...INERT });
      return;
    }
    this.stack.push(this.openElement(tag, a, inline, hidden));
  }

  /** Called before the opaque element's entry is pushed: `opaqueAt` is its depth. */
  private enterOpaque(tag: string) {
    this.opaqueAt = this.stack.length;
    this.opaqueTag = tag;
    if (tag === "title" && this.title === undefined) this.titleText = [];
    else if (tag === "noscript") this.parser.noscript++;
  }

  /** Called once the opaque element's entry is popped. */
  private leaveOpaque() {
    if (this.opaqueTag === "title" && this.titleText) {
      this.title = collapseWhitespace(this.titleText.join("")) || undefined;
      this.titleText = null;
    } else if (this.opaqueTag === "noscript") this.parser.noscript--;
    this.opaqueAt = -1;
    this.opaqueTag = "";
  }

  /** An element whose text is read (or skipped, when hidden). */
  private openElement(tag: string, a: Attrs, inline: boolean, hidden: boolean): Open {
    const o: Open = {
      tag,
      inert: false,
      inline,
      skip: false,
      heading: false,
      sectioning: false,
      row: false,
      anchor: false,
    };
    if (tag === "a") this.startAnchor(o, a);
    if (hidden) {
      o.skip = true;
      this.skipDepth++;
      return o;
    }
    if (!inline) {
      if (!this.appRoot && tag === "div" && a.id !== undefined && APP_ROOT_IDS.has(a.id)) this.appRoot = true;
      this.enterRegion(o, tag, a);
      this.countStructure(o, tag);
    }
    return o;
  }

  /** The landmark or consent-banner region a block element starts, if any. */
  private enterRegion(o: Open, tag: string, a: Attrs) {
    let r = landmarkOf(tag, a.role, this.sectioning);
    if (this.bannerDepth === 0 && (a.id !== undefined || a.class !== undefined || a["aria-label"] !== undefined)) {
      const hint = `${a.id ?? ""} ${a.class ?? ""} ${a["aria-label"] ?? ""}`;
      if (BANNER_HINT.test(hint)) {
        o.bannerStart = this.blocks.length;
        o.parentRegion = r ?? this.region();
        this.bannerDepth++;
        r = "banner";
      }
    }
    if (r) {
      o.region = r;
      this.regionStack.push(r);
    }
  }

  /** Sectioning depth (header/footer inside an article are not the page's), headings, table rows. */
  private countStructure(o: Open, tag: string) {
    if (SECTIONING.has(tag)) {
      o.sectioning = true;
      this.sectioning++;
    }
    if (HEADINGS.has(tag)) {
      o.heading = true;
      this.inHeading++;
    }
    if (tag === "tr") {
      o.row = true;
      this.row = ++this.rows;
    }
  }

  /** onclosetag: pops the stack down to the element and closes each entry. */
  private closeTag(tag: string) {
    // htmlparser2 closes elements innermost first, each with its own event; the loop only guards
    // against the two stacks ever disagreeing.
    const stack = this.stack;
    let k = stack.length - 1;
    while (k >= 0 && stack[k]!.tag !== tag) k--;
    if (k < 0) return;
    while (stack.length > k) {
      const o = stack.pop()!;
      if (stack.length === this.opaqueAt) this.leaveOpaque();
      this.close(o);
    }
  }

  /** ontext: script length, title text, or text of the current block (and link). */
  private text(data: string) {
    if (this.opaqueAt >= 0) {
      if (this.opaqueTag === "script") this.scriptChars += data.length;
      else if (this.titleText && this.opaqueAt === this.stack.length - 1) this.titleText.push(data);
      return;
    }
    if (this.skipDepth > 0) return;
    this.buf.push(data);
    this.bufLen += data.length;
    if (this.anchor) this.anchor.text.push(data);
  }
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
