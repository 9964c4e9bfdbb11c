/** The privacy/legal rubric as the report's privacy card and the assessment's Privacy & Legal tab show it. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RubricAnswer } from "@core/contract/analysis";
import { formatPoints, rubricGroups, rubricSummary } from "@core/contract/rubric-format";
import { RubricList } from "@web/features/report/rubric-list";

const rubric = [
  {
    question: "data-breaches",
    answer: "eventually",
    points: -0.1,
    evidence: [
      { source_url: "https://acme.example.com/privacy", quote: "We will tell affected users about a data breach." },
    ],
    label: "Breach notification",
    text: "Does the policy require users to be notified in case of a data breach?",
    answer_text: "Yes, eventually",
    source: "privacyspy",
    basis: "statement",
  },
  {
    question: "history",
    answer: "no",
    points: 0.18,
    evidence: [],
    label: "Policy history",
    text: "Is the policy's history made available?",
    answer_text: "No",
    source: "privacyspy",
    basis: "silence",
    checked_urls: ["https://acme.example.com/privacy"],
  },
  { question: "dpa", answer: null, points: 0, evidence: [], label: "Data Processing Agreement", source: "business" },
].map((a) => RubricAnswer.parse(a));

describe("rubric format", () => {
  it("signs the points with a real minus and groups the questions by whose they are", () => {
    expect([formatPoints(0.36), formatPoints(-0.1), formatPoints(0)]).toEqual(["+0.36", "−0.1", "0"]);
    const groups = rubricGroups(rubric);
    expect(groups.map((g) => [g.title, g.rows.map((r) => `${r.label}: ${r.answer} ${r.points} ${r.tone}`)])).toEqual([
      ["PrivacySpy's rubric", ["Breach notification: Yes, eventually −0.1 strength", "Policy history: No +0.18 risk"]],
      ["A business buyer's questions", ["Data Processing Agreement: Not stated 0 none"]],
    ]);
    expect(rubricSummary(rubric)).toBe("2 of 3 questions answered");
    expect(rubricGroups(undefined)).toEqual([]);
  });
});

describe("RubricList", () => {
  it("shows each question, its answer, the quote with its link and the points it moved", () => {
    const html = renderToStaticMarkup(createElement(RubricList, { rubric }));
    expect(html).toContain("Privacy and legal rubric: 2 of 3 questions answered");
    expect(html).toContain("Breach notification");
    expect(html).toContain("Yes, eventually");
    expect(html).toContain("“We will tell affected users about a data breach.”");
    expect(html).toContain('href="https://acme.example.com/privacy"');
    expect(html).toContain("−0.1");
    expect(html).toContain("+0.18");
    expect(html).toContain("Read from what the pages do not say.");
    expect(html).toContain("Not stated");
    expect((html.match(/data-testid="rubric-answer"/g) ?? []).length).toBe(3);
  });

  it("says what the quotes of an answer read from silence are", () => {
    const uncontrolled = RubricAnswer.parse({
      question: "noncritical-purposes",
      answer: "no",
      points: 0.45,
      evidence: [{ source_url: "https://acme.example.com/privacy", quote: "We show you interest-based ads." }],
      label: "Control over non-essential uses",
      answer_text: "No",
      source: "privacyspy",
      basis: "silence",
      checked_urls: ["https://acme.example.com/privacy"],
    });
    const [row] = rubricGroups([uncontrolled])[0]!.rows;
    expect(row!.note).toBe("The quotes state the practice; the pages give users no say over it.");
    expect(row!.quotes.map((q) => q.quote)).toEqual(["We show you interest-based ads."]);
  });

  it("opens from a summary line in the report's privacy card", () => {
    const html = renderToStaticMarkup(createElement(RubricList, { rubric, collapsed: true }));
    expect(html).toMatch(
      /^<details[^>]*><summary[^>]*>.*Privacy and legal rubric: 2 of 3 questions answered<\/summary>/,
    );
    expect(html).toContain("Yes, eventually");
  });

  it("shows nothing for a report made before the rubric existed", () => {
    expect(renderToStaticMarkup(createElement(RubricList, { rubric: [] }))).toBe("");
  });
});
