/**
 * A fetched response to a CrawledPage: format from Content-Type (sniffed when missing),
 * charset-safe decoding, visible text blocks, and whether the HTML needs JavaScript.
 */
import { classifyPage } from "../engine/page-kinds";
import type { CrawledPage, PageKind, PageLink, TextBlock } from "../engine/types";
import { decodeBody } from "./decode";
import { extractHtml, type HtmlExtraction } from "./extract-html";
import type { FetchedResponse } from "./fetcher";
import { extractPdf } from "./pdf";

export type BodyFormat = "html" | "pdf" | "text" | "unsupported";

export function bodyFormat(res: Pick<FetchedResponse, "contentType" | "body" | "url">): BodyFormat {
  const ct = res.contentType.split(";")[0]!.trim();
  const head = new TextDecoder("latin1").decode(res.body.subarray(0, 512)).trimStart().toLowerCase();
  if (ct === "application/pdf" || head.startsWith("%pdf-")) return "pdf";
  if (ct === "text/html" || ct === "application/xhtml+xml") return "html";
  const looksHtml =
    head.startsWith("<!doctype html") || head.startsWith("<html") || /^<(head|body|meta|title|div|p)\b/.test(head);
  if (!ct || ct === "application/octet-stream" || ct === "text/plain") {
    if (looksHtml) return "html";
    return ct === "text/plain" ? "text" : ct ? "unsupported" : "text";
  }
  return "unsupported";
}

/**
 * A page is a JavaScript shell when, without scripts, it shows next to no text outside its
 * chrome but ships scripts or an empty application root.
 */
export function looksLikeShell(x: HtmlExtraction): boolean {
  return x.mainTextChars < 200 && (x.scriptChars > 1000 || x.appRoot);
}

export interface ReadResult {
  page: CrawledPage;
  /** Decoding or extraction trouble worth reporting (charset guessed, PDF unreadable...). */
  notes: string[];
  /** Needs a browser to be read. */
  shell: boolean;
}

function firstHeading(blocks: TextBlock[]): string | undefined {
  return blocks.find((b) => b.tag === "h1" && b.region === "main")?.text;
}

export async function readPage(
  res: FetchedResponse,
  kindHint: PageKind,
  via: string,
  now: () => Date,
): Promise<ReadResult> {
  const format = bodyFormat(res);
  const notes: string[] = [];
  const base: Omit<CrawledPage, "format" | "kind" | "blocks" | "links" | "meta" | "parseMs" | "unreadable"> = {
    url: res.url,
    requestedUrl: res.requestedUrl,
    redirectChain: res.chain,
    hops: res.hops,
    status: res.status,
    headers: res.headers,
    setCookies: res.setCookies,
    contentType: res.contentType,
    via,
    rendered: false,
    truncated: res.truncated,
    bytes: res.body.byteLength,
    fetchedAt: now().toISOString(),
  };
  if (format === "pdf") {
    try {
      const pdf = await extractPdf(res.body);
      const kind = kindHint === "home" ? "home" : classifyPage(res.url, pdf.title, pdf.blocks[0]?.text, kindHint);
      const unreadable = pdf.blocks.length === 0;
      if (unreadable) notes.push("the PDF has no extractable text (scanned or protected)");
      for (const note of pdf.notes) notes.push(`the PDF is long: ${note}`);
      return {
        page: {
          ...base,
          format: "pdf",
          kind,
          title: pdf.title,
          blocks: pdf.blocks,
          links: [],
          meta: {},
          parseMs: pdf.parseMs,
          unreadable,
        },
        notes,
        shell: false,
      };
    } catch (err) {
      notes.push(`the PDF could not be read (${err instanceof Error ? err.message.slice(0, 120) : "invalid file"})`);
      return {
        page: { ...base, format: "pdf", kind: kindHint, blocks: [], links: [], meta: {}, parseMs: 0, unreadable: true },
        notes,
        shell: false,
      };
    }
  }
  const decoded = decodeBody(res.body, res.contentType);
  if (decoded.charsetIssue) notes.push(`charset: ${decoded.charsetIssue}`);
  if (format === "text") {
    const started = performance.now();
    const blocks: TextBlock[] = decoded.text
      .split(/\r?\n/)
      .map((l) => l.replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .slice(0, 5000)
      .map((text) => ({ text, tag: "line", region: "main" as const }));
    const links: PageLink[] = [];
    return {
      page: {
        ...base,
        format: "text",
        kind: kindHint,
        blocks,
        links,
        meta: {},
        parseMs: performance.now() - started,
        unreadable: blocks.length === 0,
      },
      notes,
      shell: false,
    };
  }
  const x = extractHtml(decoded.text, res.url);
  const shell = looksLikeShell(x);
  const synthetic = x.meta.synthetic || res.headers["x-corpus-synthetic"] === "true";
  const kind = kindHint === "home" ? "home" : classifyPage(res.url, x.title, firstHeading(x.blocks), kindHint);
  return {
    page: {
      ...base,
      format: "html",
      kind,
      title: x.title,
      blocks: x.blocks,
      links: x.links,
      meta: { ...x.meta, synthetic: synthetic || undefined },
      parseMs: x.parseMs,
      unreadable: shell || x.textChars === 0,
    },
    notes,
    shell,
  };
}

/** Re-reads a page from a browser-rendered DOM. */
export function applyRendered(page: CrawledPage, html: string): CrawledPage {
  const x = extractHtml(html, page.url);
  return {
    ...page,
    title: x.title ?? page.title,
    blocks: x.blocks,
    links: x.links,
    meta: { ...page.meta, ...x.meta, synthetic: page.meta.synthetic },
    rendered: true,
    unreadable: x.textChars === 0,
    parseMs: page.parseMs + x.parseMs,
    kind:
      page.kind === "home" ? "home" : classifyPage(page.url, x.title ?? page.title, firstHeading(x.blocks), page.kind),
  };
}
