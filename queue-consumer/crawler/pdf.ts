/**
 * Text of a PDF (legal documents are sometimes only published as PDF), with unpdf (Mozilla
 * pdf.js packaged for serverless runtimes; no native code, runs in Workers). Each text line
 * becomes a block, so quotes are taken from one line of the document at a time.
 *
 * A PDF is hostile input: it can claim a million pages or hide gigabytes behind a small
 * compressed stream. So, before pdf.js decodes anything, every Flate stream is inflated once
 * with a running count and the document is refused when it expands beyond a cap; then pages
 * are read one at a time, at most `maxPages`, until a CPU-time budget is spent. A refused
 * document throws PdfRefusedError: readPage reports it as a gap, the rest of the analysis goes on.
 *
 * The pdf.js module is loaded on first use only: it is large, and most analyses read no PDF.
 */
import { Unzlib } from "fflate";
import type { TextBlock } from "../engine/types";

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
  /** Bytes all Flate streams may expand to together. */
  maxInflatedBytes: number;
  /** Time spent reading pages (parsing included) before the rest is skipped. */
  maxMs: number;
}

export const PDF_LIMITS: PdfLimits = { maxPages: 60, maxChars: 400_000, maxInflatedBytes: 48_000_000, maxMs: 4000 };

/** A document refused before decoding (a decompression bomb); the message is for the report. */
export class PdfRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PdfRefusedError";
  }
}

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
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
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
 * Inflates every FlateDecode stream of the raw file, counting the output and keeping none of
 * it, and refuses the document once the total passes `max`. Streams that do not inflate are
 * left to pdf.js (which may still read the rest).
 */
function assertInflatesWithin(bytes: Uint8Array, max: number): void {
  const text = new TextDecoder("latin1").decode(bytes);
  let total = 0;
  const streamKeyword = /stream\r?\n/g;
  for (let m = streamKeyword.exec(text); m; m = streamKeyword.exec(text)) {
    if (m.index >= 3 && text.slice(m.index - 3, m.index) === "end") continue;
    const dictStart = text.lastIndexOf("obj", m.index);
    const dict = text.slice(Math.max(dictStart, m.index - 4000), m.index);
    const start = m.index + m[0].length;
    let end = text.indexOf("endstream", start);
    if (end < 0) break;
    streamKeyword.lastIndex = end + 9;
    // The end-of-line before "endstream" is not part of the data.
    if (text[end - 1] === "\n") end--;
    if (text[end - 1] === "\r") end--;
    if (!/\/FlateDecode\b/.test(dict) || /\/(ASCII85Decode|ASCIIHexDecode|LZWDecode|RunLengthDecode)\b/.test(dict))
      continue;
    total += inflatedSize(bytes.subarray(start, end), max - total);
    if (total > max) {
      throw new PdfRefusedError(`it expands to more than ${Math.round(max / 1_000_000)} MB when decompressed`);
    }
  }
}

/**
 * Output size of one zlib stream, reading at most about `budget` bytes (fflate's streaming
 * inflater, 4 KB of input at a time, output counted and dropped). It stops at the end of the
 * compressed data, as pdf.js does, so junk appended to a bomb does not hide it; a stream that
 * does not inflate counts what it produced before failing.
 */
function inflatedSize(data: Uint8Array, budget: number): number {
  let size = 0;
  const inflater = new Unzlib((chunk) => {
    size += chunk.byteLength;
  });
  try {
    for (let offset = 0; offset < data.byteLength && size <= budget; offset += 4096) {
      inflater.push(data.subarray(offset, offset + 4096), offset + 4096 >= data.byteLength);
    }
  } catch {
    // Truncated or not zlib: pdf.js decides what it makes of it.
  }
  return size;
}
