/**
 * DNS over HTTPS with the JSON API that Cloudflare's and Google's resolvers serve
 * (`GET <resolver>?name=<name>&type=<type>`, `accept: application/dns-json`). Used by the crawler
 * (where a host points) and by the domain check (a TXT record). Workers have no other resolver.
 */

/** The resolver could not answer, so nothing could be checked. */
export class ResolverError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ResolverError";
  }
}

const TYPE_CODES = { A: 1, AAAA: 28, TXT: 16 } as const;
export type RecordType = keyof typeof TYPE_CODES;

interface DnsJson {
  Status?: number;
  Answer?: { type?: number; data?: string }[];
}

export interface DohOptions {
  /** e.g. https://cloudflare-dns.com/dns-query */
  resolverUrl: string;
  /** The network for the resolver's own requests. */
  fetch: typeof fetch;
  timeoutMs?: number;
}

/** The data of the answers of one type ([] for a name that does not exist). */
export async function dohQuery(name: string, type: RecordType, options: DohOptions): Promise<string[]> {
  const url = new URL(options.resolverUrl);
  url.searchParams.set("name", name);
  url.searchParams.set("type", type);
  let body: DnsJson;
  try {
    const res = await options.fetch(url.href, {
      headers: { accept: "application/dns-json" },
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    if (!res.ok) throw new ResolverError(`the DNS resolver answered HTTP ${res.status}`);
    body = (await res.json()) as DnsJson;
  } catch (err) {
    if (err instanceof ResolverError) throw err;
    throw new ResolverError("the DNS resolver could not be reached");
  }
  // NXDOMAIN: the name does not exist, so it has no records.
  if (body.Status === 3) return [];
  if (body.Status !== 0) throw new ResolverError(`the DNS resolver could not resolve ${name} (status ${body.Status})`);
  const code = TYPE_CODES[type];
  return (body.Answer ?? []).filter((a) => a.type === code && typeof a.data === "string").map((a) => a.data!);
}

/**
 * A TXT record's text as the JSON API writes it: one or more quoted strings ("a" "b" → "ab"),
 * with backslash escapes; unquoted data is taken as it is.
 */
export function txtRecordText(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));
  return parts.length ? parts.join("") : data.trim();
}

/** Looks up a name's TXT records: their texts. */
export type ResolveTxt = (name: string) => Promise<string[]>;

export function dohTxtResolver(options: DohOptions): ResolveTxt {
  return async (name) => (await dohQuery(name, "TXT", options)).map(txtRecordText);
}
