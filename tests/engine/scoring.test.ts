/**
 * Scores are a deterministic, documented function of the findings: the same crawl gives the
 * same report, weights shown in findings add up to the score, and the decision follows the bands.
 */
import { describe, expect, it } from "vitest";
import { analyzeCrawl } from "@queue-consumer/engine/analyze";
import { details, midSentence } from "@queue-consumer/engine/scoring/report-text";
import { RUBRIC_BASE } from "@queue-consumer/engine/rubric/scoring";
import { BASE, decide, overallScore, scoreDimension } from "@queue-consumer/engine/scoring/scoring";
import { riskLevel, type Finding } from "@core/contract/analysis";
import { crawlOf, pageOf } from "./support/fixture";
import { DOCUMENT_MISSING_CAP } from "@queue-consumer/engine/scoring/confidence";

const f = (weight: number, signal: string): Finding => ({
  finding: signal,
  source_url: "https://v.example.com/",
  evidence: "x",
  risk_impact: "low",
  weight,
  polarity: weight > 0 ? "risk" : weight < 0 ? "strength" : "info",
  signal,
});

describe("scoring", () => {
  it("applies diminishing returns, risks 0.75^n and strengths 0.7^n", () => {
    const s = scoreDimension("security", [f(1, "a"), f(1, "b"), f(2, "c"), f(-1, "d"), f(-1, "e"), f(0, "i")]);
    expect(s.effective).toEqual([0.75, 0.56, 2, -1, -0.7, 0]);
    expect(s.score).toBe(Math.round((BASE.security + 0.75 + 0.56 + 2 - 1 - 0.7) * 10) / 10);
    expect(s.level).toBe(riskLevel(s.score));
  });

  it("states the score's sum so that its parts add up to the score", () => {
    // Rounded to one decimal each, 1.05 and -0.95 would read "+ 1.1 - 1" beside a score of 4.1.
    const sumOf = (text: string) => {
      const m = text.match(/Score = ([\d.]+) base ([+-]) ([\d.]+) risks ([+-]) ([\d.]+) strengths/)!;
      return Number(m[1]) + (m[2] === "-" ? -1 : 1) * Number(m[3]) + (m[4] === "-" ? -1 : 1) * Number(m[5]);
    };
    for (const weights of [
      [1.05, -0.95],
      [1.04, -2.06],
      [0.5, -0.25],
      [2, 0],
      [1.15, 1.15, -2.05],
    ]) {
      const s = scoreDimension(
        "privacy_legal",
        weights.map((w, i) => f(w, `s${i}`)),
      );
      const text = details("privacy_legal", s, [], 0.5, []);
      expect(Math.round(sumOf(text) * 10) / 10, text).toBe(s.score);
    }
  });

  it("clamps to 0-10", () => {
    expect(
      scoreDimension(
        "pricing",
        Array.from({ length: 20 }, (_, i) => f(3, `r${i}`)),
      ).score,
    ).toBe(10);
    expect(
      scoreDimension(
        "pricing",
        Array.from({ length: 20 }, (_, i) => f(-3, `s${i}`)),
      ).score,
    ).toBe(0);
  });

  it("takes the largest of the weighted mean, the median dimension and the highest minus 3", () => {
    expect(overallScore({ pricing: 2, privacy_legal: 2, security: 2 })).toBe(2);
    expect(overallScore({ pricing: 3.5, privacy_legal: 1.5, security: 3.4 })).toBe(3.4);
    expect(overallScore({ pricing: 7.5, privacy_legal: 1, security: 1 })).toBe(4.5);
  });

  it("decides from the bands and the confidence", () => {
    expect(decide(2, { pricing: 2, privacy_legal: 2, security: 2 }, 0.9)).toBe("approve");
    expect(decide(2.5, { pricing: 5, privacy_legal: 2, security: 2 }, 0.9)).toBe("approve_with_guardrails");
    expect(decide(5, { pricing: 2, privacy_legal: 7, security: 2 }, 0.9)).toBe("review_required");
    expect(decide(2, { pricing: 2, privacy_legal: 2, security: 2 }, 0.2)).toBe("review_required");
    expect(decide(9.2, { pricing: 9, privacy_legal: 9.5, security: 9 }, 0.9)).toBe("avoid");
  });
});

