/** The header grade table as the security card (and a print view) renders it. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatModifier, HeaderTestsTable } from "@web/features/report/header-tests-table";
import { HeaderGrade } from "@core/contract/analysis";

const base = {
  hostname: "acme-notes.com",
  algorithm: "Mozilla HTTP Observatory, algorithm version 4 (scanner 1.4.8)",
  algorithm_version: 4,
  tests_quantity: 10,
};

const graded = HeaderGrade.parse({
  ...base,
  graded: true,
  grade: "D",
  score: 30,
  graded_url: "https://acme-notes.com/",
  status_code: 200,
  tests_passed: 8,
  tests_failed: 2,
  extra_credit: 5,
  extra_credit_counted: false,
  preload: "unknown",
  tests: [
    {
      test: "content-security-policy",
      title: "Content Security Policy (CSP)",
      result: "csp-not-implemented",
      pass: false,
      modifier: -25,
      description: "No Content Security Policy is set.",
      remediation: "Set a Content-Security-Policy header.",
    },
    {
      test: "strict-transport-security",
      title: "Strict Transport Security (HSTS)",
      result: "hsts-implemented-max-age-at-least-six-months",
      pass: true,
      modifier: 0,
      description: "Strict-Transport-Security is set for at least six months.",
      remediation: "",
      evidence: ["strict-transport-security: max-age=31536000"],
      preload_unknown: true,
    },
    {
      test: "referrer-policy",
      title: "Referrer Policy",
      result: "referrer-policy-private",
      pass: true,
      modifier: 5,
      description: "Referrer-Policy keeps page addresses from other sites.",
      remediation: "",
    },
  ],
});

describe("HeaderTestsTable", () => {
  it("shows the grade, the score, every test with its signed modifier, and the notes", () => {
    const html = renderToStaticMarkup(createElement(HeaderTestsTable, { grade: graded }));
    expect(html).toContain(">D</span>");
    expect(html).toMatch(/Score <span[^>]*>30<\/span>\/100/);
    expect(html.match(/data-testid="header-test"/g)).toHaveLength(3);
    expect(html).toContain("−25");
    expect(html).toContain("+5");
    expect(html).toContain("Failed: ");
    expect(html).toContain("strict-transport-security: max-age=31536000");
    expect(html).toContain("HSTS preload status unknown");
    expect(html).toContain("Bonus points (+5) count only when");
    expect(html).toContain("https://developer.mozilla.org/en-US/observatory/analyze?host=acme-notes.com");
  });

  it("says why there is no grade, without a table", () => {
    const none = HeaderGrade.parse({
      ...base,
      graded: false,
      grade: null,
      score: null,
      no_grade_reason: "The home page https://acme-notes.com/ answered HTTP 404.",
      tests_passed: 0,
      tests_failed: 0,
      tests: [],
    });
    const html = renderToStaticMarkup(createElement(HeaderTestsTable, { grade: none }));
    expect(html).toContain("No grade");
    expect(html).toContain("answered HTTP 404");
    expect(html).not.toContain("<table");
  });

  it("writes modifiers as Mozilla does", () => {
    expect([formatModifier(10), formatModifier(0), formatModifier(-50)]).toEqual(["+10", "0", "−50"]);
  });
});
