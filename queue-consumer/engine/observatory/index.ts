/**
 * The vendor's HTTP header grade, test by test as Mozilla's HTTP Observatory gives it
 * (@mdn/mdn-http-observatory 1.4.8, algorithm version 4): one file per test, the scoring
 * table in results.ts, the grade chart and extra-credit rule in grade.ts. `gradeObservatory`
 * is the one computation of every test's result and modifier, the score and the grade.
 */
import type { HeaderGrade, HeaderTest } from "@core/contract/analysis";
import { contentSecurityPolicy } from "./content-security-policy";
import { buildContext, type ObservatoryTest, type TestOutcome } from "./context";
import { cookies } from "./cookies";
import { crossOriginResourcePolicy } from "./cross-origin-resource-policy";
import { crossOriginResourceSharing } from "./cross-origin-resource-sharing";
import { ALGORITHM_VERSION, MINIMUM_SCORE_FOR_EXTRA_CREDIT, scoreOf } from "./grade";
import { redirection } from "./redirection";
import { referrerPolicy } from "./referrer-policy";
import { RESULTS } from "./results";
import { strictTransportSecurity } from "./strict-transport-security";
import { subresourceIntegrity } from "./subresource-integrity";
import type { ObservatoryInput, PreloadStatus } from "./types";
import { xContentTypeOptions } from "./x-content-type-options";
import { xFrameOptions } from "./x-frame-options";

export const SCANNER_VERSION = "1.4.8";
export const ALGORITHM = `Mozilla HTTP Observatory, algorithm version ${ALGORITHM_VERSION} (scanner ${SCANNER_VERSION})`;

/** The tests in the scanner's order. */
export const OBSERVATORY_TESTS: ObservatoryTest[] = [
  contentSecurityPolicy,
  cookies,
  crossOriginResourceSharing,
  redirection,
  referrerPolicy,
  strictTransportSecurity,
  subresourceIntegrity,
  xContentTypeOptions,
  xFrameOptions,
  crossOriginResourcePolicy,
];

export interface GradeOptions {
  /** The graded page is a declared stand-in (recorded test corpus), not the vendor's real response. */
  standIn?: boolean;
  /** The host, for the report when there is no input at all. */
  hostname?: string;
}

function noGrade(hostname: string, reason: string, extra: Partial<HeaderGrade> = {}): HeaderGrade {
  return {
    graded: false,
    grade: null,
    score: null,
    no_grade_reason: reason,
    hostname,
    algorithm: ALGORITHM,
    algorithm_version: ALGORITHM_VERSION,
    tests_passed: 0,
    tests_failed: 0,
    tests_quantity: OBSERVATORY_TESTS.length,
    tests: [],
    ...extra,
  };
}

function tableRow(test: ObservatoryTest, outcome: TestOutcome): HeaderTest {
  const info = RESULTS[outcome.result];
  const row: HeaderTest = {
    test: test.name,
    title: test.title,
    result: outcome.result,
    pass: outcome.pass,
    modifier: info.modifier,
    description: info.description,
    remediation: info.remediation,
  };
  if (outcome.evidence.length) row.evidence = outcome.evidence;
  if (outcome.sourceUrl) row.source_url = outcome.sourceUrl;
  if (outcome.preloadUnknown) row.preload_unknown = true;
  if (outcome.note) row.note = outcome.note;
  return row;
}

function preloadOf(input: ObservatoryInput): PreloadStatus {
  return input.preload[input.hostname] ?? "unknown";
}

/** The status codes the Observatory grades: 2xx, 3xx, 401 and 403. */
export function gradableStatus(status: number): boolean {
  return status >= 200 && (status < 400 || status === 401 || status === 403);
}

export function gradeObservatory(input: ObservatoryInput | undefined, opts: GradeOptions = {}): HeaderGrade {
  if (!input)
    return noGrade(opts.hostname ?? "", "The home page's responses were not observed, so its headers were not graded.");
  const { hostname } = input;
  for (const session of [input.https, input.http]) {
    if (session.invalidCert) {
      return noGrade(
        hostname,
        `The TLS certificate on the way from ${session.startUrl} could not be verified, so the page behind it could not be read as Mozilla's scanner reads it.`,
      );
    }
  }
  const graded = input.https.response ?? input.http.response;
  if (!graded) {
    return noGrade(
      hostname,
      `Neither https://${hostname}/ nor http://${hostname}/ answered, so there is no page to grade.`,
    );
  }
  const statusCode = graded.status;
  if (!gradableStatus(statusCode)) {
    return noGrade(
      hostname,
      `The home page ${graded.url} answered HTTP ${statusCode}; Mozilla's HTTP Observatory grades only pages that answer 2xx, 3xx, 401 or 403.`,
      { graded_url: graded.url, status_code: statusCode },
    );
  }
  if (opts.standIn || graded.headers["x-corpus-synthetic"] === "true") {
    return noGrade(
      hostname,
      "The recorded home page is a stand-in without the vendor's real response headers, so it was not graded.",
      {
        graded_url: graded.url,
        status_code: statusCode,
      },
    );
  }

  const ctx = buildContext(input);
  const outcomes = OBSERVATORY_TESTS.map((test) => ({ test, outcome: test.run(ctx) }));
  const { score, grade, bonus, withoutBonus } = scoreOf(outcomes.map((o) => o.outcome.result));
  const passed = outcomes.filter((o) => o.outcome.pass).length;
  return {
    graded: true,
    grade,
    score,
    hostname,
    graded_url: graded.url,
    status_code: statusCode,
    algorithm: ALGORITHM,
    algorithm_version: ALGORITHM_VERSION,
    tests_passed: passed,
    tests_failed: outcomes.length - passed,
    tests_quantity: outcomes.length,
    tests: outcomes.map(({ test, outcome }) => tableRow(test, outcome)),
    extra_credit: bonus,
    extra_credit_counted: bonus > 0 ? withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT : undefined,
    preload: preloadOf(input),
  };
}
