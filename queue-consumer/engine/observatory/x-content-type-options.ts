/** X-Content-Type-Options of the graded response: exactly "nosniff" (any case, trimmed) 0; otherwise -5. */
import { type ObservatoryTest, type ScanContext, type TestOutcome, firstHeader, headerLine } from "./context";
import type { ResultCode } from "./results";

export function analyzeXContentTypeOptions(ctx: ScanContext): TestOutcome {
  const header = firstHeader(ctx.auto, "x-content-type-options");
  let result: ResultCode = "x-content-type-options-not-implemented";
  if (header) {
    result =
      header.slice(0, 256).trim().toLowerCase() === "nosniff"
        ? "x-content-type-options-nosniff"
        : "x-content-type-options-header-invalid";
  }
  return {
    result,
    pass: result === "x-content-type-options-nosniff",
    evidence: header !== null ? [headerLine("x-content-type-options", header)] : [],
    sourceUrl: ctx.auto?.url,
  };
}

export const xContentTypeOptions: ObservatoryTest = {
  name: "x-content-type-options",
  title: "X-Content-Type-Options",
  run: analyzeXContentTypeOptions,
};
