/**
 * X-Frame-Options of the graded response: DENY or SAMEORIGIN 0, ALLOW-FROM 0, absent or
 * anything else -20; a frame-ancestors directive in the combined CSP overrides it (+5).
 * <meta http-equiv="X-Frame-Options"> is ignored, as by browsers.
 */
import { analyzeCsp } from "./content-security-policy";
import { type ObservatoryTest, type ScanContext, type TestOutcome, firstHeader, headerLine } from "./context";
import type { ResultCode } from "./results";

export function analyzeXFrameOptions(ctx: ScanContext): TestOutcome {
  const header = firstHeader(ctx.auto, "x-frame-options");
  let result: ResultCode = "x-frame-options-not-implemented";
  const evidence = header !== null ? [headerLine("x-frame-options", header)] : [];
  if (header) {
    const xfo = header.slice(0, 1024).trim().toLowerCase();
    result =
      xfo === "deny" || xfo === "sameorigin"
        ? "x-frame-options-sameorigin-or-deny"
        : xfo.startsWith("allow-from")
          ? "x-frame-options-allow-from-origin"
          : "x-frame-options-header-invalid";
  }
  const csp = analyzeCsp(ctx);
  if (csp.data?.["frame-ancestors"]) {
    result = "x-frame-options-implemented-via-csp";
    evidence.push(...csp.evidence);
  }
  const pass = result !== "x-frame-options-not-implemented" && result !== "x-frame-options-header-invalid";
  return { result, pass, evidence, sourceUrl: ctx.auto?.url };
}

export const xFrameOptions: ObservatoryTest = {
  name: "x-frame-options",
  title: "X-Frame-Options",
  run: analyzeXFrameOptions,
};
