import basex from "base-x";
import CRC32 from "crc-32";
import ipaddr from "ipaddr.js";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import {
  API_TOKEN_CHECKSUM_LENGTH,
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  API_TOKEN_RANDOM_LENGTH,
  API_TOKEN_SHOWN_PREFIX_LENGTH,
} from "@core/contract/api-tokens";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const base62 = basex(ALPHABET);

/** The CRC32 of the random part in base62, left-padded to 6 characters (as GitHub's tokens carry it). */
function checksum(random: string): string {
  const crc = CRC32.str(random) >>> 0;
  const bytes = new Uint8Array([crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255]);
  return base62.encode(bytes).padStart(API_TOKEN_CHECKSUM_LENGTH, "0");
}

/**
 * A new secret: `rrr_` + 30 random base62 characters (178 bits) + their CRC32. The prefix lets
 * secret scanners recognise a leaked token and the checksum lets them (and us, before any database
 * read) tell a real one from a look-alike.
 */
export function newTokenSecret(): string {
  let random = "";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  while (random.length < API_TOKEN_RANDOM_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(64))) {
      if (byte < 248 && random.length < API_TOKEN_RANDOM_LENGTH) random += ALPHABET[byte % 62];
    }
  }
  return `${API_TOKEN_PREFIX}${random}${checksum(random)}`;
}

/** Whether text has a token's shape and a checksum that matches. */
export function isWellFormedToken(text: string): boolean {
  if (!API_TOKEN_PATTERN.test(text)) return false;
  const body = text.slice(API_TOKEN_PREFIX.length);
  return checksum(body.slice(0, API_TOKEN_RANDOM_LENGTH)) === body.slice(API_TOKEN_RANDOM_LENGTH);
}

/** What is stored and looked up: the SHA-256 of the secret, in hex. */
export function hashToken(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

/** The characters shown to tell tokens apart. */
export function shownPrefix(secret: string): string {
  return secret.slice(0, API_TOKEN_SHOWN_PREFIX_LENGTH);
}

/** The normal form of an address or CIDR range (`203.0.113.7` → `203.0.113.7/32`), or null when it is neither. */
export function normalizeCidr(text: string): string | null {
  try {
    const value = text.trim();
    const [address, bits] = value.includes("/")
      ? ipaddr.parseCIDR(value)
      : (() => {
          const a = ipaddr.parse(value);
          return [a, a.kind() === "ipv4" ? 32 : 128] as const;
        })();
    const network =
      address.kind() === "ipv4"
        ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
        : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
    return `${network.toString()}/${bits}`;
  } catch {
    return null;
  }
}

/** Whether `address` lies in one of the ranges (an empty list allows every address). */
export function addressAllowed(address: string | null, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return true;
  if (!address || !ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return ranges.some((range) => {
    try {
      const [net, bits] = ipaddr.parseCIDR(range);
      return net.kind() === parsed.kind() && parsed.match([net, bits]);
    } catch {
      return false;
    }
  });
}
