/**
 * PDFs are hostile input too: a document claiming hundreds of pages is read up to the page
 * cap, a decompression bomb is refused before pdf.js decodes it, and the time budget stops
 * reading. A refused document is a gap in the report; the analysis itself completes.
 */
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { extractPdf, PDF_LIMITS, PdfRefusedError } from "@queue-consumer/crawler/pdf";
import { fakeWeb, page } from "./support/fake-web";
import { buildPdf, zeroBomb } from "./support/pdf-builder";

const manyPages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    lines: [`Page ${i + 1} of the Data Processing Agreement.`, `Clause ${i + 1}: we process data lawfully.`],
  }));

describe("extractPdf caps", () => {
  it("reads an ordinary PDF whole", async () => {
    const pdf = await extractPdf(await buildPdf(manyPages(3), { compress: true, title: "DPA" }));
    expect(pdf).toMatchObject({ pages: 3, pagesRead: 3, notes: [], title: "DPA" });
    expect(pdf.blocks.map((b) => b.text)).toContain("Clause 3: we process data lawfully.");
  });

  it("reads at most 60 pages of a 300-page document, and says so", async () => {
    const pdf = await extractPdf(await buildPdf(manyPages(300), { compress: true }));
    expect(pdf.pages).toBe(300);
    expect(pdf.pagesRead).toBe(PDF_LIMITS.maxPages);
    expect(pdf.notes).toEqual(["only the first 60 of its 300 pages were read"]);
    const texts = pdf.blocks.map((b) => b.text);
    expect(texts).toContain("Page 60 of the Data Processing Agreement.");
    expect(texts).not.toContain("Page 61 of the Data Processing Agreement.");
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const bomb = await zeroBomb(120_000_000);
    const bytes = await buildPdf(manyPages(1), { extraStreams: [bomb] });
    expect(bytes.byteLength).toBeLessThan(400_000);
    const started = performance.now();
    const err = await extractPdf(bytes).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfRefusedError);
    expect((err as Error).message).toMatch(/expands to more than 48 MB/);
    expect(performance.now() - started).toBeLessThan(5000);

    // Junk after the compressed data does not hide it.
    const junk = new Uint8Array([...bomb, ...new TextEncoder().encode("garbage after the data")]);
    await expect(extractPdf(await buildPdf(manyPages(1), { extraStreams: [junk] }))).rejects.toBeInstanceOf(
      PdfRefusedError,
    );
  });

  it("stops reading pages when the time budget is spent", async () => {
    const pdf = await extractPdf(await buildPdf(manyPages(20), { compress: true }), { ...PDF_LIMITS, maxMs: 0 });
    expect(pdf.pagesRead).toBeLessThan(20);
    expect(pdf.notes.join(" ")).toMatch(/time limit/);
  });
});

describe("an analysis with a hostile PDF", () => {
  it("completes, stating the refused document as a gap", async () => {
    const bomb = await buildPdf(manyPages(1), { extraStreams: [await zeroBomb(120_000_000)] });
    const web = fakeWeb({
      "https://pdf-bomber.com/": page(
        "PDF Bomber",
        `<header><nav><a href="/legal/privacy.pdf">Privacy Policy</a></nav></header><main><h1>PDF Bomber</h1><p>${"We make documents. ".repeat(20)}</p></main>`,
      ),
      "https://pdf-bomber.com/legal/privacy.pdf": { headers: { "content-type": "application/pdf" }, body: bomb },
    });
    const analysis = await analyzeVendorUrl("https://pdf-bomber.com/", web.deps());
    const issue = analysis.crawl!.issues.find((i) => i.url === "https://pdf-bomber.com/legal/privacy.pdf");
    expect(issue?.message).toMatch(/could not be read \(it expands to more than 48 MB/);
    expect(analysis.overall_risk.score).toBeGreaterThan(0);
  });
});
