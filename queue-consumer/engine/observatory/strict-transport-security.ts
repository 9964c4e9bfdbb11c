/**
 * Strict-Transport-Security of the https session's final response. A preloaded host passes
 * whatever the header says (+5). Otherwise: no https -20, certificate error -20, no header
 * -20, a header without max-age or set twice (a comma) -20, max-age under 15552000 s -10,
 * else 0. As in the scanner, a max-age that is not a number counts as long enough.
 */
import { type ObservatoryTest, type ScanContext, type TestOutcome, headerLine, headerValues } from "./context";
import type { ResultCode } from "./results";

/** Six months is 15768000 s, but many sites use 15552000 (180 days); the scanner accepts those. */
export const SIX_MONTHS = 15_552_000;

export interface HstsAnalysis extends TestOutcome {
  maxAge: number | null;
  includeSubDomains: boolean;
  preload: boolean;
}

export function analyzeHsts(ctx: ScanContext): HstsAnalysis {
  const response = ctx.https;
  let result: ResultCode = "hsts-not-implemented";
  let maxAge: number | null = null;
  let includeSubDomains = false;
  let preload = false;
  const evidence: string[] = [];
  const header = headerValues(response, "strict-transport-security");
  if (!response) result = "hsts-not-implemented-no-https";
  else if (!response.verified) result = "hsts-invalid-cert";
  else if (header.length > 0) {
    const data = header[0]!.slice(0, 1024);
    evidence.push(headerLine("strict-transport-security", header[0]!));
    for (const parameter of data.split(";").map((p) => p.trim().toLowerCase())) {
      if (parameter.startsWith("max-age=")) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
      else if (parameter === "includesubdomains") includeSubDomains = true;
      else if (parameter === "preload") preload = true;
    }
    if (data.includes(",") || maxAge === null) result = "hsts-header-invalid";
    else
      result =
        maxAge < SIX_MONTHS
          ? "hsts-implemented-max-age-less-than-six-months"
          : "hsts-implemented-max-age-at-least-six-months";
  }
  let preloadUnknown = false;
  if (response) {
    const status = ctx.preload(ctx.hostname);
    if (status === "preloaded") result = "hsts-preloaded";
    preloadUnknown = status === "unknown";
  }
  return {
    result,
    pass: result === "hsts-implemented-max-age-at-least-six-months" || result === "hsts-preloaded",
    evidence,
    sourceUrl: response?.url,
    preloadUnknown: preloadUnknown || undefined,
    maxAge,
    includeSubDomains,
    preload,
  };
}

export const strictTransportSecurity: ObservatoryTest = {
  name: "strict-transport-security",
  title: "Strict Transport Security (HSTS)",
  run: analyzeHsts,
};
