/**
 * Cross-Origin Resource Policy of the graded response: same-origin or same-site +10,
 * cross-origin 0, absent 0, anything else -5. (The scanner also looks for it in <meta>
 * http-equiv, but never reads such tags, so only the header counts.)
 */
import { type ObservatoryTest, type ScanContext, type TestOutcome, firstHeader, headerLine } from "./context";
import type { ResultCode } from "./results";

export function analyzeCorp(ctx: ScanContext): TestOutcome {
  const header = firstHeader(ctx.auto, "cross-origin-resource-policy");
  let result: ResultCode = "corp-not-implemented";
  const value = header ? header.slice(0, 256).trim().toLowerCase() : "";
  if (value) {
    result =
      value === "same-site"
        ? "corp-implemented-with-same-site"
        : value === "same-origin"
          ? "corp-implemented-with-same-origin"
          : value === "cross-origin"
            ? "corp-implemented-with-cross-origin"
            : "corp-header-invalid";
  }
  return {
    result,
    pass: result !== "corp-header-invalid",
    evidence: header !== null ? [headerLine("cross-origin-resource-policy", header)] : [],
    sourceUrl: ctx.auto?.url,
  };
}

export const crossOriginResourcePolicy: ObservatoryTest = {
  name: "cross-origin-resource-policy",
  title: "Cross-Origin Resource Policy (CORP)",
  run: analyzeCorp,
};
