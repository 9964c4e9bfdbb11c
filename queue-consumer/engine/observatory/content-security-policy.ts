/**
 * Content Security Policy: the policies of the header and of <meta http-equiv> tags, combined.
 * The first problem found decides the result, in this order: invalid (including
 * 'strict-dynamic' without a nonce or hash), unsafe inline or broad script/object sources,
 * http sources for active content, 'unsafe-eval', http sources for images and media, unsafe
 * style sources, then default-src 'none' (+10) or a policy without those problems (+5).
 * A nonce or hash disables 'unsafe-inline' (CSP3); with 'strict-dynamic' it also disables
 * scheme and host sources and 'self' in script-src.
 */
import { type ObservatoryTest, type ScanContext, type TestOutcome, headerLine, headerValues } from "./context";
import { type Csp, DUPLICATE_WARNINGS_KEY, parseCsp, parseCspMeta } from "./csp-parser";
import type { ResultCode } from "./results";

const DANGEROUSLY_BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = ["img-src", "media-src"];
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const PASSING: ResultCode[] = [
  "csp-implemented-with-no-unsafe",
  "csp-implemented-with-no-unsafe-default-src-none",
  "csp-implemented-with-unsafe-inline-in-style-src-only",
  "csp-implemented-with-insecure-scheme-in-passive-content-only",
];

export interface CspAnalysis extends TestOutcome {
  /** The combined policy, directive -> sources (sorted); null when there is none or it is invalid. */
  data: Record<string, string[]> | null;
}

function hasNonceOrHash(sources: Iterable<string>): boolean {
  return [...sources].some((s) => NONCES_HASHES.some((p) => s.startsWith(p)));
}

export function analyzeCsp(ctx: ScanContext): CspAnalysis {
  const response = ctx.auto;
  const outcome = (
    result: ResultCode,
    evidence: string[] = [],
    data: Record<string, string[]> | null = null,
  ): CspAnalysis => ({
    result,
    pass: PASSING.includes(result),
    evidence,
    sourceUrl: response?.url,
    data,
  });
  if (!response) return outcome("csp-not-implemented");

  const headerPolicies = headerValues(response, "content-security-policy");
  const metaPolicies = ctx.markup?.cspMeta ?? [];
  const evidence = [
    ...headerPolicies.map((p) => headerLine("content-security-policy", p)),
    ...metaPolicies.map((p) => `<meta http-equiv="Content-Security-Policy" content="${p}">`),
  ];

  let csp: Csp;
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies]);
  } catch {
    return outcome("csp-header-invalid", evidence);
  }
  const headerOnly = tryParse(() => parseCsp(headerPolicies));
  const metaOnly = tryParse(() => parseCspMeta(metaPolicies));
  // A <meta> policy holding only directives it may not set counts as no policy.
  if (headerOnly.size + metaOnly.size === 0) {
    const reportOnly = response.headers["content-security-policy-report-only"];
    if (reportOnly)
      return outcome("csp-not-implemented-but-reporting-enabled", [
        headerLine("content-security-policy-report-only", reportOnly),
      ]);
    return outcome("csp-not-implemented", evidence);
  }

  let result: ResultCode | null = null;
  const set = (r: ResultCode) => {
    if (result === null) result = r;
  };
  const objectSrc = csp.get("object-src") ?? csp.get("default-src") ?? new Set(["*"]);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? new Set(["*"]);
  const styleSrc = csp.get("style-src") ?? csp.get("default-src") ?? new Set(["*"]);

  for (const list of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(list) && list.has("'unsafe-inline'")) list.delete("'unsafe-inline'");
  }
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((s) => source.startsWith(s)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      ) {
        scriptSrc.delete(source);
      }
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    set("csp-header-invalid");
  }

  const active = [...csp.entries()]
    .filter(([directive]) => !PASSIVE_DIRECTIVES.includes(directive) && directive !== "script-src")
    .flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = PASSIVE_DIRECTIVES.flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? new Set<string>())]);
  const https = ctx.sessionUrl.protocol === "https:";
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    set("csp-implemented-with-unsafe-inline");
  }
  if (https && active.some(insecure)) set("csp-implemented-with-insecure-scheme");
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) set("csp-implemented-with-unsafe-eval");
  if (https && passive.some(insecure)) set("csp-implemented-with-insecure-scheme-in-passive-content-only");
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) set("csp-implemented-with-unsafe-inline-in-style-src-only");
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) set("csp-implemented-with-no-unsafe-default-src-none");
  else set("csp-implemented-with-no-unsafe");

  let final: ResultCode = result!;
  const pass = PASSING.includes(final);
  if (pass && csp.has(DUPLICATE_WARNINGS_KEY)) final = "csp-implemented-but-duplicate-directives";

  const data: Record<string, string[]> = {};
  for (const [key, value] of csp) if (key !== DUPLICATE_WARNINGS_KEY) data[key] = [...value].sort();
  return { result: final, pass, evidence, sourceUrl: response.url, data };
}

function tryParse(parse: () => Csp): Csp {
  try {
    return parse();
  } catch {
    return new Map();
  }
}

export const contentSecurityPolicy: ObservatoryTest = {
  name: "content-security-policy",
  title: "Content Security Policy (CSP)",
  run: analyzeCsp,
};
