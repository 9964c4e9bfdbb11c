/**
 * Text of a PDF (legal documents are sometimes only published as PDF), with unpdf (Mozilla
 * pdf.js packaged for serverless runtimes; no native code, runs in Workers). Each text line
 * becomes a block, so quotes are taken from one line of the document at a time.
 *
 * The pdf.js module is loaded on first use only: it is large, and most analyses read no PDF.
 */
import type { TextBlock } from "../engine/types";

export interface PdfExtraction {
  title?: string;
  blocks: TextBlock[];
  pages: number;
  parseMs: number;
}

const MAX_PAGES = 60;
const MAX_CHARS = 400_000;

export async function extractPdf(bytes: Uint8Array): Promise<PdfExtraction> {
  const { getDocumentProxy, extractText, getMeta, getResolvedPDFJS } = await import("unpdf");
  // Loading pdf.js (a large module, once per isolate) is not parsing: keep it out of the timing.
  await getResolvedPDFJS();
  const started = performance.now();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const total = pdf.numPages;
    const blocks: TextBlock[] = [];
    let chars = 0;
    const { text } = await extractText(pdf, { mergePages: false });
    const pages = (Array.isArray(text) ? text : [text]).slice(0, MAX_PAGES);
    for (const page of pages) {
      for (const raw of page.split(/\r?\n/)) {
        const line = raw.replace(/\s+/g, " ").trim();
        if (!line) continue;
        blocks.push({ text: line, tag: "line", region: "main" });
        chars += line.length;
        if (chars > MAX_CHARS) break;
      }
      if (chars > MAX_CHARS) break;
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
    return { title, blocks, pages: total, parseMs: performance.now() - started };
  } finally {
    await (pdf as unknown as { destroy?: () => Promise<void> }).destroy?.().catch(() => {});
  }
}
