/**
 * Measures how far a PDF's streams expand before pdf.js decodes any of them (decompression
 * bombs). pdf.js decodes a stream by its whole filter chain, lazily, when a page needs it, and
 * keeps the output in memory: a 389 KB file can hold 400 MB of zeros behind
 * `[/ASCIIHexDecode /FlateDecode]`, and one page then costs seconds of CPU. So every stream is
 * found the way pdf.js finds it (the `stream` keyword and whatever follows it up to the end of
 * the line: CR LF, LF or a lone CR), its dictionary read with a small PDF tokenizer (`/Filter`
 * or `/F`, `/DecodeParms` or `/DP`, direct or by reference, names with `#xx` escapes, `/Length`),
 * and its data run through the same chain of decoders (Flate, LZW, ASCIIHex, ASCII85,
 * RunLength) with every stage's output counted and dropped. The document is refused once the
 * total passes the cap. What cannot be measured is refused too: an encrypted document, a
 * Brotli stream, a filter named by a reference the file does not show in plain text.
 */
import { Unzlib } from "fflate";

/** A document refused before decoding; the message is for the report. */
export class PdfRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PdfRefusedError";
  }
}

type Push = (chunk: Uint8Array, final: boolean) => void;

interface PdfName {
  name: string;
}
interface PdfRef {
  ref: string;
}
type PdfValue = number | boolean | null | string | PdfName | PdfRef | PdfValue[] | PdfDict;
interface PdfDict {
  dict: Map<string, PdfValue>;
}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set("()<>[]{}/%".split("").map((c) => c.charCodeAt(0)));

/** A small tokenizer over the file's text (latin1): enough to read dictionaries and their values. */
class Reader {
  constructor(
    readonly text: string,
    public pos: number,
  ) {}

  private code(at = this.pos) {
    return this.text.charCodeAt(at);
  }

  skipSpace() {
    while (this.pos < this.text.length) {
      const c = this.code();
      if (WHITESPACE.has(c)) this.pos++;
      else if (c === 37 /* % */) {
        while (this.pos < this.text.length && this.code() !== 10 && this.code() !== 13) this.pos++;
      } else break;
    }
  }

  private regular() {
    const start = this.pos;
    while (this.pos < this.text.length && !WHITESPACE.has(this.code()) && !DELIMITERS.has(this.code())) this.pos++;
    return this.text.slice(start, this.pos);
  }

  /** One value; refs (`12 0 R`) come back as PdfRef. Throws on what it cannot read. */
  value(depth = 0): PdfValue {
    if (depth > 32) throw new Error("nested too deep");
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === undefined) throw new Error("end of file");
    if (c === "/") {
      this.pos++;
      return {
        name: this.regular().replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      };
    }
    if (c === "<" && this.text[this.pos + 1] === "<") return this.dictionary(depth);
    if (c === "<") {
      const end = this.text.indexOf(">", this.pos);
      if (end < 0) throw new Error("unterminated hex string");
      this.pos = end + 1;
      return "";
    }
    if (c === "(") return this.literal();
    if (c === "[") {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.text[this.pos] === "]") {
          this.pos++;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    const word = this.regular();
    if (!word) throw new Error(`unexpected ${c}`);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return this.numberOrRef(Number(word), word);
    if (word === "true" || word === "false") return word === "true";
    if (word === "null") return null;
    throw new Error(`unexpected keyword ${word}`);
  }

  private numberOrRef(n: number, word: string): PdfValue {
    if (!/^\d+$/.test(word)) return n;
    const save = this.pos;
    this.skipSpace();
    const generation = this.regular();
    this.skipSpace();
    if (
      /^\d+$/.test(generation) &&
      this.text[this.pos] === "R" &&
      !/[^\s()<>[\]{}/%]/.test(this.text[this.pos + 1] ?? " ")
    ) {
      this.pos++;
      return { ref: `${word} ${generation}` };
    }
    this.pos = save;
    return n;
  }

  private literal(): string {
    let level = 0;
    for (; this.pos < this.text.length; this.pos++) {
      const c = this.text[this.pos];
      if (c === "\\") this.pos++;
      else if (c === "(") level++;
      else if (c === ")" && --level === 0) {
        this.pos++;
        return "";
      }
    }
    throw new Error("unterminated string");
  }

