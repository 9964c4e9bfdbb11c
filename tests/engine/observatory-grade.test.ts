/** The grade: chart, extra-credit rule, the table of tests, and the cases without a grade. */
import { describe, expect, it } from "vitest";
import readme from "@queue-consumer/engine/README.md?raw";
import {
  headerGradeFinding,
  headerGradeWeight,
  MAX_HEADER_RISK,
  MAX_HEADER_STRENGTH,
  NEUTRAL_SCORE,
  POINTS_PER_RISK,
} from "@queue-consumer/engine/observatory/finding";
import { GRADE_CHART, gradeForScore, scoreOf } from "@queue-consumer/engine/observatory/grade";
import { gradeObservatory, OBSERVATORY_TESTS } from "@queue-consumer/engine/observatory/index";
import { readMarkup, styleAttributeBreaksJsdom } from "@queue-consumer/engine/observatory/markup";
import { RESULT_CODES, RESULTS } from "@queue-consumer/engine/observatory/results";
import { site } from "./support/observatory";

describe("grade chart", () => {
  it("maps scores as Mozilla's grader does", () => {
    expect(gradeForScore(100)).toEqual({ score: 100, grade: "A+" });
    expect(gradeForScore(0)).toEqual({ score: 0, grade: "F" });
    expect(gradeForScore(120)).toEqual({ score: 120, grade: "A+" });
    expect(gradeForScore(-10)).toEqual({ score: 0, grade: "F" });
    const expected: [number, string][] = [
      [99, "A"],
      [90, "A"],
      [89, "A-"],
      [85, "A-"],
      [84, "B+"],
      [80, "B+"],
      [79, "B"],
      [70, "B"],
      [69, "B-"],
      [65, "B-"],
      [64, "C+"],
      [60, "C+"],
      [59, "C"],
      [50, "C"],
      [49, "C-"],
      [45, "C-"],
      [44, "D+"],
      [40, "D+"],
      [39, "D"],
      [30, "D"],
      [29, "D-"],
      [25, "D-"],
      [24, "F"],
      [5, "F"],
    ];
    for (const [score, grade] of expected) expect(gradeForScore(score).grade, String(score)).toBe(grade);
    expect(new Set(GRADE_CHART.values())).toEqual(
      new Set(["A+", "A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "F"]),
    );
  });

  it("counts bonuses only when the score without them is 90 or more", () => {
    // -5 and +5 +10: 95 before bonuses, so 110.
    expect(
      scoreOf([
        "x-content-type-options-not-implemented",
        "referrer-policy-private",
        "corp-implemented-with-same-origin",
      ]).score,
    ).toBe(110);
    // -25 and +5 +10: 75, bonuses ignored.
    expect(
      scoreOf(["csp-not-implemented", "referrer-policy-private", "corp-implemented-with-same-origin"]),
    ).toMatchObject({
      score: 75,
      grade: "B",
      bonus: 15,
    });
    // Exactly 90: bonuses count.
    expect(scoreOf(["csp-implemented-with-unsafe-eval", "referrer-policy-private"]).score).toBe(95);
  });

  it("has the scanner's modifier for every result", () => {
    const modifiers = Object.fromEntries(RESULT_CODES.map((c) => [c, RESULTS[c].modifier]));
    expect(modifiers).toMatchObject({
      "csp-implemented-with-no-unsafe-default-src-none": 10,
      "csp-implemented-with-no-unsafe": 5,
      "csp-not-implemented": -25,
      "cookies-session-without-secure-flag": -40,
      "cookies-session-without-httponly-flag": -30,
      "cross-origin-resource-sharing-implemented-with-universal-access": -50,
      "redirection-off-host-from-http": -5,
      "hsts-preloaded": 5,
      "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
      "sri-not-implemented-but-external-scripts-loaded-securely": -5,
      "corp-implemented-with-same-site": 10,
      "corp-header-invalid": -5,
      "html-not-parseable": -20,
    });
    for (const code of RESULT_CODES) {
      expect(RESULTS[code].description, code).not.toBe("");
      if (RESULTS[code].modifier < 0) expect(RESULTS[code].remediation, code).not.toBe("");
    }
  });
});

describe("gradeObservatory", () => {
  it("grades a site without security headers D (30) and lists every test", () => {
    const g = gradeObservatory(site());
    expect(g).toMatchObject({
      graded: true,
      grade: "D",
      score: 30,
      tests_quantity: 10,
      status_code: 200,
      hostname: "acme-notes.com",
    });
    expect(g.tests.map((t) => t.test)).toEqual(OBSERVATORY_TESTS.map((t) => t.name));
    expect(g.tests.filter((t) => t.modifier !== 0).map((t) => [t.test, t.modifier])).toEqual([
      ["content-security-policy", -25],
      ["strict-transport-security", -20],
      ["x-content-type-options", -5],
      ["x-frame-options", -20],
    ]);
    expect(g.tests_passed + g.tests_failed).toBe(10);
    expect(g.tests_failed).toBe(4);
    expect(100 + g.tests.reduce((n, t) => n + t.modifier, 0)).toBe(g.score);
  });

  it("gives A+ with extra credit and quotes each header", () => {
    const g = gradeObservatory(
      site({
        headers: {
          "content-security-policy": "default-src 'none'; frame-ancestors 'none'; form-action 'self'",
          "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
          "x-content-type-options": "nosniff",
          "referrer-policy": "no-referrer",
          "cross-origin-resource-policy": "same-origin",
        },
      }),
    );
    expect(g).toMatchObject({ grade: "A+", score: 130, extra_credit: 30, extra_credit_counted: true });
    expect(g.tests.find((t) => t.test === "strict-transport-security")!.evidence).toEqual([
      "strict-transport-security: max-age=63072000; includeSubDomains; preload",
    ]);
  });

  it("shows bonuses that did not count", () => {
    const g = gradeObservatory(site({ headers: { "referrer-policy": "no-referrer" } }));
    expect(g).toMatchObject({ score: 30, extra_credit: 5, extra_credit_counted: false });
    expect(g.tests.find((t) => t.test === "referrer-policy")!.modifier).toBe(5);
  });

  it("gives no grade to a home page answering 404, and says why", () => {
    const g = gradeObservatory(site({ status: 404 }));
    expect(g).toMatchObject({ graded: false, grade: null, score: null, status_code: 404, tests: [] });
    expect(g.no_grade_reason).toContain("HTTP 404");
  });

  it("grades 401, 403 and 3xx home pages", () => {
    for (const status of [401, 403, 301]) expect(gradeObservatory(site({ status })).graded, String(status)).toBe(true);
    for (const status of [400, 404, 410, 500, 503])
      expect(gradeObservatory(site({ status })).graded, String(status)).toBe(false);
  });

  it("grades the http response when there is no https", () => {
    const g = gradeObservatory(site({ noHttps: true, httpRoute: [["http://acme-notes.com/", 200]] }));
    expect(g.graded_url).toBe("http://acme-notes.com/");
    expect(g.tests.find((t) => t.test === "strict-transport-security")!.result).toBe("hsts-not-implemented-no-https");
    expect(g.tests.find((t) => t.test === "redirection")!.result).toBe("redirection-missing");
    expect(g.score).toBe(10);
  });

  it("gives no grade when nothing answered, when a certificate failed, or for a stand-in page", () => {
    expect(gradeObservatory(site({ noHttps: true, httpRoute: null })).no_grade_reason).toContain("answered");
    expect(gradeObservatory(site({ invalidCert: "https" })).no_grade_reason).toContain("certificate");
    expect(gradeObservatory(site({ headers: { "x-corpus-synthetic": "true" } })).no_grade_reason).toContain("stand-in");
    expect(gradeObservatory(site(), { standIn: true }).graded).toBe(false);
    expect(gradeObservatory(undefined).graded).toBe(false);
  });

  it("marks the rows that depend on an unknown preload status", () => {
    const input = site();
    input.preload = {};
    const g = gradeObservatory(input);
    expect(g.preload).toBe("unknown");
    expect(g.tests.filter((t) => t.preload_unknown).map((t) => t.test)).toEqual([
      "redirection",
      "strict-transport-security",
    ]);
    expect(g.score).toBe(30);
  });
});

describe("page markup", () => {
  it("reads scripts (not inside template), <meta> policies and <base>", () => {
    const m = readMarkup(
      `<html><head><base href="https://static.acme-notes.com/"><meta http-equiv="content-security-policy" content="default-src 'none'">` +
        `<meta name="referrer" content="origin"><meta name="referrer" content="no-referrer">` +
        `<meta http-equiv="x" content="y" name="referrer"></head><body>` +
        `<script src="a.js" integrity="sha384-x"></script><script>inline()</script>` +
        `<template><script src="//cdn.example.net/t.js"></script></template>` +
        `<noscript><script src="http://cdn.example.net/n.js"></script></noscript>` +
        `<textarea><script src="http://cdn.example.net/not-a-tag.js"></script></textarea>` +
        `<svg><script href="x.js"></script></svg></body></html>`,
    );
    expect(m.scripts).toEqual([
      { src: "a.js", integrity: "sha384-x", crossorigin: null },
      { src: null, integrity: null, crossorigin: null },
      { src: "http://cdn.example.net/n.js", integrity: null, crossorigin: null },
      { src: null, integrity: null, crossorigin: null },
    ]);
    expect(m.cspMeta).toEqual(["default-src 'none'"]);
    expect(m.referrerMeta).toBe("no-referrer");
    expect(m.baseUrl).toBe("https://static.acme-notes.com/");
    expect(m.unparseable).toBe(false);
  });

  it("knows which style attributes break Mozilla's HTML library", () => {
    for (const v of [
      "@media x {",
      "@supports x{",
      "@media{",
      "color:red; @media x{",
      "@layer x{",
      "@keyframes x{",
      "x @media y{",
    ]) {
      expect(styleAttributeBreaksJsdom(v), v).toBe(true);
    }
    for (const v of [
      "color: red",
      "@media x{a:b}",
      "@font-face{",
      "@page{",
      "@MEDIA x{",
      "{",
      "a{b:c}",
      "@media x{}",
    ]) {
      expect(styleAttributeBreaksJsdom(v), v).toBe(false);
    }
    const broken = readMarkup(
      `<meta http-equiv="content-security-policy" content="default-src 'none'"><p style="@media print {">x</p>`,
    );
    expect(broken).toMatchObject({ unparseable: true, cspMeta: [] });
  });
});

describe("the grade as a security finding", () => {
  it("weighs the score alone, as the README says", () => {
    expect(readme).toContain(
      `clamp((${NEUTRAL_SCORE} − Observatory score) ÷ ${POINTS_PER_RISK}, ${String(MAX_HEADER_STRENGTH).replace("-", "−")}, +${MAX_HEADER_RISK})`,
    );
    expect([130, 100, 90, 85, 80, 75, 30, 0].map(headerGradeWeight)).toEqual([
      -0.5, -0.5, 0, 0.4, 0.8, 1.2, 1.25, 1.25,
    ]);
  });

  it("names the tests that cost points and quotes the decisive header", () => {
    const g = gradeObservatory(
      site({
        headers: {
          "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
          "strict-transport-security": "max-age=600",
        },
      }),
    );
    const f = headerGradeFinding(g, ["https://acme-notes.com/"]);
    expect(f).toMatchObject({
      signal: "headers.grade",
      polarity: "risk",
      risk_impact: "medium",
      weight: 1.25,
      evidence: "content-security-policy: default-src 'self'; script-src 'self' 'unsafe-inline'",
      source_url: "https://acme-notes.com/",
    });
    expect(f.finding).toBe(
      "HTTP security headers get grade C- (45/100) by Mozilla's HTTP Observatory rules; points lost: Content Security Policy (CSP) −20, " +
        "X-Frame-Options −20, Strict Transport Security (HSTS) −10, X-Content-Type-Options −5.",
    );
    const none = headerGradeFinding(gradeObservatory(site({ status: 500 })), ["https://acme-notes.com/"]);
    expect(none).toMatchObject({
      signal: "headers.not_graded",
      weight: 0,
      polarity: "info",
      evidence: "",
      checked_urls: ["https://acme-notes.com/"],
    });
  });
});