describe("engine output for a small site", () => {
  const crawl = () =>
    crawlOf([
      pageOf("https://acme.example.com/", "home", [{ text: "Acme keeps your notes in sync.", tag: "h1" }], {
        title: "Acme - Notes",
        headers: { "content-type": "text/html", "strict-transport-security": "max-age=31536000" },
      }),
      pageOf("https://acme.example.com/pricing", "pricing", [
        "Team costs $8 per user per month when billed monthly.",
        "You can cancel at any time.",
      ]),
      pageOf("https://acme.example.com/privacy", "privacy", [
        { text: "Privacy Policy", tag: "h1" },
        "We do not sell your personal information.",
        "We use the notes you write to train our AI models.",
        "We delete your data within 30 days after you close your account.",
      ]),
    ]);

  it("is deterministic", () => {
    const now = new Date("2026-11-20T12:00:00Z");
    expect(analyzeCrawl(crawl(), { now })).toEqual(analyzeCrawl(crawl(), { now }));
  });

  it("shows weights that add up to each score, and explains it: base, contributions, floors", () => {
    const a = analyzeCrawl(crawl(), { now: new Date("2026-11-20T12:00:00Z") });
    for (const [d, dim] of [
      ["pricing", a.pricing_risk],
      ["privacy_legal", a.privacy_legal_risk],
      ["security", a.security_risk],
    ] as const) {
      // Privacy/legal is scored from the rubric's answers (their points), the others from the findings' weights.
      const rubric = d === "privacy_legal" ? a.privacy_legal_risk.rubric! : null;
      const base = rubric ? RUBRIC_BASE : BASE[d];
      const parts = rubric ? rubric.map((q) => q.points) : dim.findings.map((x) => x.weight ?? 0);
      if (rubric) expect(dim.findings.every((x) => x.weight === 0)).toBe(true);
      const sum = base + parts.reduce((n, x) => n + x, 0);
      const e = dim.explanation!;
      expect(e.base).toBe(base);
      expect(Math.abs(e.raw - sum)).toBeLessThanOrEqual(0.05);
      expect(e.contributions.reduce((n, c) => n + c.weight, 0)).toBeCloseTo(e.risks + e.strengths, 1);
      const floor = Math.max(0, ...e.floors.map((f) => f.minimum));
      expect(Math.abs(Math.max(floor, Math.min(10, Math.max(0, sum))) - dim.score)).toBeLessThanOrEqual(0.11);
      expect(e.score).toBe(dim.score);
      expect(e.questions!.answered).toBeLessThanOrEqual(e.questions!.asked);
    }
    // Training on customer content with no opt-out: privacy/legal is at least high, whatever the strengths.
    expect(a.privacy_legal_risk.explanation!.floors).toEqual([
      {
        signal: "privacy.trains_on_data",
        minimum: 7,
        reason: "Customer content trains AI models, and no opt-out is stated.",
      },
    ]);
  });

  it("produces this report", () => {
    const a = analyzeCrawl(crawl(), { now: new Date("2026-11-20T12:00:00Z") });
    const brief = (fs: Finding[]) =>
      fs.map((x) => `${x.polarity} ${x.weight} ${x.signal}${x.evidence ? ` | ${x.evidence}` : ""}`);
    expect({
      vendor: a.vendor_name,
      overall: [a.overall_risk.score, a.overall_risk.level, a.overall_risk.decision, a.overall_risk.confidence],
      pricing: [a.pricing_risk.score, a.pricing_risk.level, ...brief(a.pricing_risk.findings)],
      privacy: [a.privacy_legal_risk.score, a.privacy_legal_risk.level, ...brief(a.privacy_legal_risk.findings)],
      rubric: a.privacy_legal_risk.rubric!.map(
        (q) =>
          `${q.question}: ${q.answer} ${q.points}${q.evidence.length ? ` | ${q.evidence.map((e) => e.quote).join(" | ")}` : ""}`,
      ),
      security: [a.security_risk.score, a.security_risk.level, ...brief(a.security_risk.findings)],
      gaps: a.information_gaps!.map((g) => `${g.dimension}: ${g.question}`),
      recommendation: a.overall_risk.recommendation,
    }).toEqual(EXPECTED_REPORT);
  });
});

