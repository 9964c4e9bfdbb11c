import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";

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
  const a = address.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!a.includes(":")) return a;
  const groups = expandIpv6(a);
  if (!groups) return a;
  if (groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff") {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The 8 groups of an IPv6 address (without leading zeros), or null when it is not one. */
function expandIpv6(a: string): string[] | null {
  let text = a;
  // A trailing dotted IPv4 part takes the last two groups.
  const v4 = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [b1, b2, b3, b4] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}

/** A salted hash of the client's network: enough to rate limit, not enough to identify. */
export function clientKey(headers: Headers, salt = ""): string {
  const digest = sha256(new TextEncoder().encode(`${salt}:${clientNetwork(clientAddress(headers))}`));
  return encodeHexLowerCase(digest).slice(0, 32);
}
