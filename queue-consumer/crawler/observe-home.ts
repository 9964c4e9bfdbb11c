/**
 * Round 1 of a crawl, beside the main page: the home page as Mozilla's HTTP Observatory reads
 * it, for the header grade (engine/observatory).
 *   - `https://HOST/` and `http://HOST/`, redirects followed (up to 10, as the scanner does;
 *     every hop through the public-host check), each hop's Set-Cookie kept. When the user's
 *     address is one of them, the main page's response is used instead of a second request.
 *   - one CORS preflight (OPTIONS with the scanner's Origin) to the graded session's final URL;
 *   - the HSTS preload status of the host and of every host the http redirects visit, from
 *     deps.hstsPreload (KV-cached public status API); without it (offline, replay) "unknown".
 * These are requests for the page the user asked for (as a browser makes them), so like the main
 * page they are sent even when robots.txt disallows crawling. robots.txt itself is not read for
 * the grade: the scanner fetches it without its cookie jar, so its cookies never count.
 * Nothing here throws: a failure is recorded on the session.
 */
import { CORS_ORIGIN } from "../engine/observatory/cross-origin-resource-sharing";
import type { ObservatoryInput, ObservedSession, PreloadStatus } from "../engine/observatory/types";
import type { CrawlState } from "./crawl-state";
import { FetchFailure, type FetchedResponse, TLS_FAILURE } from "./fetcher";

/** The scanner follows at most 10 redirects per session. */
const SESSION_REDIRECTS = 10;
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export async function observeHome(
  s: CrawlState,
  start: URL,
  mainRes: Promise<FetchedResponse | null>,
): Promise<ObservatoryInput> {
  const hostname = start.hostname;
  const session = (url: string): Promise<Observed> =>
    start.href === url
      ? mainRes.then((res) => (res ? fromResponse(url, res) : failed(url, "not fetched")))
      : fetchSession(s, url);
  const [httpsRead, httpRead] = await Promise.all([session(`https://${hostname}/`), session(`http://${hostname}/`)]);
  const https = httpsRead.session;
  const http = httpRead.session;
  const { session: graded, body } = https.response ? httpsRead : httpRead;
  if (graded.response && body) {
    const ct = (graded.response.headers["content-type"] ?? "").split(";")[0]!;
    // The scanner reads every body as UTF-8.
    if (HTML_TYPES.has(ct)) graded.response.body = new TextDecoder().decode(body);
  }
  // No preflight for a page the Observatory would not grade anyway (an error page).
  const status = graded.response?.status ?? 0;
  const gradable = status >= 200 && (status < 400 || status === 401 || status === 403);
  const finalUrl = graded.route[graded.route.length - 1]?.url;
  const [cors, preload] = await Promise.all([
    finalUrl && gradable ? preflight(s, finalUrl) : Promise.resolve(null),
    preloadStatuses(s, [hostname, ...http.route.map((r) => new URL(r.url).hostname)]),
  ]);
  return { hostname, http, https, cors, corsRequestOrigin: null, preload };
}

/** A session and the raw body of its final response (decoded only for the graded one). */
interface Observed {
  session: ObservedSession;
  body?: Uint8Array;
}

function fromResponse(startUrl: string, res: FetchedResponse): Observed {
  const session: ObservedSession = {
    startUrl,
    route: [
      ...res.hops.map((h) => ({ url: h.url, status: h.status, setCookies: h.setCookies })),
      { url: res.url, status: res.status, setCookies: res.setCookies },
    ],
    response: { url: res.url, status: res.status, headers: res.headers, setCookies: res.setCookies },
  };
  return { session, body: res.body };
}

function failed(startUrl: string, error: string, invalidCert = false): Observed {
  return { session: { startUrl, route: [], error, invalidCert: invalidCert || undefined } };
}

async function fetchSession(s: CrawlState, url: string): Promise<Observed> {
  try {
    const res = await s.client.get(url, {
      maxBytes: s.limits.maxHtmlBytes,
      timeoutMs: s.limits.mainTimeoutMs,
      maxRedirects: SESSION_REDIRECTS,
    });
    return fromResponse(url, res);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return failed(url, message, err instanceof FetchFailure && message.includes(TLS_FAILURE));
  }
}

async function preflight(s: CrawlState, url: string) {
  try {
    const res = await s.client.get(url, {
      method: "OPTIONS",
      headers: { origin: CORS_ORIGIN, "access-control-request-method": "GET" },
      maxBytes: 64_000,
      timeoutMs: 5000,
      maxRedirects: SESSION_REDIRECTS,
    });
    return { url: res.url, status: res.status, headers: res.headers, setCookies: res.setCookies };
  } catch {
    return null;
  }
}

async function preloadStatuses(s: CrawlState, hosts: string[]): Promise<Record<string, PreloadStatus>> {
  const lookup = s.deps.hstsPreload;
  const unique = [...new Set(hosts)];
  const statuses = await Promise.all(
    unique.map((h) => (lookup ? lookup(h).catch(() => "unknown" as const) : ("unknown" as const))),
  );
  return Object.fromEntries(unique.map((h, i) => [h, statuses[i]!]));
}