describe("wording", () => {
  it("lower-cases a finding's first word inside a sentence, never a name", () => {
    expect(midSentence("Prices are published")).toBe("prices are published");
    expect(midSentence("A free plan is available")).toBe("a free plan is available");
    expect(midSentence("A Data Processing Agreement is published")).toBe("a Data Processing Agreement is published");
    expect(midSentence("No Content-Security-Policy header")).toBe("no Content-Security-Policy header");
    expect(midSentence("Multi-factor authentication is available")).toBe("multi-factor authentication is available");
    expect(midSentence("ISO/IEC 27001: the vendor states it is attained")).toBe(
      "ISO/IEC 27001: the vendor states it is attained",
    );
    expect(midSentence("SOC 2 Type II: the vendor states it is attained")).toBe(
      "SOC 2 Type II: the vendor states it is attained",
    );
    expect(midSentence("FedRAMP: the vendor states it is attained")).toBe("FedRAMP: the vendor states it is attained");
    expect(midSentence("Cyber Essentials Plus is in progress, not attained")).toBe(
      "Cyber Essentials Plus is in progress, not attained",
    );
    expect(midSentence("HSTS is set, but for less than six months")).toBe("HSTS is set, but for less than six months");
    expect(midSentence("Referrer-Policy keeps page addresses private")).toBe(
      "Referrer-Policy keeps page addresses private",
    );
  });

  it("keeps certification names and articles right in the dimension details", () => {
    const a = analyzeCrawl(
      crawlOf([
        pageOf("https://acme.example.com/", "home", [{ text: "Acme keeps your notes in sync.", tag: "h1" }]),
        pageOf("https://acme.example.com/pricing", "pricing", ["The Free plan is free forever for up to 3 users."]),
        pageOf("https://acme.example.com/security", "security", [
          { text: "Security at Acme", tag: "h1" },
          "Acme is certified to ISO/IEC 27001:2022.",
          "Acme has completed a SOC 2 Type II audit.",
        ]),
      ]),
      { now: new Date("2026-11-20T12:00:00Z") },
    );
    expect(a.security_risk.details).toContain(
      "In its favour: ISO/IEC 27001: the vendor states it is attained; SOC 2 Type II",
    );
    expect(a.pricing_risk.details).toContain("a free plan is available");
    for (const d of [
      a.pricing_risk.details,
      a.privacy_legal_risk.details,
      a.security_risk.details,
      a.overall_risk.recommendation,
    ])
      expect(d).not.toMatch(/\b[a-z][A-Z]{2}|[;:] [A-Z][a-z]+ [a-z]/);
  });
});

describe("findings that qualify each other", () => {
  it("never states the opposite of another finding, and names laws as complied with", () => {
    const a = analyzeCrawl(
      crawlOf([
        pageOf("https://acme.example.com/", "home", [{ text: "Acme keeps your notes in sync.", tag: "h1" }]),
        pageOf("https://acme.example.com/pricing", "pricing", [
          "Team costs $8 per user per month.",
          "Enterprise plans are quoted individually; contact sales for a proposal.",
        ]),
        pageOf("https://acme.example.com/terms", "terms", [
          { text: "Terms of Service", tag: "h1" },
          "Monthly fees are non-refundable.",
          "Annual plans can be refunded in full within 30 days of purchase.",
        ]),
        pageOf("https://acme.example.com/security", "security", [
          { text: "Security at Acme", tag: "h1" },
          "Acme has completed a SOC 2 Type II audit.",
          "We comply with the GDPR.",
          "Acme runs on Google Cloud, which holds SOC 2 Type II and ISO/IEC 27001 certifications.",
        ]),
      ]),
      { now: new Date("2026-11-20T12:00:00Z") },
    );
    const all = [...a.pricing_risk.findings, ...a.privacy_legal_risk.findings, ...a.security_risk.findings];
    const text = (signal: string) => all.find((f) => f.signal === signal)?.finding;
    expect(text("pricing.public_prices")).toBe("Prices are published.");
    expect(text("pricing.contact_sales")).toBe(
      "Some plans are priced by quote from sales; prices for the others are published.",
    );
    expect(text("pricing.refund_available")).toBe("Refunds are available in some cases.");
    expect(text("pricing.no_refunds")).toBe("Some fees are non-refundable (refunds apply only in the cases stated).");
    expect(text("cert.GDPR")).toBe("GDPR: the vendor states it complies.");
    expect(text("cert.SOC 2 Type II")).toBe("SOC 2 Type II: the vendor states it is attained.");
    expect(text("cert.third_party.ISO/IEC 27001")).toBe(
      "A provider the vendor relies on holds ISO/IEC 27001; this is not the vendor's own certification.",
    );
  });
});

