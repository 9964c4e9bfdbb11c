/**
 * IP address helpers shared by the rate limits (client networks) and the crawler (addresses a
 * host name resolves to). Text in, text out; no platform APIs.
 */

/** The 8 groups of an IPv6 address (lower case, without leading zeros), or null when it is not one. */
export function expandIpv6(address: string): string[] | null {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part takes the last two groups.
  const v4 = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (v4) {
    const [b1, b2, b3, b4] = v4.slice(1).map(Number) as [number, number, number, number];
    if ([b1, b2, b3, b4].some((b) => b > 255)) return null;
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

function ipv4Octets(address: string): number[] | null {
  const m = address.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (!m) return null;
  const octets = m.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose and friends). */
const PRIVATE_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

function inV4Range(octets: number[], [base, bits]: [number[], number]): boolean {
  const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
  const net = ((base[0]! << 24) | (base[1]! << 16) | (base[2]! << 8) | base[3]!) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (value & mask) === (net & mask);
}

/**
 * Whether an address is loopback, private, link-local, shared, documentation, multicast,
 * reserved or otherwise not a public internet host. Unparseable text counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const v4 = ipv4Octets(a);
  if (v4) return PRIVATE_V4.some((range) => inV4Range(v4, range));
  const groups = expandIpv6(a);
  if (!groups) return true;
  const words = groups.map((g) => parseInt(g, 16));
  const embeddedV4 = () => [words[6]! >> 8, words[6]! & 255, words[7]! >> 8, words[7]! & 255].join(".");
  if (words.every((w) => w === 0)) return true; // ::
  if (words.slice(0, 7).every((w) => w === 0) && words[7] === 1) return true; // ::1
  if (words.slice(0, 5).every((w) => w === 0) && (words[5] === 0xffff || words[5] === 0))
    return isPrivateAddress(embeddedV4()); // mapped / compatible
  if (words.slice(0, 4).every((w) => w === 0) && words[4] === 0xffff && words[5] === 0)
    return isPrivateAddress(embeddedV4()); // ::ffff:0:a.b.c.d, IPv4-translated (RFC 2765)
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((w) => w === 0))
    return isPrivateAddress(embeddedV4()); // NAT64
  if (words[0] === 0x64 && words[1] === 0xff9b && words[2] === 1) return true; // 64:ff9b:1::/48, local-use NAT64 (RFC 8215)
  if (words[0] === 0x2001 && words[1] === 0) return true; // 2001::/32, Teredo: a tunnel to an IPv4 host
  const first = words[0]!;
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x2001 && words[1] === 0xdb8) return true; // documentation
  if (first === 0x100 && words.slice(1, 4).every((w) => w === 0)) return true; // discard prefix
  if (first === 0x2002)
    return isPrivateAddress([words[1]! >> 8, words[1]! & 255, words[2]! >> 8, words[2]! & 255].join(".")); // 6to4
  return false;
}