  private dictionary(depth: number): PdfDict {
    this.pos += 2;
    const dict = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      if (this.text.startsWith(">>", this.pos)) {
        this.pos += 2;
        return { dict };
      }
      const key = this.value(depth + 1);
      if (typeof key !== "object" || key === null || !("name" in key)) throw new Error("a key must be a name");
      dict.set(key.name, this.value(depth + 1));
    }
  }
}

const isName = (v: PdfValue | undefined): v is PdfName => typeof v === "object" && v !== null && "name" in v;
const isRef = (v: PdfValue | undefined): v is PdfRef => typeof v === "object" && v !== null && "ref" in v;
const isDict = (v: PdfValue | undefined): v is PdfDict => typeof v === "object" && v !== null && "dict" in v;

/** The filters pdf.js knows, by their full and abbreviated names. */
const FILTER_NAMES: Record<string, string> = {
  FlateDecode: "Flate",
  Fl: "Flate",
  LZWDecode: "LZW",
  LZW: "LZW",
  ASCIIHexDecode: "AHx",
  AHx: "AHx",
  ASCII85Decode: "A85",
  A85: "A85",
  RunLengthDecode: "RL",
  RL: "RL",
  BrotliDecode: "Brotli",
  Crypt: "Crypt",
};

/** One stream of the file: where its data is and how it is decoded. */
interface StreamSpec {
  data: Uint8Array;
  /** Filters in order, with their parameters; null when the dictionary could not be read. */
  filters: { name: string; parms: PdfValue }[] | null;
}

export class PdfStreamScanner {
  private readonly text: string;

  constructor(private readonly bytes: Uint8Array) {
    this.text = new TextDecoder("latin1").decode(bytes);
  }

  /** Refuses what cannot be measured before decoding (an encrypted document). */
  assertMeasurable() {
    if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(this.text)) {
      throw new PdfRefusedError("it is encrypted, so its size once decompressed cannot be checked");
    }
  }

  /** Every stream, in file order. */
  *streams(): Generator<StreamSpec> {
    // "stream" as pdf.js reads it: the keyword, then anything up to the end of that line (CR LF, LF or a lone CR).
    const keyword = /(?<![A-Za-z0-9])stream(?=[\s\0%<>[\](){}/])[^\r\n]*(?:\r\n|\r|\n)/g;
    for (let m = keyword.exec(this.text); m; m = keyword.exec(this.text)) {
      const start = m.index + m[0].length;
      const dict = this.dictionaryBefore(m.index);
      const declared = dict ? this.resolve(dict.dict.get("Length")) : undefined;
      const end = this.dataEnd(start, typeof declared === "number" ? declared : null);
      if (end < 0) return;
      keyword.lastIndex = end;
      yield {
        data: this.bytes.subarray(start, end),
        filters: dict ? this.filtersOf(dict) : this.filtersFromText(m.index),
      };
    }
  }

  /** Where a stream's data ends: at its /Length when "endstream" follows there, else before the next "endstream". */
  private dataEnd(start: number, length: number | null): number {
    if (length !== null && length >= 0 && start + length <= this.text.length) {
      if (/^\s*endstream/.test(this.text.slice(start + length, start + length + 64))) return start + length;
    }
    let end = this.text.indexOf("endstream", start);
    if (end < 0) return -1;
    if (this.text[end - 1] === "\n") end--;
    if (this.text[end - 1] === "\r") end--;
    return Math.max(start, end);
  }

  /** The dictionary of the stream whose keyword is at `at`: read from its object's "N G obj". */
  private dictionaryBefore(at: number): PdfDict | null {
    const window = this.text.slice(Math.max(0, at - 65_536), at);
    const objects = [...window.matchAll(/(?<!\d)\d+\s+\d+\s+obj(?![A-Za-z])/g)];
    const last = objects.at(-1);
    if (!last) return null;
    try {
      const reader = new Reader(this.text, Math.max(0, at - 65_536) + last.index + last[0].length);
      const value = reader.value();
      reader.skipSpace();
      return isDict(value) && reader.pos === at ? value : null;
    } catch {
      return null;
    }
  }

  /** The value an indirect reference points at (its last definition in the file), or the value itself. */
  private resolve(value: PdfValue | undefined, depth = 0): PdfValue | undefined {
    if (!isRef(value)) return value;
    if (depth > 8) throw new PdfRefusedError("its streams' filters are defined in a loop");
    const [n, g] = value.ref.split(" ");
    const found = [...this.text.matchAll(new RegExp(`(?<!\\d)${n}\\s+${g}\\s+obj(?![A-Za-z])`, "g"))].at(-1);
    if (!found) return undefined;
    try {
      return this.resolve(new Reader(this.text, found.index + found[0].length).value(), depth + 1);
    } catch {
      return undefined;
    }
  }

  private filtersOf(dict: PdfDict): { name: string; parms: PdfValue }[] {
    const rawFilter = dict.dict.get("F") ?? dict.dict.get("Filter");
    const filter = this.resolve(rawFilter);
    if (rawFilter !== undefined && filter === undefined) {
      throw new PdfRefusedError("a stream names its compression by a reference the file does not show");
    }
    const parms = this.resolve(dict.dict.get("DP") ?? dict.dict.get("DecodeParms")) ?? null;
    const names = (Array.isArray(filter) ? filter : filter === undefined ? [] : [filter]).map((f) => this.resolve(f));
    return names.map((f, i) => {
      if (!isName(f)) throw new PdfRefusedError("a stream names its compression by a reference the file does not show");
      const p = Array.isArray(parms) ? (this.resolve(parms[i]) ?? null) : parms;
      return { name: f.name, parms: p };
    });
  }

  /** A dictionary that could not be read: the filter names written in it, in order. */
  private filtersFromText(at: number): { name: string; parms: PdfValue }[] {
    const head = this.text.slice(Math.max(0, at - 4000), at);
    const from = Math.max(head.lastIndexOf("obj"), 0);
    const names = [...head.slice(from).matchAll(/\/([^\s()<>[\]{}/%]+)/g)]
      .map((m) => m[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))
      .filter((n) => n in FILTER_NAMES);
    return names.map((name) => ({ name, parms: null }));
  }
}

