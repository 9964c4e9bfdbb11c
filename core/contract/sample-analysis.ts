import type { Analysis } from "./analysis";

/**
 * The static sample assessment of the landing page: low risk 2/10, pricing 3,
 * privacy/legal 2, security 2. The vendor is fictional.
 */
export const SAMPLE_ANALYSIS: Analysis = {
  url: "https://brightboard.example/",
  vendor_name: "Brightboard",
  logo_url: null,
  overall_risk: {
    score: 2,
    level: "low",
    decision: "approve",
    confidence: 0.9,
    recommendation:
      "Low risk. Prices are public and can be cancelled monthly, customer data is not sold or used for training, and the security programme is independently audited. Suitable for a trial with ordinary business data.",
  },
  pricing_risk: {
    score: 3,
    level: "low",
    confidence: 0.85,
    details:
      "Per-seat prices are published with a free tier. Annual plans renew automatically with a 30-day notice period.",
    findings: [
      {
        finding: "Annual plans renew automatically unless cancelled 30 days before the renewal date.",
        source_url: "https://brightboard.example/terms",
        evidence:
          "Annual subscriptions renew automatically unless you cancel at least 30 days before the end of the term.",
        risk_impact: "medium",
        polarity: "risk",
      },
      {
        finding: "Prices are public: $9 per member per month on the Team plan.",
        source_url: "https://brightboard.example/pricing",
        evidence: "Team — $9 per member / month, billed monthly.",
        risk_impact: "low",
        polarity: "strength",
      },
    ],
  },
  privacy_legal_risk: {
    score: 2,
    level: "low",
    confidence: 0.9,
    details:
      "The privacy policy names its sub-processors, offers a DPA and states that customer content is not used to train models.",
    findings: [
      {
        finding: "Customer content is not used to train AI models.",
        source_url: "https://brightboard.example/privacy",
        evidence: "We do not use your content to train artificial intelligence models.",
        risk_impact: "high",
        polarity: "strength",
      },
      {
        finding: "A data processing agreement is offered to every customer.",
        source_url: "https://brightboard.example/legal/dpa",
        evidence: "Our Data Processing Agreement applies automatically to all customers.",
        risk_impact: "medium",
        polarity: "strength",
      },
    ],
  },
  security_risk: {
    score: 2,
    level: "low",
    confidence: 0.9,
    details: "SOC 2 Type II and ISO/IEC 27001 are stated as attained; single sign-on is available on every paid plan.",
    findings: [
      {
        finding: "Single sign-on (SAML) is available on paid plans.",
        source_url: "https://brightboard.example/security",
        evidence: "SAML single sign-on is included in every paid plan.",
        risk_impact: "medium",
        polarity: "strength",
      },
    ],
    certifications: [
      {
        name: "SOC 2 Type II",
        verified: true,
        status: "attained",
        source_url: "https://brightboard.example/security",
        evidence: "Brightboard has completed a SOC 2 Type II examination.",
      },
      {
        name: "ISO/IEC 27001",
        verified: true,
        status: "attained",
        source_url: "https://brightboard.example/security",
        evidence: "Our information security management system is certified to ISO/IEC 27001.",
      },
    ],
  },
  analyzed_pages: { main_page: null, pricing_pages: [], legal_pages: [], security_pages: [] },
  analyzed_at: "2026-01-01T00:00:00.000Z",
};