describe("documents found", () => {
  it("quotes a document's own title, not a numbered section or a bare address", () => {
    // The footer of every page links the agreement by its title, so that text is boilerplate.
    const footer = { text: "Master Subscription Agreement", tag: "a", region: "footer" as const };
    const a = analyzeCrawl(
      crawlOf([
        pageOf("https://acme.example.com/", "home", [{ text: "Acme keeps your notes in sync.", tag: "h1" }, footer]),
        pageOf("https://acme.example.com/legal/terms", "terms", [
          { text: "Master Subscription Agreement", tag: "h1" },
          { text: "12. Changes to this Agreement", tag: "h2" },
          "We may update this Agreement with 30 days' notice.",
          footer,
        ]),
        pageOf("https://acme.example.com/about", "about", [{ text: "About Acme", tag: "h1" }, footer]),
        pageOf("https://trust.acme.example.com/", "trust", [
          { text: "trust@acme.example.com", tag: "div" },
          { text: "Acme", tag: "h1" },
          "We hold our infrastructure to the security standards our customers expect.",
        ]),
      ]),
      { now: new Date("2026-11-20T12:00:00Z") },
    );
    const find = (signal: string) =>
      [...a.privacy_legal_risk.findings, ...a.security_risk.findings].find((f) => f.signal === signal)!;
    expect(find("legal.terms")).toMatchObject({
      evidence: "Master Subscription Agreement",
      source_url: "https://acme.example.com/legal/terms",
    });
    expect(find("security.page")).toMatchObject({
      evidence: "We hold our infrastructure to the security standards our customers expect.",
      source_url: "https://trust.acme.example.com/",
    });
  });
});

/** The report of the small site above, reviewed by hand: change it only with the catalogue or the weights. */
const EXPECTED_REPORT = {
  vendor: "Acme",
  overall: [7, "high", "review_required", 0.31],
  pricing: [
    1.6,
    "low",
    "strength -0.24 pricing.monthly_option | Team costs $8 per user per month when billed monthly.",
    "strength -0.7 pricing.cancel_anytime | You can cancel at any time.",
    "strength -1.5 pricing.public_prices | Team costs $8 per user per month when billed monthly.",
  ],
  // Privacy/legal is scored from the rubric: the findings are its evidence and weigh nothing of their own.
  privacy: [
    7,
    "high",
    "risk 0 legal.terms_missing",
    "risk 0 privacy.trains_on_data | We use the notes you write to train our AI models.",
    "risk 0 privacy.dpa_missing",
    "risk 0 privacy.subprocessor_list_missing",
    "strength 0 privacy.no_sale | We do not sell your personal information.",
    "strength 0 privacy.policy | Privacy Policy",
    "strength 0 privacy.retention_period | We delete your data within 30 days after you close your account.",
  ],
  // A three-sentence policy is too short for its silence to answer anything: only what it says counts,
  // and the floor for training without an opt-out applies.
  rubric: [
    "behavioral-marketing: null 0",
    "data-breaches: null 0",
    "data-collection-reasoning: null 0",
    "data-deletion: null 0",
    "history: null 0",
    "law-enforcement: null 0",
    "list-collected: null 0",
    "noncritical-purposes: null 0",
    "revision-notify: null 0",
    "security: null 0",
    "third-party-access: null 0",
    "third-party-collection: null 0",
    "data-sale: no 0 | We do not sell your personal information.",
    "ai-training: yes 0.71 | We use the notes you write to train our AI models.",
    "retention: period -0.18 | We delete your data within 30 days after you close your account.",
    "dpa: null 0",
    "sub-processors: null 0",
    "data-location: null 0",
    "contract-end: null 0",
    "contract-terms: missing 0.18",
  ],
  security: [
    7.1,
    "high",
    "risk 1.5 security.page_missing",
    // Header grade C (50): CSP -25, X-Frame-Options -20, X-Content-Type-Options -5; weight 1.25 (the cap) x 0.75.
    "risk 0.94 headers.grade",
    "risk 0.56 security.no_attestation",
    "risk 0.11 security.security_txt_missing",
  ],
  gaps: [
    "pricing: What is the refund policy if we cancel or downgrade early?",
    "pricing: How much notice do you give before price increases, and are increases at renewal capped?",
    "privacy_legal: Can you provide the terms of service or the customer agreement we would sign?",
    "privacy_legal: Can model training on our content be switched off for our whole organisation, in writing?",
    "privacy_legal: Will you sign a Data Processing Agreement (with Standard Contractual Clauses for EU data)?",
    "privacy_legal: Which sub-processors (including AI providers) handle our data, where, and how are we told about changes?",
    "privacy_legal: Where is our data stored and processed, and can it stay in our region?",
    "privacy_legal: How can our users access, correct, export or delete their personal data?",
    "privacy_legal: When the contract ends, can we export our data, and when is it deleted (backups included)?",
    // The rubric's questions the three-sentence policy leaves open.
    "privacy_legal: Which personal data do you collect about our users, and what is each used for?",
    "privacy_legal: Is our users' personal data used for advertising, marketing or analytics, and can those uses be switched off?",
    "privacy_legal: Which third parties can access our data, and do you combine it with data from other sources?",
    "privacy_legal: When do you disclose customer data to law enforcement or governments, and will you tell us first?",
    "security: Do you have an independent security attestation (SOC 2 Type II or ISO/IEC 27001) you can share under NDA?",
    "security: Do you support single sign-on (SAML or OIDC), and on which plan?",
    "security: Can multi-factor authentication be enforced for all our users?",
    "security: How is our data encrypted at rest and in transit, and who manages the keys?",
    "security: How quickly will you notify us of a security incident or personal data breach affecting our data?",
    "security: Do independent penetration tests take place, and can we see a summary of the latest one?",
    "security: How should security researchers report vulnerabilities to you?",
  ],
  recommendation:
    "Review required: overall risk is high (7/10); main concerns: no security or trust page was found; customer content is used to train or improve AI models; HTTP security headers get grade C (50/100) by Mozilla's HTTP Observatory rules; points lost: Content Security Policy (CSP) −25, X-Frame-Options −20, X-Content-Type-Options −5. Ask the vendor the 20 open questions listed in the report.",
};

