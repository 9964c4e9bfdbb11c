/**
 * Hand-built Observatory scans for the conformance tests: a host whose http:// redirects to
 * https:// on the same host, which answers 200 with the headers, cookies and HTML given.
 */
import { buildContext, type ObservatoryTest, type TestOutcome } from "@queue-consumer/engine/observatory/context";
import type {
  ObservatoryInput,
  ObservedSession,
  PreloadStatus,
  RouteEntry,
} from "@queue-consumer/engine/observatory/types";

export interface SiteOptions {
  hostname?: string;
  /** Headers of the graded (final https) response; content-type defaults to text/html. */
  headers?: Record<string, string>;
  body?: string;
  /** Set-Cookie lines of the final response. */
  cookies?: string[];
  /** The https session's route before the final response (redirect hops), with their cookies. */
  httpsHops?: RouteEntry[];
  /** The http session's route (the last entry is the final response); null: no http at all. */
  httpRoute?: [url: string, status: number][] | null;
  /** No https at all: the http session is graded. */
  noHttps?: boolean;
  invalidCert?: "http" | "https";
  /** Headers of the CORS preflight answer; null: no answer. */
  cors?: Record<string, string> | null;
  corsRequestOrigin?: string | null;
  /** Preload status by host; hosts not listed are not preloaded. */
  preload?: Record<string, PreloadStatus>;
  status?: number;
}

export function site(o: SiteOptions = {}): ObservatoryInput {
  const host = o.hostname ?? "acme-notes.com";
  const headers = { "content-type": "text/html; charset=utf-8", ...o.headers };
  const finalHttps = `https://${host}/`;
  const final = { status: o.status ?? 200, headers, setCookies: o.cookies ?? [], body: o.body ?? "" };
  const https: ObservedSession = o.noHttps
    ? { startUrl: finalHttps, route: [], error: "connection refused" }
    : {
        startUrl: o.httpsHops?.[0]?.url ?? finalHttps,
        route: [...(o.httpsHops ?? []), { url: finalHttps, status: final.status, setCookies: final.setCookies }],
        response: { url: finalHttps, ...final },
        invalidCert: o.invalidCert === "https" || undefined,
      };
  const routeSpec: [string, number][] | null =
    o.httpRoute === undefined
      ? [
          [`http://${host}/`, 301],
          [finalHttps, 200],
        ]
      : o.httpRoute;
  let http: ObservedSession;
  if (routeSpec === null) http = { startUrl: `http://${host}/`, route: [], error: "connection refused" };
  else {
    const route = routeSpec.map(([url, status]) => ({ url, status, setCookies: [] as string[] }));
    const last = route[route.length - 1]!;
    const lastIsFinalHttps = last.url === finalHttps && !o.noHttps;
    if (o.noHttps && last.url === `http://${host}/`) last.setCookies = final.setCookies;
    http = {
      startUrl: `http://${host}/`,
      route,
      response:
        lastIsFinalHttps || o.noHttps
          ? { url: last.url, ...final, status: last.status }
          : { url: last.url, status: last.status, headers, setCookies: [] },
      invalidCert: o.invalidCert === "http" || undefined,
    };
  }
  const preload: Record<string, PreloadStatus> = {};
  for (const h of new Set([host, ...(http.route ?? []).map((r) => new URL(r.url).hostname)]))
    preload[h] = "not_preloaded";
  Object.assign(preload, o.preload);
  return {
    hostname: host,
    http,
    https,
    cors:
      o.cors === null || o.cors === undefined
        ? null
        : { url: finalHttps, status: 200, headers: o.cors, setCookies: [] },
    corsRequestOrigin: o.corsRequestOrigin ?? null,
    preload,
  };
}

export function run(test: ObservatoryTest, input: ObservatoryInput): TestOutcome {
  return test.run(buildContext(input));
}
