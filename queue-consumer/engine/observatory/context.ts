/**
 * The scan as every test reads it: the responses of the http and https sessions, the graded
 * ("auto") response and its markup, the CORS preflight, and the preload list. Built once per
 * grade (see index.ts); tests are pure functions of it.
 */
import { readMarkup, type ReadMarkup } from "./markup";
import type { ResultCode } from "./results";
import type { ObservatoryInput, ObservedResponse, ObservedSession, PreloadStatus, RouteEntry } from "./types";

export interface ScanResponse extends ObservedResponse {
  /** False when the certificate could not be verified (the scanner then reads it unverified). */
  verified: boolean;
  body?: string;
}

export interface ScanContext {
  hostname: string;
  /** Start URL of the graded session (https://HOST/ when https answered). */
  sessionUrl: URL;
  /** The graded session's route: every response it received, first to last. */
  sessionRoute: RouteEntry[];
  http: ScanResponse | null;
  https: ScanResponse | null;
  /** Route of the http session. */
  httpRoute: RouteEntry[];
  auto: ScanResponse | null;
  cors: ObservedResponse | null;
  corsRequestOrigin: string | null;
  /** The auto response's HTML as the scanner reads it; null when it is not HTML or empty. */
  markup: ReadMarkup | null;
  preload: (host: string) => PreloadStatus;
}

/** What a test found. */
export interface TestOutcome {
  result: ResultCode;
  pass: boolean;
  /** The header lines (or tags) the result was read from. */
  evidence: string[];
  /** The address those were read from. */
  sourceUrl?: string;
  /** The result depends on the HSTS preload list, which could not be checked. */
  preloadUnknown?: boolean;
  /** Something a reviewer should know beyond the result. */
  note?: string;
}

export interface ObservatoryTest {
  /** Mozilla's test name (content-security-policy, cookies, ...). */
  name: string;
  title: string;
  run: (ctx: ScanContext) => TestOutcome;
}

/** MIME types the scanner treats as HTML (compared case-sensitively, before any ";"). */
export const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export function mimeOf(response: ObservedResponse | null): string {
  return (response?.headers["content-type"] ?? "").split(";")[0]!;
}

/** A header's values (one, as fetch joins repeated headers), or none. */
export function headerValues(response: ObservedResponse | null | undefined, name: string): string[] {
  const value = response?.headers[name];
  return value === undefined ? [] : [value];
}

export function firstHeader(response: ObservedResponse | null | undefined, name: string): string | null {
  return headerValues(response, name)[0] ?? null;
}

export function headerLine(name: string, value: string): string {
  return `${name}: ${value}`;
}

function scanResponse(session: ObservedSession): ScanResponse | null {
  if (!session.response) return null;
  return { ...session.response, verified: !session.invalidCert };
}

export function buildContext(input: ObservatoryInput): ScanContext {
  const http = scanResponse(input.http);
  const https = scanResponse(input.https);
  const autoSession = https ? input.https : input.http;
  const auto = https ?? http;
  const body = auto?.body;
  const markup = auto && HTML_TYPES.has(mimeOf(auto)) && body ? readMarkup(body) : null;
  return {
    hostname: input.hostname,
    sessionUrl: new URL(autoSession.startUrl),
    sessionRoute: autoSession.route,
    http,
    https,
    httpRoute: input.http.route,
    auto,
    cors: input.cors,
    corsRequestOrigin: input.corsRequestOrigin,
    markup,
    preload: (host) => input.preload[host] ?? "unknown",
  };
}

/** Results ordered from best to worst: keeps the worse of two. */
export function onlyIfWorse(next: ResultCode, current: ResultCode | null, order: ResultCode[]): ResultCode {
  if (!current) return next;
  return order.indexOf(next) > order.indexOf(current) ? next : current;
}
