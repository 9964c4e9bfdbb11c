import { LEGACY_ENTITIES, NAMED_ENTITIES_PACKED } from "./entity-table";

let named: Map<string, string> | null = null;
let legacy: Set<string> | null = null;

function table(): Map<string, string> {
  if (named) return named;
  named = new Map();
  for (const pair of NAMED_ENTITIES_PACKED.split(",")) {
    const eq = pair.indexOf("=");
    const cps = pair
      .slice(eq + 1)
      .split(" ")
      .map((h) => Number.parseInt(h, 16));
    named.set(pair.slice(0, eq), String.fromCodePoint(...cps));
  }
  legacy = new Set(LEGACY_ENTITIES);
  return named;
}

/** Code points 0x80-0x9F in numeric references mean windows-1252 characters (WHATWG). */
const C1_REMAP: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

function numeric(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
  return String.fromCodePoint(C1_REMAP[code] ?? code);
}

const REF = /&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([A-Za-z][A-Za-z0-9]{1,31});?)/g;

/**
 * Decodes character references in text content the way a browser does: numeric ones, the
 * full named list, and the legacy names that may omit the semicolon. Unknown names stay as written.
 */
export function decodeEntities(text: string): string {
  if (text.indexOf("&") < 0) return text;
  const map = table();
  return text.replace(REF, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined) return numeric(Number.parseInt(dec, 10));
    if (hex !== undefined) return numeric(Number.parseInt(hex, 16));
    if (name === undefined) return whole;
    const hasSemi = whole.endsWith(";");
    if (hasSemi) {
      const v = map.get(name);
      if (v !== undefined) return v;
    }
    // Without a semicolon (or an unknown name): the longest legacy prefix is decoded, the rest kept.
    for (let len = Math.min(name.length, 6); len >= 2; len--) {
      const prefix = name.slice(0, len);
      if (legacy!.has(prefix)) return map.get(prefix)! + name.slice(len) + (hasSemi ? ";" : "");
    }
    return whole;
  });
}
