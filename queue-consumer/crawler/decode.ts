/**
 * Bytes to text for HTML and plain-text bodies, robust to wrong or missing charsets.
 *
 * Order: a byte-order mark wins; then, if the bytes are valid UTF-8 and contain multi-byte
 * sequences, UTF-8 (legacy single-byte text is practically never valid UTF-8, while mislabelled
 * UTF-8 pages are common); then the charset of the Content-Type header, then a <meta> charset
 * in the first 4 KB; then windows-1252 (what browsers assume for undeclared legacy pages).
 */

function label(contentType: string | null | undefined): string | undefined {
  const m = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "");
  return m?.[1]?.toLowerCase();
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 4096));
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return m?.[1]?.toLowerCase();
}

function tryDecoder(name: string | undefined): TextDecoder | undefined {
  if (!name) return undefined;
  try {
    return new TextDecoder(name);
  } catch {
    return undefined;
  }
}

function hasHighBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return true;
  return false;
}

export interface DecodedText {
  text: string;
  charset: string;
  /** The declared charset disagreed with the bytes, or none was declared for non-ASCII text. */
  charsetIssue?: string;
}

export function decodeBody(bytes: Uint8Array, contentType: string | null | undefined): DecodedText {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), charset: "utf-8" };
  }
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), charset: "utf-16le" };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    const d = tryDecoder("utf-16be");
    if (d) return { text: d.decode(bytes.subarray(2)), charset: "utf-16be" };
  }
  const declared = label(contentType) ?? metaCharset(bytes);
  const declaredDecoder = tryDecoder(declared);
  const declaredName = declaredDecoder?.encoding;
  if (declaredName?.startsWith("utf-16")) return { text: declaredDecoder!.decode(bytes), charset: declaredName };
  if (!hasHighBytes(bytes)) {
    // ASCII is the same in every charset we would pick.
    return { text: new TextDecoder("utf-8").decode(bytes), charset: declaredName ?? "utf-8" };
  }
  let utf8: string | undefined;
  try {
    utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    utf8 = undefined;
  }
  if (utf8 !== undefined) {
    const issue =
      declaredName && declaredName !== "utf-8"
        ? `declared ${declared} but the content is UTF-8; read as UTF-8`
        : undefined;
    return { text: utf8, charset: "utf-8", charsetIssue: issue };
  }
  if (declaredDecoder && declaredName !== "utf-8") {
    return { text: declaredDecoder.decode(bytes), charset: declaredName! };
  }
  return {
    text: new TextDecoder("windows-1252").decode(bytes),
    charset: "windows-1252",
    charsetIssue: declared
      ? `declared ${declared} but the content is not valid ${declared}; read as windows-1252`
      : "no charset declared; read as windows-1252",
  };
}
