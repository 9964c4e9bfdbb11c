/**
 * Referrer Policy of the graded response, from the header and <meta name="referrer"> (the
 * meta tag comes last, so it wins): the last recognised policy decides. Private policies +5,
 * leaky ones -5, none recognised -5, absent 0.
 */
import { type ObservatoryTest, type ScanContext, type TestOutcome, headerLine, headerValues } from "./context";
import type { ResultCode } from "./results";

const PRIVATE = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const UNSAFE = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
const VALID = [...PRIVATE, ...UNSAFE];

export function analyzeReferrerPolicy(ctx: ScanContext): TestOutcome {
  const response = ctx.auto;
  if (!response) return { result: "referrer-policy-not-implemented", pass: true, evidence: [] };
  const header = headerValues(response, "referrer-policy");
  const meta = ctx.markup?.referrerMeta != null ? [ctx.markup.referrerMeta] : [];
  const evidence = [
    ...header.map((v) => headerLine("referrer-policy", v)),
    ...meta.map((v) => `<meta name="referrer" content="${v}">`),
  ];
  if (!header.length && !meta.length) {
    return { result: "referrer-policy-not-implemented", pass: true, evidence, sourceUrl: response.url };
  }
  const policy =
    [...header, ...meta]
      .join(", ")
      .split(",")
      .filter((p) => VALID.includes(p.toLowerCase().trim()))
      .reverse()[0]
      ?.toLowerCase()
      .trim() ?? "";
  const result: ResultCode = PRIVATE.includes(policy)
    ? "referrer-policy-private"
    : UNSAFE.includes(policy)
      ? "referrer-policy-unsafe"
      : "referrer-policy-header-invalid";
  return { result, pass: result === "referrer-policy-private", evidence, sourceUrl: response.url };
}

export const referrerPolicy: ObservatoryTest = {
  name: "referrer-policy",
  title: "Referrer Policy",
  run: analyzeReferrerPolicy,
};
