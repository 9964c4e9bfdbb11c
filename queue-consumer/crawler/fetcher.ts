/**
 * Every request the crawler makes goes through here: public-host check, robots.txt, manual
 * redirects (each hop re-checked), per-host and global concurrency, per-request and overall
 * time limits, a byte cap per body, a clear User-Agent, and the replay rewrite for tests.
 *
 * Replay: with `replayOrigin` set, https://HOST/PATH?Q is requested as
 * `${replayOrigin}/HOST/PATH?Q` with `x-original-url`. Everything reported (final URL, redirect
 * chain, Location resolution) stays in original URLs; only the wire address is rewritten.
 */
import { checkPublicUrl } from "@core/contract/url";
import { PrivateAddressError, ResolverError } from "./dns-check";
import { Limiter } from "./limiter";

export const USER_AGENT = "Mozilla/5.0 (compatible; RapidRiskReview/1.0; vendor risk review crawler)";
/** The token matched against robots.txt User-agent lines. */
export const ROBOTS_TOKEN = "rapidriskreview";
export const MAX_REDIRECTS = 5;

export type FailureKind =
  | "refused"
  | "timeout"
  | "network"
  | "redirect_loop"
  | "too_many_redirects"
  | "robots"
  | "deadline";

export class FetchFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    /** The original URL the failure is about (the refused hop, the URL that timed out...). */
    readonly url: string,
    message: string,
    /** URLs requested before the failure (redirect chain so far). */
    readonly chain: string[] = [],
  ) {
    super(message);
    this.name = "FetchFailure";
  }
}

export interface FetchedResponse {
  requestedUrl: string;
  /** Final original URL. */
  url: string;
  /** Original URLs of every hop, first to last. */
  chain: string[];
  /** Status, Location and Set-Cookie lines of each redirect hop. */
  hops: { url: string; status: number; location: string; setCookies: string[] }[];
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  contentType: string;
  body: Uint8Array;
  truncated: boolean;
}

export interface GetOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Asked before each hop; false means robots.txt disallows the URL. */
  allowed?: (url: URL) => boolean;
  /** Do not follow redirects; return the 3xx response itself. */
  noRedirect?: boolean;
  /** Redirects followed at most (default MAX_REDIRECTS). */
  maxRedirects?: number;
  accept?: string;
  /** GET unless said otherwise (the header grade sends one CORS preflight, OPTIONS). */
  method?: "GET" | "OPTIONS";
  /** Extra request headers. */
  headers?: Record<string, string>;
}

/** How a failed TLS handshake (e.g. an unverifiable certificate) is described in FetchFailure messages. */
export const TLS_FAILURE = "the secure connection failed";

export interface CrawlClientDeps {
  fetch: typeof fetch;
  replayOrigin?: string;
  /** Epoch ms after which no request starts and running ones are cut. */
  deadline: number;
  limiter?: Limiter;
}

export function wireUrl(original: URL, replayOrigin?: string): string {
  if (!replayOrigin) return original.href;
  return `${replayOrigin.replace(/\/+$/, "")}/${original.host}${original.pathname}${original.search}`;
}

export class CrawlClient {
  requests = 0;
  readonly limiter: Limiter;

  constructor(private readonly deps: CrawlClientDeps) {
    this.limiter = deps.limiter ?? new Limiter(6, 4);
  }

  get deadline() {
    return this.deps.deadline;
  }

  remainingMs(): number {
    return this.deps.deadline - Date.now();
  }

