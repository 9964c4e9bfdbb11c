/**
 * PDF export: the report's print view rendered by Browser Rendering (locally the Chromium
 * behind Miniflare's shim). The files are read back with unpdf to check what they say.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import type { Analysis } from "@core/contract/analysis";
import { analysisFor, saveViaApi } from "./assessment-fixtures";
import { seedOrg, seedUser, signedOut, type Caller } from "./seeded-callers";

let org: string;
let analyst: Caller;
let viewer: Caller;
let otherAdmin: Caller;

beforeAll(async () => {
  org = await seedOrg("Pdf Org");
  analyst = await seedUser(org, ["analyst"], { name: "Pat Analyst" });
  viewer = await seedUser(org, ["viewer"]);
  otherAdmin = await seedUser(await seedOrg("Pdf Other"), ["admin"]);
});

function richAnalysis(): Analysis {
  const base = analysisFor("https://quillmate.ai/", {
    vendor: "Quillmate",
    score: 6.5,
    recommendation: "Review required: training on customer content.",
  });
  return {
    ...base,
    privacy_legal_risk: {
      score: 7,
      details: "The policy allows training on customer content.",
      findings: [
        {
          finding: "Customer content may be used to train models",
          source_url: "https://quillmate.ai/privacy",
          evidence: "We may use your content to improve and train our models.",
          risk_impact: "high",
        },
      ],
      rubric: [
        {
          question: "data-breaches",
          answer: "eventually",
          points: -0.1,
          evidence: [
            { source_url: "https://quillmate.ai/privacy", quote: "We will tell affected users about a data breach." },
          ],
          label: "Breach notification",
          text: "Does the policy require users to be notified in case of a data breach?",
          answer_text: "Yes, eventually",
          source: "privacyspy",
        },
        {
          question: "ai-training",
          answer: "yes",
          points: 0.36,
          evidence: [
            {
              source_url: "https://quillmate.ai/privacy",
              quote: "We may use your content to improve and train our models.",
            },
          ],
          label: "Training on customer content",
          text: "Is customer content used to train AI models, and can the customer opt out?",
          answer_text: "Yes, with no opt-out stated",
          source: "business",
        },
        {
          question: "dpa",
          answer: null,
          points: 0,
          evidence: [],
          label: "Data Processing Agreement",
          source: "business",
        },
      ],
    },
    security_risk: {
      ...base.security_risk,
      header_grade: {
        graded: true,
        grade: "D",
        score: 30,
        hostname: "quillmate.ai",
        algorithm: "Mozilla HTTP Observatory, algorithm version 4",
        algorithm_version: 4,
        tests_passed: 1,
        tests_failed: 1,
        tests_quantity: 2,
        tests: [
          {
            test: "content-security-policy",
            title: "Content Security Policy (CSP)",
            pass: false,
            result: "csp-not-implemented",
            modifier: -25,
            description: "No Content-Security-Policy header.",
            remediation: "Add a Content-Security-Policy header.",
          },
          {
            test: "x-frame-options",
            title: "X-Frame-Options",
            pass: true,
            result: "x-frame-options-sameorigin",
            modifier: 0,
            description: "X-Frame-Options is SAMEORIGIN.",
            remediation: "",
          },
        ],
      },
    },
    analyzed_pages: {
      main_page: {
        url: "https://quillmate.ai/",
        scrapedAt: "2026-11-20T10:00:00.000Z",
        contentLength: 4200,
        excerpt: "Write faster with Quillmate.",
        linksExtracted: 37,
      },
      pricing_pages: [],
      legal_pages: [
        {
          url: "https://quillmate.ai/privacy",
          scrapedAt: "2026-11-20T10:00:01.000Z",
          contentLength: 9100,
          excerpt: "Privacy policy",
        },
      ],
      security_pages: [],
    },
  };
}

async function pdfText(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const doc = await getDocumentProxy(bytes);
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("GET /api/assessments/:id/report.pdf", () => {
  it("is a PDF named after the vendor with the scores, findings and their quotes, certifications, sources and metadata", async () => {
    const saved = await saveViaApi(
      analyst,
      org,
      "https://quillmate.ai/",
      { tool_name: "Quill Writer", department: "Marketing" },
      richAnalysis(),
    );
    const res = await viewer.fetch(`/api/assessments/${saved.id}/report.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain('filename="Quillmate-risk-assessment.pdf"');
    const text = await pdfText(res);
    for (const expected of [
      "Quillmate",
      "Quill Writer",
      "Review required: training on customer content.",
      "We may use your content to improve and train our models.",
      "https://quillmate.ai/privacy",
      "SOC 2 Type II",
      "Marketing",
      "Pat Analyst",
      "37 links extracted",
      "No pricing pages found",
      "No security pages found",
      "Privacy & legal risk 7/10 High risk",
      "HTTP security headers: grade D, score 30/100",
      "Content Security Policy (CSP)",
      "Add a Content-Security-",
      // The rubric: question, answer, the quote with its link, the points it moved the score.
      "Privacy and legal rubric: 2 of 3 questions answered",
      "Breach notification",
      "Yes, eventually",
      "We will tell affected users about a data breach.",
      "Yes, with no opt-out stated",
      "+0.36",
      "−0.1",
      "Not stated",
    ]) {
      expect(text).toContain(expected);
    }
    // A legal page was read: no warning about legal pages.
    expect(text).not.toContain("critical risk for B2B procurement");
  }, 60_000);

  it("another organization's or an unknown assessment: 404; signed out: 401", async () => {
    const saved = await saveViaApi(analyst, org, "https://pdf-guard.com/");
    expect((await otherAdmin.fetch(`/api/assessments/${saved.id}/report.pdf`)).status).toBe(404);
    expect((await analyst.fetch(`/api/assessments/nope/report.pdf`)).status).toBe(404);
    expect((await signedOut.fetch(`/api/assessments/${saved.id}/report.pdf`)).status).toBe(401);
  });
});

describe("GET /api/sample-report.pdf", () => {
  it("needs an account; then it is the sample report", async () => {
    expect((await signedOut.fetch("/api/sample-report.pdf")).status).toBe(401);
    const res = await viewer.fetch("/api/sample-report.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Brightboard");
    expect(await pdfText(res)).toContain("Brightboard");
  }, 60_000);
});
