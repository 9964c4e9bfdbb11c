/**
 * Builds small, valid PDFs for tests: pages of Helvetica text, optionally Flate-compressed,
 * and streams of any size (a decompression bomb is a huge stream of zeros, compressed).
 */
const enc = new TextEncoder();

export interface PdfPageSpec {
  /** Lines of text on the page. */
  lines: string[];
}

function escapePdf(s: string) {
  return s.replace(/[\\()]/g, (c) => `\\${c}`);
}

export async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Zeros, compressed: `size` bytes once inflated, about a thousandth of that on the wire. */
export async function zeroBomb(size: number): Promise<Uint8Array> {
  const chunk = new Uint8Array(1 << 20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (size <= 0) return controller.close();
      const n = Math.min(size, chunk.byteLength);
      controller.enqueue(chunk.subarray(0, n));
      size -= n;
    },
  }).pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A page whose content stream is given as it is: its dictionary's entries (besides /Length), its data, the end of the "stream" line. */
export interface RawPageSpec {
  dict: string;
  data: Uint8Array;
  /** What follows the "stream" keyword (default "\n"); "\r" alone is allowed by the format. */
  eol?: string;
}

/**
 * A PDF with these pages. `compress` Flate-compresses the content streams; `extraStreams`
 * adds objects holding raw, already-compressed streams (a bomb) referenced by nothing;
 * `rawPages` adds pages whose content streams are written as given; `extraObjects` adds objects
 * (their numbers follow the pages', see `nextObjectNumber`); `trailer` adds trailer entries.
 */
export async function buildPdf(
  pages: PdfPageSpec[],
  opts: {
    compress?: boolean;
    extraStreams?: Uint8Array[];
    title?: string;
    rawPages?: RawPageSpec[];
    extraObjects?: string[];
    trailer?: string;
  } = {},
) {
  const objects: Uint8Array[][] = [];
  const add = (...parts: (string | Uint8Array)[]) => {
    objects.push(parts.map((p) => (typeof p === "string" ? enc.encode(p) : p)));
    return objects.length;
  };
  const catalog = add(""); // filled below
  const pagesObj = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const info = add(`<< /Title (${escapePdf(opts.title ?? "Test document")}) >>`);
  const pageIds: number[] = [];
  for (const p of pages) {
    const ops = ["BT", "/F1 11 Tf", "72 760 Td", "14 TL", ...p.lines.map((l) => `(${escapePdf(l)}) '`), "ET"].join(
      "\n",
    );
    const raw = enc.encode(ops);
    const body = opts.compress ? await deflate(raw) : raw;
    const content = add(
      `<< /Length ${body.byteLength}${opts.compress ? " /Filter /FlateDecode" : ""} >>\nstream\n`,
      body,
      "\nendstream",
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  for (const raw of opts.rawPages ?? []) {
    const content = add(
      `<< /Length ${raw.data.byteLength} ${raw.dict} >>\nstream${raw.eol ?? "\n"}`,
      raw.data,
      "\nendstream",
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  for (const s of opts.extraStreams ?? [])
    add(`<< /Length ${s.byteLength} /Filter /FlateDecode >>\nstream\n`, s, "\nendstream");
  for (const o of opts.extraObjects ?? []) add(o);
  objects[catalog - 1] = [enc.encode(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`)];
  objects[pagesObj - 1] = [
    enc.encode(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`),
  ];

  const chunks: Uint8Array[] = [enc.encode("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n")];
  let offset = chunks[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((parts, i) => {
    offsets.push(offset);
    for (const part of [enc.encode(`${i + 1} 0 obj\n`), ...parts, enc.encode("\nendobj\n")]) {
      chunks.push(part);
      offset += part.byteLength;
    }
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  chunks.push(
    enc.encode(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R ${opts.trailer ?? ""}>>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The object number `extraObjects[0]` gets: after the 4 fixed objects, 2 per page (text and raw) and the extra streams. */
export function nextObjectNumber(pages: number, rawPages: number, extraStreams = 0): number {
  return 4 + 2 * pages + 2 * rawPages + extraStreams + 1;
}

/** Bytes as ASCIIHex text (what /ASCIIHexDecode reads), ending with ">". */
export function asciiHex(data: Uint8Array): Uint8Array {
  let out = "";
  for (const b of data) out += b.toString(16).padStart(2, "0");
  return enc.encode(`${out}>`);
}

/** Bytes as ASCII85 text (what /ASCII85Decode reads), ending with "~>". */
export function ascii85(data: Uint8Array): Uint8Array {
  let out = "";
  for (let i = 0; i < data.length; i += 4) {
    const n = Math.min(4, data.length - i);
    let v = 0;
    for (let k = 0; k < 4; k++) v = v * 256 + (k < n ? data[i + k]! : 0);
    if (n === 4 && v === 0) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode((v % 85) + 33));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join("");
  }
  return enc.encode(`${out}~>`);
}