/**
 * Decodes `data` by `filters`, counting every stage's output; `count` throws once the budget is
 * spent. Image filters (DCT, JPX, CCITT, JBIG2) end the chain: reading text never decodes them.
 */
export function measureStream(spec: StreamSpec, count: (bytes: number) => void): void {
  const filters = spec.filters ?? [];
  let push: Push = () => {};
  for (const { name, parms } of [...filters].reverse()) {
    const kind = FILTER_NAMES[name];
    if (kind === "Brotli") throw new PdfRefusedError("it uses Brotli compression, whose size cannot be checked first");
    if (kind === "Crypt") throw new PdfRefusedError("it is encrypted, so its size once decompressed cannot be checked");
    if (!kind) {
      push = () => {}; // an image filter, or one pdf.js does not know: nothing after it is decoded
      continue;
    }
    const next = push;
    const counted: Push = (chunk, final) => {
      count(chunk.byteLength);
      next(chunk, final);
    };
    push = decoder(kind, parms, counted);
  }
  const CHUNK = 16_384;
  try {
    if (spec.data.byteLength === 0) push(new Uint8Array(0), true);
    for (let at = 0; at < spec.data.byteLength; at += CHUNK) {
      push(spec.data.subarray(at, at + CHUNK), at + CHUNK >= spec.data.byteLength);
    }
  } catch (err) {
    // A stage that cannot decode (truncated, not that format): pdf.js makes what it can of it.
    if (err instanceof PdfRefusedError) throw err;
  }
}

function decoder(kind: string, parms: PdfValue, next: Push): Push {
  switch (kind) {
    case "Flate":
      return flate(next);
    case "LZW": {
      const p = isDict(parms) ? parms.dict.get("EarlyChange") : undefined;
      return lzw(next, p === 0 ? 0 : 1);
    }
    case "AHx":
      return asciiHex(next);
    case "A85":
      return ascii85(next);
    default:
      return runLength(next);
  }
}

/** zlib, streaming (fflate); it stops at the end of the compressed data, as pdf.js does. */
function flate(next: Push): Push {
  const inflater = new Unzlib((chunk, final) => next(chunk, final));
  let ended = false;
  return (chunk, final) => {
    if (ended) return;
    try {
      inflater.push(chunk, final);
    } catch (err) {
      ended = true;
      if (err instanceof PdfRefusedError) throw err;
      next(new Uint8Array(0), true);
    }
  };
}

