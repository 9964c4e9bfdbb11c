/**
 * The host-name check (checkPublicUrl) cannot see where a name points: a public-looking name
 * can resolve to 10.0.0.5 or 169.254.169.254. Where a DNS-over-HTTPS resolver is configured
 * (DNS_RESOLVER_URL, JSON API as Cloudflare's and Google's resolvers serve it), every request
 * of the crawler (and every webhook delivery) first resolves its host (A and AAAA) and is refused
 * when any answer is not a public address. It wraps the fetch the crawler is given, so every redirect hop and every
 * request of a rendered page (which goes through the same fetcher) is checked.
 *
 * The name is resolved again by the platform when the request is made; a resolver answering
 * differently in between (DNS rebinding) is not caught here. Production Workers cannot reach
 * private addresses in any case; this stops the crawler asking.
 */
import { isPrivateAddress } from "@core/contract/ip";
import { dohQuery } from "./dns-over-https";

/** The host resolves to an address we do not visit. */
export class PrivateAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, a private or reserved address`);
    this.name = "PrivateAddressError";
  }
}

// The resolver could not answer, so the address could not be checked (the request is not made).
export { ResolverError } from "./dns-over-https";

export interface DnsCheckOptions {
  /** e.g. https://cloudflare-dns.com/dns-query */
  resolverUrl: string;
  /** The network for the resolver's own requests (never the checked fetch). */
  fetch: typeof fetch;
  timeoutMs?: number;
  /** How long an answer is reused. */
  cacheMs?: number;
}

/** A fetch that refuses hosts resolving to private addresses before asking `inner`. */
export function withDnsCheck(inner: typeof fetch, options: DnsCheckOptions): typeof fetch {
  const cache = new Map<string, { at: number; addresses: Promise<string[]> }>();
  const cacheMs = options.cacheMs ?? 60_000;
  const resolve = (host: string) => {
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < cacheMs) return hit.addresses;
    const ask = { resolverUrl: options.resolverUrl, fetch: options.fetch, timeoutMs: options.timeoutMs };
    const addresses = Promise.all([dohQuery(host, "A", ask), dohQuery(host, "AAAA", ask)]).then(([v4, v6]) => [
      ...v4,
      ...v6,
    ]);
    cache.set(host, { at: Date.now(), addresses });
    addresses.catch(() => cache.delete(host));
    return addresses;
  };
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input as RequestInfo, init);
    // With the recorded-web replay the wire address is the replay server; the host that
    // matters is the one the crawler means.
    const target = new URL(request.headers.get("x-original-url") ?? request.url);
    const host = target.hostname.replace(/^\[|\]$/g, "");
    for (const address of await resolve(host)) {
      if (isPrivateAddress(address)) throw new PrivateAddressError(host, address);
    }
    return inner(input, init);
  }) as typeof fetch;
}