describe("the report's sources follow what was read", () => {
  // A site without a security page, whose FAQ says how data is protected, and prices on its home page.
  const crawl = () =>
    crawlOf([
      pageOf("https://faqonly.example.com/", "home", [
        { text: "Faqonly plans your week.", tag: "h1" },
        "Faqonly is free for everyone: there are no paid plans.",
      ]),
      pageOf("https://faqonly.example.com/faq", "faq", [
        { text: "Frequently asked questions", tag: "h1" },
        "All customer data is encrypted at rest with AES-256.",
      ]),
      pageOf("https://faqonly.example.com/privacy", "privacy", [
        { text: "Privacy Policy", tag: "h1" },
        "We do not sell your personal information.",
      ]),
    ]);

  it("lists every page a finding quotes under Sources, in the dimension that quoted it", () => {
    const a = analyzeCrawl(crawl(), { now: new Date("2026-11-20T12:00:00Z") });
    const quoted = a.security_risk.findings.filter((f) => f.source_url.endsWith("/faq"));
    expect(quoted.length).toBeGreaterThan(0);
    const listed = [
      a.analyzed_pages.main_page?.url,
      ...a.analyzed_pages.pricing_pages.map((p) => p.url),
      ...a.analyzed_pages.legal_pages.map((p) => p.url),
      ...a.analyzed_pages.security_pages.map((p) => p.url),
    ];
    // Every quote of a page that was read (a missing document's finding names the address tried instead).
    const read = new Set(crawl().pages.map((p) => p.url));
    for (const dim of [a.pricing_risk, a.privacy_legal_risk, a.security_risk]) {
      for (const f of dim.findings) if (read.has(f.source_url)) expect(listed, f.finding).toContain(f.source_url);
    }
    // Security findings were read on /faq: the report no longer says no security page was read.
    expect(a.analyzed_pages.security_pages.map((p) => p.url)).toEqual(["https://faqonly.example.com/faq"]);
  });

  it("is never fully confident about a dimension whose own document was not read", () => {
    const a = analyzeCrawl(crawl(), { now: new Date("2026-11-20T12:00:00Z") });
    // The home page answers every pricing question (no paid plan), but there is no pricing page.
    expect(a.analyzed_pages.pricing_pages).toEqual([]);
    expect(a.pricing_risk.confidence).toBeLessThanOrEqual(DOCUMENT_MISSING_CAP);
    expect(a.security_risk.confidence).toBeLessThanOrEqual(DOCUMENT_MISSING_CAP);
  });
});