/** Bytes collected by a decoder, handed on in blocks. */
function output(next: Push) {
  let buf = new Uint8Array(16_384);
  let n = 0;
  return {
    byte(b: number) {
      buf[n++] = b;
      if (n === buf.length) {
        next(buf, false);
        buf = new Uint8Array(16_384);
        n = 0;
      }
    },
    flush(final: boolean) {
      if (n || final) next(buf.subarray(0, n), final);
      buf = new Uint8Array(16_384);
      n = 0;
    },
  };
}

function asciiHex(next: Push): Push {
  const out = output(next);
  let high = -1;
  let done = false;
  return (chunk, final) => {
    for (let i = 0; i < chunk.length && !done; i++) {
      const c = chunk[i]!;
      const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
      if (c === 62 /* > */) done = true;
      else if (v < 0) continue;
      else if (high < 0) high = v;
      else {
        out.byte((high << 4) | v);
        high = -1;
      }
    }
    if (final || done) {
      if (high >= 0) out.byte(high << 4);
      high = -1;
    }
    out.flush(final || done);
  };
}

function ascii85(next: Push): Push {
  const out = output(next);
  const group: number[] = [];
  let done = false;
  const emit = (count: number) => {
    let value = 0;
    for (let k = 0; k < 5; k++) value = value * 85 + (group[k] ?? 84);
    for (let k = 0; k < count; k++) out.byte((value >>> (24 - 8 * k)) & 255);
    group.length = 0;
  };
  return (chunk, final) => {
    for (let i = 0; i < chunk.length && !done; i++) {
      const c = chunk[i]!;
      if (c === 126 /* ~ */) done = true;
      else if (c === 122 /* z */ && group.length === 0) for (let k = 0; k < 4; k++) out.byte(0);
      else if (c >= 33 && c <= 117) {
        group.push(c - 33);
        if (group.length === 5) emit(4);
      }
    }
    if ((final || done) && group.length > 1) emit(group.length - 1);
    out.flush(final || done);
  };
}

function runLength(next: Push): Push {
  const out = output(next);
  let copy = 0;
  let repeat = 0;
  let done = false;
  return (chunk, final) => {
    for (let i = 0; i < chunk.length && !done; i++) {
      const c = chunk[i]!;
      if (copy > 0) {
        out.byte(c);
        copy--;
      } else if (repeat > 0) {
        for (let k = 0; k < repeat; k++) out.byte(c);
        repeat = 0;
      } else if (c < 128) copy = c + 1;
      else if (c > 128) repeat = 257 - c;
      else done = true;
    }
    out.flush(final || done);
  };
}

function lzw(next: Push, earlyChange: 0 | 1): Push {
  const out = output(next);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  const scratch = new Uint8Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    length[i] = 1;
    prefix[i] = -1;
  }
  let nextCode = 258;
  let codeLength = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let done = false;
  const write = (code: number) => {
    const n = length[code]!;
    for (let c = code, k = n - 1; k >= 0; k--, c = prefix[c]!) scratch[k] = suffix[c]!;
    for (let k = 0; k < n; k++) out.byte(scratch[k]!);
    return scratch[0]!;
  };
  const onCode = (code: number) => {
    if (code === 256) {
      nextCode = 258;
      codeLength = 9;
      previous = -1;
      return;
    }
    if (code === 257 || code > nextCode || (previous < 0 && code >= 256)) {
      done = true;
      return;
    }
    if (previous >= 0 && nextCode < 4096) {
      const first = code < nextCode ? firstByte(code) : firstByte(previous);
      prefix[nextCode] = previous;
      suffix[nextCode] = first;
      length[nextCode] = length[previous]! + 1;
      nextCode++;
    }
    write(code);
    previous = code;
    if (nextCode + earlyChange >= 1 << codeLength && codeLength < 12) codeLength++;
  };
  const firstByte = (code: number) => {
    let c = code;
    while (prefix[c]! >= 0) c = prefix[c]!;
    return suffix[c]!;
  };
  return (chunk, final) => {
    for (let i = 0; i < chunk.length && !done; i++) {
      bits = ((bits << 8) | chunk[i]!) >>> 0;
      bitCount += 8;
      while (bitCount >= codeLength && !done) {
        onCode((bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1));
        bitCount -= codeLength;
        bits &= (1 << bitCount) - 1;
      }
    }
    out.flush(final || done);
  };
}
