/**
 * Text of a PDF (legal documents are sometimes only published as PDF), with unpdf (Mozilla
 * pdf.js packaged for serverless runtimes; no native code, runs in Workers). Each text line
 * becomes a block, so quotes are taken from one line of the document at a time.
 *
 * A PDF is hostile input: it can claim a million pages or hide gigabytes behind a small
 * compressed stream. So, before pdf.js decodes anything, every stream is decoded once by its
 * whole filter chain with a running count (pdf-streams.ts: lone-CR stream keywords, chains such
 * as [/ASCIIHexDecode /FlateDecode], names with #xx escapes and references included) and the
 * document is refused when it expands beyond a cap; then pages are read one at a time, at most
 * `maxPages`, their text as a stream of chunks, until a time budget is spent: checked between
 * chunks inside a page, not only between pages. A refused document throws PdfRefusedError:
 * readPage reports it as a gap, the rest of the analysis goes on.
 *
 * The pdf.js module is loaded on first use only: it is large, and most analyses read no PDF.
 */
import type { TextBlock } from "../engine/types";
import { measureStream, PdfRefusedError, PdfStreamScanner } from "./pdf-streams";

export { PdfRefusedError } from "./pdf-streams";

export interface PdfExtraction {
  title?: string;
  blocks: TextBlock[];
  /** Pages the document has. */
  pages: number;
  /** Pages whose text was read. */
  pagesRead: number;
  parseMs: number;
  /** Why the text is partial, for the report's gaps (page cap, time budget, text cap). */
  notes: string[];
}

export interface PdfLimits {
  maxPages: number;
  maxChars: number;
  /** Bytes all streams may expand to together, every stage of every filter chain counted. */
  maxInflatedBytes: number;
  /** Time spent reading pages (parsing included) before the rest is skipped. */
  maxMs: number;
}

export const PDF_LIMITS: PdfLimits = { maxPages: 60, maxChars: 400_000, maxInflatedBytes: 48_000_000, maxMs: 4000 };

export async function extractPdf(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PdfExtraction> {
  const started = performance.now();
  assertInflatesWithin(bytes, limits.maxInflatedBytes);
  const { getDocumentProxy, getMeta, getResolvedPDFJS } = await import("unpdf");
  // Loading pdf.js (a large module, once per isolate) is not parsing: keep it out of the timing.
  const loadStarted = performance.now();
  await getResolvedPDFJS();
  const loadMs = performance.now() - loadStarted;
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const total = pdf.numPages;
    const blocks: TextBlock[] = [];
    const notes: string[] = [];
    let chars = 0;
    let pagesRead = 0;
    const last = Math.min(total, limits.maxPages);
    if (total > limits.maxPages) notes.push(`only the first ${limits.maxPages} of its ${total} pages were read`);
    for (let n = 1; n <= last; n++) {
      if (performance.now() - started - loadMs > limits.maxMs) {
        notes.push(`only the first ${pagesRead} pages were read within the ${limits.maxMs / 1000} s time limit`);
        break;
      }
      const page = await pdf.getPage(n);
      const deadline = started + loadMs + limits.maxMs;
      const read = await pageText(page, deadline);
      if (read.cut) {
        notes.push(`only the first ${pagesRead} pages were read within the ${limits.maxMs / 1000} s time limit`);
        break;
      }
      const text = read.text;
      pagesRead++;
      for (const raw of text.split(/\r?\n/)) {
        const line = raw.replace(/\s+/g, " ").trim();
        if (!line) continue;
        blocks.push({ text: line, tag: "line", region: "main" });
        chars += line.length;
        if (chars > limits.maxChars) break;
      }
      if (chars > limits.maxChars) {
        notes.push(`only its first ${Math.round(limits.maxChars / 1000)}k characters were read`);
        break;
      }
    }
    let title: string | undefined;
    try {
      const meta = await getMeta(pdf);
      const t = (meta.info as Record<string, unknown> | undefined)?.Title;
      if (typeof t === "string" && t.trim()) title = t.trim();
    } catch {
      // metadata is optional
    }
    title ??= blocks[0]?.text.slice(0, 200);
    return { title, blocks, pages: total, pagesRead, parseMs: performance.now() - started - loadMs, notes };
  } finally {
    await (pdf as unknown as { destroy?: () => Promise<void> }).destroy?.().catch(() => {});
  }
}

/**
 * A page's text, read as pdf.js streams it (a chunk per slice of work): the time budget is
 * checked between chunks, and reading stops in the middle of a page that runs past it (the
 * page then counts as not read). `cut`: the deadline passed.
 */
async function pageText(
  page: { streamTextContent(): ReadableStream<{ items: ({ str: string; hasEOL?: boolean } | object)[] }> },
  deadline: number,
): Promise<{ text: string; cut: boolean }> {
  const reader = page.streamTextContent().getReader();
  const parts: string[] = [];
  try {
    for (;;) {
      // Past the deadline: stop reading. The document is destroyed by the caller, which ends
      // pdf.js's work on this page too (cancelling the stream here left pdf.js writing into it).
      if (performance.now() > deadline) return { text: "", cut: true };
      const { value, done } = await reader.read();
      if (done) break;
      for (const item of value.items) {
        if ("str" in item) parts.push(item.str + (item.hasEOL ? "\n" : ""));
      }
    }
  } finally {
    reader.releaseLock();
  }
  return { text: parts.join(""), cut: false };
}

/**
 * Decodes every stream of the raw file by its filter chain, counting the output of every stage
 * and keeping none of it, and refuses the document once the total passes `max` (or when it cannot
 * be measured: encrypted, Brotli, a filter hidden behind a reference).
 */
function assertInflatesWithin(bytes: Uint8Array, max: number): void {
  const scanner = new PdfStreamScanner(bytes);
  scanner.assertMeasurable();
  let total = 0;
  const count = (n: number) => {
    total += n;
    if (total > max)
      throw new PdfRefusedError(`it expands to more than ${Math.round(max / 1_000_000)} MB when decompressed`);
  };
  for (const stream of scanner.streams()) measureStream(stream, count);
}
