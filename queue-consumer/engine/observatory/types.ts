/**
 * What Mozilla's HTTP Observatory looks at, as plain data the crawler fills in
 * (queue-consumer/crawler/observatory.ts) and tests build by hand.
 *
 * The Observatory scans a host name, not a page: it requests `http://HOST/` and `https://HOST/`,
 * following redirects (each is a "session" with its own cookie jar), grades the https
 * session's final response when https answered (else the http one; this is the "auto"
 * response), reads that page's HTML for script tags and <meta> policies, and sends one CORS
 * preflight (OPTIONS) to the auto session's final URL.
 */

/** One response: lower-case header names, repeated headers joined with ", " (as fetch does). */
export interface ObservedResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  /** Each Set-Cookie line separately. */
  setCookies: string[];
}

/** One request of a session's redirect chain, as the scanner records it (redirectHistory). */
export interface RouteEntry {
  url: string;
  status: number;
  /** Set-Cookie lines of that response: every response of the session fills its cookie jar. */
  setCookies: string[];
}

export interface ObservedSession {
  /** `http://HOST/` or `https://HOST/`. */
  startUrl: string;
  /** Every response from the first request to the final one; empty when nothing answered. */
  route: RouteEntry[];
  /** The final response (after redirects); absent when the session could not connect. */
  response?: ObservedResponse & {
    /** The decoded body, when the response is HTML (only the auto response's body is read). */
    body?: string;
  };
  /** The TLS certificate of a host on the way could not be verified. */
  invalidCert?: boolean;
  /** Why the session failed, for the report. */
  error?: string;
}

/** Whether a host is on the HSTS preload list (Chromium's, which Mozilla uses). */
export type PreloadStatus = "preloaded" | "not_preloaded" | "unknown";

export interface ObservatoryInput {
  /** The host name scanned (the vendor's address as given, without port). */
  hostname: string;
  http: ObservedSession;
  https: ObservedSession;
  /** The answer to the CORS preflight, or null when there was none. */
  cors: ObservedResponse | null;
  /**
   * The Origin header the scanner can read back from its preflight request. Mozilla's scanner
   * 1.4.8 reads it from the HTTP client's request object, which carries no headers, so this is
   * null for a real scan (a reflected origin then counts as restricted access); Mozilla's own
   * unit tests set it.
   */
  corsRequestOrigin: string | null;
  /** HSTS preload status per host name (the scanned host and every host the http route visits). */
  preload: Record<string, PreloadStatus>;
}

/** One script element of the page, attributes as written (null when absent). */
export interface ScriptTag {
  src: string | null;
  integrity: string | null;
  crossorigin: string | null;
}

/** What the scanner reads from the auto response's HTML. */
export interface PageMarkup {
  /** Every script element, including inline ones (src null), in document order. */
  scripts: ScriptTag[];
  /** Content-Security-Policy given in <meta http-equiv>, in document order. */
  cspMeta: string[];
  /** The last <meta name="referrer"> content, if any. */
  referrerMeta: string | null;
  /**
   * Mozilla's HTML library (jsdom 26) throws on this page, which the scanner reports as
   * html-not-parseable; its <meta> policies are then not read either.
   */
  unparseable: boolean;
}
