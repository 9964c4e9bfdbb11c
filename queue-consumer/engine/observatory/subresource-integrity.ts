/**
 * Subresource Integrity of the graded page's script tags.
 *
 * A script is "foreign" when its address is protocol-relative (//host/...) or a full http(s)
 * address whose registrable domain differs from the scanned host's; relative addresses are
 * the site's own. Foreign scripts decide the result, worst first: without integrity over
 * http or //: -50; with integrity over http or //: -20; without integrity over https: -5.
 * With none of those, integrity on the site's own https scripts or on every foreign script
 * earns +5; scripts only from the site's own domain without integrity are 0.
 *
 * Addresses are read as the scanner's HTML library reflects script.src: resolved against
 * the document's base (about:blank unless a <base href> is absolute), else kept as written.
 */
import { getDomain } from "tldts";
import { type ObservatoryTest, type ScanContext, type TestOutcome, HTML_TYPES, mimeOf, onlyIfWorse } from "./context";
import { reflectedSrc } from "./markup";
import type { ResultCode } from "./results";

const GOODNESS: ResultCode[] = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  "sri-not-implemented-response-not-html",
];

const PASSING: ResultCode[] = [
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-not-implemented-response-not-html",
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  "sri-not-implemented-but-no-scripts-loaded",
];

const RELATIVE_PROTOCOL = /^(\/\/)[^/]/;
const FULL_URL = /^https?:\/\//;

function describe(src: string, integrity: string | null): string {
  return `<script src="${src}"${integrity ? ` integrity="${integrity}"` : ""}>`;
}

export function analyzeSri(ctx: ScanContext): TestOutcome {
  const response = ctx.auto;
  const done = (result: ResultCode, evidence: string[] = []): TestOutcome => ({
    result,
    pass: PASSING.includes(result),
    evidence,
    sourceUrl: response?.url,
  });
  if (!response) return done("sri-not-implemented-but-no-scripts-loaded");
  if (!HTML_TYPES.has(mimeOf(response))) return done("sri-not-implemented-response-not-html");
  const markup = ctx.markup;
  if (markup?.unparseable) return done("html-not-parseable");
  const scripts = markup?.scripts ?? [];
  if (scripts.length === 0) return done("sri-not-implemented-but-no-scripts-loaded");

  const hostDomain = getDomain(ctx.hostname);
  const secureSession = ctx.sessionUrl.protocol === "https:";
  let result: ResultCode | null = null;
  let foreignScripts = false;
  const evidence: string[] = [];
  for (const script of scripts) {
    const src = script.src === null ? "" : reflectedSrc(script.src, markup!.baseUrl);
    if (!src) continue;
    const integrity = script.integrity;
    let relativeOrigin = false;
    let relativeProtocol = false;
    let sameDomain = false;
    if (RELATIVE_PROTOCOL.test(src)) {
      relativeProtocol = true;
      sameDomain = true;
    } else if (FULL_URL.test(src)) {
      sameDomain = getDomain(src) === hostDomain;
    } else {
      relativeOrigin = true;
      sameDomain = true;
    }
    const secureOrigin = relativeOrigin || (sameDomain && !relativeProtocol);
    if (!secureOrigin) foreignScripts = true;
    const scheme = !relativeProtocol && !relativeOrigin ? new URL(src).protocol : null;
    const secureScheme = scheme === "https:" || (relativeOrigin && secureSession);

    if (!secureOrigin) {
      evidence.push(describe(src, integrity));
      if (integrity && !secureScheme)
        result = onlyIfWorse("sri-implemented-but-external-scripts-not-loaded-securely", result, GOODNESS);
      else if (!integrity && secureScheme) {
        result = onlyIfWorse("sri-not-implemented-but-external-scripts-loaded-securely", result, GOODNESS);
      } else if (!integrity && !secureScheme) {
        result = onlyIfWorse("sri-not-implemented-and-external-scripts-not-loaded-securely", result, GOODNESS);
      }
    } else if (integrity && secureScheme && !result) {
      // A bonus even for the site's own scripts.
      result = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  result ??= foreignScripts
    ? "sri-implemented-and-external-scripts-loaded-securely"
    : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  return done(result, evidence);
}

export const subresourceIntegrity: ObservatoryTest = {
  name: "subresource-integrity",
  title: "Subresource Integrity",
  run: analyzeSri,
};
