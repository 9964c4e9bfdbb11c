/**
 * Cross-Origin Resource Sharing: the answer to one CORS preflight (OPTIONS with an Origin)
 * sent to the graded page. "*" is public access; an allowed origin equal to the requesting
 * one with credentials allowed is universal access (any site can read the page as the
 * visitor, -50); any other value is restricted access.
 *
 * Mozilla's scanner 1.4.8 compares with the Origin header it reads back from its HTTP
 * client's request object, which holds no headers, so on a real scan a reflected origin
 * counts as restricted access. The crawler passes that null (ObservatoryInput.corsRequestOrigin)
 * to give the same grade, and the report notes a reflected origin with credentials.
 */
import { type ObservatoryTest, type ScanContext, type TestOutcome, firstHeader, headerLine } from "./context";
import type { ResultCode } from "./results";

/** The Origin the scanner sends with its preflight. */
export const CORS_ORIGIN = "https://http-observatory.security.mozilla.org";

export function analyzeCors(ctx: ScanContext): TestOutcome {
  const preflight = ctx.cors;
  const acao = firstHeader(preflight, "access-control-allow-origin");
  const credentials = firstHeader(preflight, "access-control-allow-credentials");
  let result: ResultCode = "cross-origin-resource-sharing-not-implemented";
  let note: string | undefined;
  const evidence: string[] = [];
  if (preflight && acao) {
    evidence.push(headerLine("access-control-allow-origin", acao));
    if (credentials !== null) evidence.push(headerLine("access-control-allow-credentials", credentials));
    const value = acao.slice(0, 256).trim().toLowerCase();
    const credentialed = !!credentials && credentials.toLowerCase().trim() === "true";
    if (value === "*") result = "cross-origin-resource-sharing-implemented-with-public-access";
    else if (ctx.corsRequestOrigin && acao === ctx.corsRequestOrigin && credentialed) {
      result = "cross-origin-resource-sharing-implemented-with-universal-access";
    } else {
      result = "cross-origin-resource-sharing-implemented-with-restricted-access";
      if (acao === CORS_ORIGIN && credentialed) {
        note =
          "The page answers any requesting origin with credentials allowed; Mozilla's scanner counts this as restricted access.";
      }
    }
  }
  const pass = result !== "cross-origin-resource-sharing-implemented-with-universal-access";
  return { result, pass, evidence, sourceUrl: preflight?.url, note };
}

export const crossOriginResourceSharing: ObservatoryTest = {
  name: "cross-origin-resource-sharing",
  title: "Cross-Origin Resource Sharing (CORS)",
  run: analyzeCors,
};