  /** GET with manual redirects. Throws FetchFailure; HTTP error statuses are returned, not thrown. */
  async get(url: string, opts: GetOptions): Promise<FetchedResponse> {
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      throw new FetchFailure("refused", url, `${url} is not a valid address.`);
    }
    current.hash = "";
    const chain: string[] = [];
    const hops: FetchedResponse["hops"] = [];
    const seen = new Set<string>();
    for (let hop = 0; ; hop++) {
      const check = checkPublicUrl(current);
      if (!check.ok) {
        throw new FetchFailure(
          "refused",
          current.href,
          hop === 0
            ? `${current.href} was not requested: ${check.reason}`
            : `A redirect to ${current.href} was refused: ${check.reason}`,
          chain,
        );
      }
      if (opts.allowed && !opts.allowed(current)) {
        throw new FetchFailure("robots", current.href, `robots.txt disallows ${current.href} for our crawler.`, chain);
      }
      seen.add(current.href);
      chain.push(current.href);
      const res = await this.hop(current, opts, chain);
      if (res.location === null || opts.noRedirect) {
        return { ...res.response, requestedUrl: url, url: current.href, chain, hops };
      }
      let next: URL;
      try {
        next = new URL(res.location, current);
      } catch {
        throw new FetchFailure("network", current.href, `${current.href} redirected to an invalid address.`, chain);
      }
      next.hash = "";
      hops.push({
        url: current.href,
        status: res.response.status,
        location: res.location,
        setCookies: res.response.setCookies,
      });
      if (seen.has(next.href)) {
        throw new FetchFailure(
          "redirect_loop",
          current.href,
          `${url} redirects in a loop (${current.href} -> ${next.href}).`,
          chain,
        );
      }
      const maxRedirects = opts.maxRedirects ?? MAX_REDIRECTS;
      if (hop + 1 > maxRedirects) {
        throw new FetchFailure(
          "too_many_redirects",
          current.href,
          `${url} redirected more than ${maxRedirects} times.`,
          chain,
        );
      }
      current = next;
    }
  }

  /**
   * One network request under the limits, body included: the slot is held until the body is
   * read (or dropped, for a redirect), because an unread body keeps its connection open.
   */
  private async hop(
    u: URL,
    opts: GetOptions,
    chain: string[],
  ): Promise<{ location: string | null; response: Omit<FetchedResponse, "requestedUrl" | "url" | "chain" | "hops"> }> {
    const late = () =>
      new FetchFailure("deadline", u.href, `${u.href} was not fetched: the crawl time limit was reached.`, chain);
    if (this.remainingMs() <= 0) throw late();
    return this.limiter.run(u.hostname, async () => {
      const remaining = this.remainingMs();
      if (remaining <= 0) throw late();
      const timeout = Math.min(opts.timeoutMs, remaining);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeout);
      const headers: Record<string, string> = {
        "user-agent": USER_AGENT,
        accept: opts.accept ?? "text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,*/*;q=0.5",
        "accept-language": "en;q=1, *;q=0.5",
        ...opts.headers,
      };
      if (this.deps.replayOrigin) headers["x-original-url"] = u.href;
      this.requests++;
      let res: Response;
      try {
        res = await this.deps.fetch(wireUrl(u, this.deps.replayOrigin), {
          method: opts.method ?? "GET",
          headers,
          redirect: "manual",
          signal: controller.signal,
        });
      } catch (err) {
        clearTimeout(timer);
        // Where a DNS-over-HTTPS check wraps the fetch (dns-check.ts): refused before any request.
        if (err instanceof PrivateAddressError) {
          // Not requested: the chain is the hops before this one, as for a refused name.
          const before = chain.slice(0, -1);
          const what = before.length ? `A redirect to ${u.href} was refused` : `${u.href} was not requested`;
          throw new FetchFailure("refused", u.href, `${what}: ${err.message}.`, before);
        }
        if (err instanceof ResolverError) {
          throw new FetchFailure("network", u.href, `${u.href} could not be checked (${err.message}).`, chain);
        }
        if (controller.signal.aborted) {
          throw new FetchFailure("timeout", u.href, `${u.href} did not answer within ${seconds(timeout)} s.`, chain);
        }
        throw new FetchFailure("network", u.href, `${u.href} could not be reached (${describe(err)}).`, chain);
      }
      try {
        const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
        const headersOut: Record<string, string> = {};
        res.headers.forEach((value, name) => {
          if (name !== "set-cookie") headersOut[name] = value;
        });
        const setCookies = typeof res.headers.getSetCookie === "function" ? res.headers.getSetCookie() : [];
        let body: Uint8Array = new Uint8Array(0);
        let truncated = false;
        if (location !== null && !opts.noRedirect) await res.body?.cancel().catch(() => {});
        else ({ body, truncated } = await readCapped(res, opts.maxBytes, controller.signal));
        return {
          location,
          response: {
            status: res.status,
            headers: headersOut,
            setCookies,
            contentType: (res.headers.get("content-type") ?? "").toLowerCase(),
            body,
            truncated,
          },
        };
      } catch (err) {
        if (controller.signal.aborted) {
          throw new FetchFailure(
            "timeout",
            u.href,
            `${u.href} did not finish sending its content within ${seconds(timeout)} s.`,
            chain,
          );
        }
        throw new FetchFailure(
          "network",
          u.href,
          `${u.href} broke off while sending its content (${describe(err)}).`,
          chain,
        );
      } finally {
        clearTimeout(timer);
      }
    });
  }
}

function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

/** Reads at most maxBytes of a body, then cancels the rest. */
async function readCapped(
  res: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ body: Uint8Array; truncated: boolean }> {
  if (!res.body) return { body: new Uint8Array(0), truncated: false };
  const reader = res.body.getReader();
  // A fetch signal does not always reach a body that is already streaming: cancel it ourselves.
  const onAbort = () => void reader.cancel().catch(() => {});
  signal.addEventListener("abort", onAbort);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  for (;;) {
    if (signal.aborted) throw new Error("aborted");
    const { done, value } = await reader.read();
    if (signal.aborted) throw new Error("aborted");
    if (done) break;
    if (!value || value.byteLength === 0) continue;
    if (total + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - total));
      total = maxBytes;
      truncated = true;
      await reader.cancel().catch(() => {});
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  signal.removeEventListener("abort", onAbort);
  const body = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.byteLength;
  }
  return { body, truncated };
}

function describe(err: unknown): string {
  const msg = err instanceof Error ? err.message : String(err);
  if (/ENOTFOUND|getaddrinfo|DNS|name not resolved/i.test(msg)) return "the domain does not resolve";
  if (/ECONNREFUSED|refused/i.test(msg)) return "the connection was refused";
  if (/reset|ECONNRESET|closed|disconnected|EOF/i.test(msg)) return "the connection was closed";
  if (/certificate|TLS|SSL/i.test(msg)) return TLS_FAILURE;
  return "network error";
}
