/**
 * Decompression bombs the first check missed, and the time budget inside a page: a bomb behind a
 * "stream" keyword ended by a lone CR, behind filter chains such as [/ASCIIHexDecode /FlateDecode]
 * or [/ASCII85Decode /FlateDecode], behind a filter name written with #xx escapes or named by a
 * reference, and a page whose own reading runs past the time budget. Each is the page's own
 * content stream, the one pdf.js decodes as soon as the page is read.
 */
import { describe, expect, it } from "vitest";
import { extractPdf, PDF_LIMITS, PdfRefusedError } from "@queue-consumer/crawler/pdf";
import { ascii85, asciiHex, buildPdf, nextObjectNumber, zeroBomb } from "./support/pdf-builder";

const BOMB_BYTES = 120_000_000;
const intro = [{ lines: ["Data Processing Agreement", "Clause 1: we process data lawfully."] }];

async function refusedQuickly(bytes: Uint8Array) {
  const started = performance.now();
  const err = await extractPdf(bytes).catch((e: unknown) => e);
  const ms = performance.now() - started;
  expect(err, "refused before pdf.js decodes it").toBeInstanceOf(PdfRefusedError);
  expect(ms).toBeLessThan(5000);
  return (err as Error).message;
}

describe("decompression bombs in a page's content stream", () => {
  it("refuses one whose stream keyword ends with a lone CR", async () => {
    const bomb = await zeroBomb(BOMB_BYTES);
    const bytes = await buildPdf(intro, { rawPages: [{ dict: "/Filter /FlateDecode", data: bomb, eol: "\r" }] });
    expect(bytes.byteLength).toBeLessThan(400_000);
    expect(await refusedQuickly(bytes)).toMatch(/expands to more than 48 MB/);
  });

  it("refuses one behind [/ASCIIHexDecode /FlateDecode] (a 389 KB file that inflated to 400 MB before)", async () => {
    const bomb = asciiHex(await zeroBomb(BOMB_BYTES));
    const bytes = await buildPdf(intro, { rawPages: [{ dict: "/Filter [/ASCIIHexDecode /FlateDecode]", data: bomb }] });
    expect(await refusedQuickly(bytes)).toMatch(/expands to more than 48 MB/);
  });

  it("refuses one behind [/A85 /Fl] (abbreviated names), on a CR LF line", async () => {
    const bomb = ascii85(await zeroBomb(BOMB_BYTES));
    const bytes = await buildPdf(intro, { rawPages: [{ dict: "/Filter [/A85 /Fl]", data: bomb, eol: "\r\n" }] });
    expect(await refusedQuickly(bytes)).toMatch(/expands to more than 48 MB/);
  });

  it("refuses one whose filter name is written with #xx escapes", async () => {
    const bomb = await zeroBomb(BOMB_BYTES);
    const bytes = await buildPdf(intro, { rawPages: [{ dict: "/Filter /Fl#61te#44ecode", data: bomb }] });
    expect(await refusedQuickly(bytes)).toMatch(/expands to more than 48 MB/);
  });

  it("refuses one whose filter chain is named by a reference", async () => {
    const bomb = asciiHex(await zeroBomb(BOMB_BYTES));
    const chain = nextObjectNumber(intro.length, 1);
    const bytes = await buildPdf(intro, {
      rawPages: [{ dict: `/Filter ${chain} 0 R`, data: bomb }],
      extraObjects: ["[/ASCIIHexDecode /FlateDecode]"],
    });
    expect(await refusedQuickly(bytes)).toMatch(/expands to more than 48 MB/);
  });

  it("refuses what it cannot measure first: a filter behind a reference the file does not show, Brotli, encryption", async () => {
    const data = await zeroBomb(1000);
    expect(await refusedQuickly(await buildPdf(intro, { rawPages: [{ dict: "/Filter 999 0 R", data }] }))).toMatch(
      /reference the file does not show/,
    );
    expect(
      await refusedQuickly(await buildPdf(intro, { rawPages: [{ dict: "/Filter /BrotliDecode", data }] })),
    ).toMatch(/Brotli/);
    expect(
      await refusedQuickly(
        await buildPdf(intro, { trailer: "/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >> " }),
      ),
    ).toMatch(/encrypted/);
  });

  it("still reads ordinary documents with chained filters", async () => {
    const ops = new TextEncoder().encode("BT /F1 11 Tf 72 760 Td (Clause 2: data stays in the EU.) Tj ET");
    const { deflate } = await import("./support/pdf-builder");
    const bytes = await buildPdf(intro, {
      rawPages: [{ dict: "/Filter [/ASCIIHexDecode /FlateDecode]", data: asciiHex(await deflate(ops)), eol: "\r" }],
    });
    const pdf = await extractPdf(bytes);
    expect(pdf.pagesRead).toBe(2);
    expect(pdf.blocks.map((b) => b.text)).toContain("Clause 2: data stays in the EU.");
  });
});

describe("the time budget inside a page", () => {
  it("stops in the middle of a page that runs past it, not only between pages", async () => {
    const lines = Array.from({ length: 120_000 }, (_, i) => `(Clause ${i}: we process personal data lawfully.) '`);
    const ops = new TextEncoder().encode(["BT", "/F1 11 Tf", "72 760 Td", "14 TL", ...lines, "ET"].join("\n"));
    const bytes = await buildPdf([], { rawPages: [{ dict: "", data: ops }] });
    // With time enough, the page is read whole: it is one readable page.
    const full = await extractPdf(bytes, { ...PDF_LIMITS, maxChars: 10_000_000, maxMs: 60_000 });
    expect(full.pagesRead).toBe(1);
    // Before, the only page was read whole whatever the budget (it was checked between pages only).
    const pdf = await extractPdf(bytes, { ...PDF_LIMITS, maxMs: 100 });
    expect(pdf.pagesRead).toBe(0);
    expect(pdf.notes.join(" ")).toMatch(/time limit/);
  });
});
