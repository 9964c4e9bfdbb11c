import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { expandIpv6 } from "@core/contract/ip";

/** The client's address as the edge saw it (wrangler dev sets it too). */
export function clientAddress(headers: Headers): string {
  return headers.get("cf-connecting-ip") ?? headers.get("x-real-ip") ?? "unknown";
}

/**
 * The network a client address stands for in rate limits: an IPv4 address itself, an IPv6
 * address's /64 (one subscriber usually holds a whole /64, so rotating through it must not
 * buy fresh limits). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientNetwork(address: string): string {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (!a.includes(":")) return a;
  const groups = expandIpv6(a);
  if (!groups) return a;
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** A salted hash of the client's network: enough to rate limit, not enough to identify. */
export function clientKey(headers: Headers, salt = ""): string {
  const digest = sha256(new TextEncoder().encode(`${salt}:${clientNetwork(clientAddress(headers))}`));
  return encodeHexLowerCase(digest).slice(0, 32);
}
