/**
 * The signal catalogue on sentences written for these tests (not corpus sentences): each
 * statement, its denial, and the traps around it.
 */
import { describe, expect, it } from "vitest";
import { ALL_SIGNALS } from "@queue-consumer/engine/signals";
import { hitFinding } from "@queue-consumer/engine/findings";
import { matchSignals } from "@queue-consumer/engine/reading/match";
import type { PageKind, TextBlock } from "@queue-consumer/engine/types";
import { buildSentences } from "@queue-consumer/engine/reading/text";
import { pageOf, sentencesOf } from "./support/fixture";

function signalsIn(kind: PageKind, ...paragraphs: (string | Partial<TextBlock>)[]): string[] {
  return [...matchSignals(ALL_SIGNALS, sentencesOf(kind, ...paragraphs), { vendor: /\bAcme\b/i }).keys()].sort();
}

describe("privacy and legal", () => {
  it("tells selling from not selling", () => {
    expect(signalsIn("privacy", "We may sell your personal information to data brokers.")).toContain(
      "privacy.sells_data",
    );
    expect(signalsIn("privacy", "We never sell your personal information.")).toEqual(["privacy.no_sale"]);
    expect(signalsIn("privacy", "We do not sell or rent personal data to anyone.")).toEqual(["privacy.no_sale"]);
  });

  it("does not take a prohibition on the user or a defined term for a sale", () => {
    expect(
      signalsIn(
        "terms",
        "You may not use the API to scrape pages for the purpose of selling users' personal information.",
      ),
    ).not.toContain("privacy.sells_data");
    const list = signalsIn(
      "dpa",
      { text: "The processor will not:", tag: "p" },
      { text: "sell or share Customer Personal Data;", tag: "li" },
    );
    expect(list).not.toContain("privacy.sells_data");
  });

  it("reads the user's right to delete, not the vendor's right to delete what users post", () => {
    for (const text of [
      "You have the right to request deletion of your personal data.",
      "You shall have the right to delete your personal data at any time.",
      "Users will have the right to erase their data.",
    ])
      expect(signalsIn("privacy", text), text).toContain("privacy.data_subject_rights");
    for (const text of [
      "We reserve the right to delete any content that violates these terms.",
      "Company shall have the right to delete, edit or modify any materials submitted by you.",
      "The Provider shall have the right to remove any posting at its discretion.",
    ])
      expect(signalsIn("terms", text), text).not.toContain("privacy.data_subject_rights");
  });

  it("flags a state-law 'sale' disclaimer and sharing with ad partners", () => {
    expect(
      signalsIn(
        "privacy",
        'Some of this sharing may be considered a "sale" of personal information under certain state laws.',
      ),
    ).toContain("privacy.sale_under_state_law");
    expect(signalsIn("privacy", "We share your email address and usage data with our advertising partners.")).toContain(
      "privacy.ad_sharing",
    );
    expect(
      signalsIn("privacy", "We do not share personal information for cross-context behavioral advertising."),
    ).toContain("privacy.no_ad_sharing");
    expect(signalsIn("privacy", "We receive data from advertising networks and data brokers.")).not.toContain(
      "privacy.ad_sharing",
    );
    expect(
      signalsIn(
        "privacy",
        "Our advertising partners may use technology on the Service that sells personal information as defined by the CCPA.",
      ),
    ).toEqual(["privacy.sale_under_state_law"]);
    expect(
      signalsIn("privacy", "The CCPA sets obligations for businesses that sell personal information."),
    ).not.toContain("privacy.sells_data");
    // "Sell" in a state law's sense, or in the steps of a consumer's request: a state-law sale, not a sale as such.
    for (const text of [
      "We collect, use and sell (for California residents) your personal data as this notice describes.",
      "Under Colorado law, sharing cookie identifiers with advertisers may mean we sell personal information.",
      "After verifying your request, we will inform the companies to whom we have sold your personal data.",
    ]) {
      expect(signalsIn("privacy", text), text).not.toContain("privacy.sells_data");
      expect(signalsIn("privacy", text), text).toContain("privacy.sale_under_state_law");
    }
    expect(signalsIn("privacy", "We sell your personal data to marketing companies.")).toContain("privacy.sells_data");
  });

  it("reads model training, its denial, de-identified use and opt-in", () => {
    expect(signalsIn("privacy", "We use the documents you upload to train and improve our AI models.")).toContain(
      "privacy.trains_on_data",
    );
    expect(signalsIn("privacy", "We do not use Customer Content to train artificial intelligence models.")).toEqual([
      "privacy.no_training",
    ]);
    expect(
      signalsIn(
        "privacy",
        "We may use aggregated and de-identified usage data to improve our machine learning models.",
      ),
    ).toEqual(["privacy.trains_on_deidentified"]);
    expect(signalsIn("privacy", "If you opt in, we use your chats to train our models.")).not.toContain(
      "privacy.trains_on_data",
    );
    expect(
      signalsIn(
        "terms",
        "You will not use the Service to develop or train a model that is competitive with the Service.",
      ),
    ).not.toContain("privacy.trains_on_data");
    expect(
      signalsIn("privacy", "We use information that is publicly available on the internet to train our models."),
    ).not.toContain("privacy.trains_on_data");
  });

  it("reads retention periods and vague retention", () => {
    expect(signalsIn("privacy", "We delete Customer Data within 30 days after the contract ends.")).toContain(
      "privacy.retention_period",
    );
    expect(
      signalsIn("privacy", "We retain your information for as long as necessary for our business purposes."),
    ).toContain("privacy.vague_retention");
    expect(signalsIn("privacy", "Training data may be retained indefinitely.")).toContain(
      "privacy.retention_indefinite",
    );
    // Data that names no one is not personal data kept forever.
    for (const text of [
      "Non-personal information, such as page counts, may be kept indefinitely.",
      "Information that is not personally identifiable may be stored indefinitely for statistics.",
      "We may retain non-personally identifiable data indefinitely.",
    ])
      expect(signalsIn("privacy", text), text).not.toContain("privacy.retention_indefinite");
  });

  it("reads contract terms that shift risk to the customer", () => {
    expect(signalsIn("terms", "We may modify these Terms at any time in our sole discretion.")).toContain(
      "legal.unilateral_changes",
    );
    expect(
      signalsIn("terms", "You agree to resolve disputes through final and binding individual arbitration."),
    ).toContain("legal.arbitration");
    expect(signalsIn("terms", "You waive any right to participate in a class action.")).toContain(
      "legal.class_action_waiver",
    );
    expect(signalsIn("terms", "You grant us a perpetual, irrevocable licence to use your content.")).toContain(
      "legal.perpetual_license",
    );
    expect(
      signalsIn("terms", "You grant us a perpetual, irrevocable licence to use any feedback you give."),
    ).not.toContain("legal.perpetual_license");
  });

  it("does not count the vendor's own AI as a third-party AI provider", () => {
    expect(signalsIn("privacy", "Summaries are generated by OpenAI, which we engage as a sub-processor.")).toContain(
      "privacy.ai_third_party",
    );
    expect(signalsIn("privacy", "Acme is an AI provider and processes your prompts on its own servers.")).not.toContain(
      "privacy.ai_third_party",
    );
  });
});

describe("rules read on real legal text", () => {
  it("does not read changes announced in advance as unilateral", () => {
    expect(
      signalsIn(
        "terms",
        "We may revise these terms at any time, though users will be notified of any substantial modifications.",
      ),
    ).not.toContain("legal.unilateral_changes");
    expect(
      signalsIn(
        "privacy",
        "If we make a change to this policy that, in our sole discretion, is material, we will provide you with additional notice.",
      ),
    ).not.toContain("legal.unilateral_changes");
    expect(signalsIn("terms", "We may modify these terms at any time without notice.")).toContain(
      "legal.unilateral_changes",
    );
    expect(
      signalsIn("terms", "We may change these terms at any time and will notify you by posting them here."),
    ).toContain("legal.unilateral_changes");
  });

  it("does not read a payment card's expiry as credits expiring", () => {
    expect(signalsIn("terms", "You must keep your credit card number and expiration date up to date.")).not.toContain(
      "pricing.credit_expiry",
    );
    expect(
      signalsIn("terms", "You must keep your credit/debit card number and expiration date current."),
    ).not.toContain("pricing.credit_expiry");
    expect(signalsIn("pricing", "Unused credits expire at the end of each month.")).toContain("pricing.credit_expiry");
  });

  it("reads a price change with reasonable advance notice as notice, not as a change at any time", () => {
    expect(
      signalsIn("terms", "We may change the fees from time to time with reasonable advance notice."),
    ).not.toContain("pricing.price_change_anytime");
    expect(signalsIn("terms", "We may change our fees at any time.")).toContain("pricing.price_change_anytime");
  });
});

describe("pricing", () => {
  it("reads prices, free plans and their denial", () => {
    expect(signalsIn("pricing", "Team costs $12 per user per month.")).toContain("pricing.public_prices");
    expect(signalsIn("pricing", "The Starter plan is free for up to 3 users.")).toContain("pricing.free_tier");
    expect(signalsIn("pricing", "We do not offer a free plan.")).toEqual(["pricing.no_free_tier"]);
  });

  it("quotes a plan's price for published prices, an overage rate only when nothing else states one", () => {
    const quote = (...paragraphs: (string | Partial<TextBlock>)[]) =>
      matchSignals(ALL_SIGNALS, sentencesOf("pricing", ...paragraphs)).get("pricing.public_prices")?.evidence;
    const overage =
      "If you run out of credits, additional credits are billed automatically at $5 per 10,000 credits each month.";
    expect(quote(overage, { text: "$144 billed yearly", tag: "div" })).toBe("$144 billed yearly");
    expect(quote(overage, "Pro costs $29 per user per month.")).toBe("Pro costs $29 per user per month.");
    expect(quote(overage)).toBe(overage);
  });

  it("reads renewal, refunds, notice and price changes", () => {
    expect(
      signalsIn(
        "terms",
        "Your subscription renews automatically unless you cancel at least 60 days before the end of the term.",
      ),
    ).toEqual(["pricing.auto_renewal", "pricing.cancellation_notice"]);
    expect(signalsIn("terms", "All fees are non-refundable.")).toEqual(["pricing.no_refunds"]);
    expect(signalsIn("terms", "We will give you at least 30 days' notice before a price increase.")).toEqual([
      "pricing.price_change_notice",
    ]);
    expect(signalsIn("terms", "We may change our prices at any time.")).toEqual(["pricing.price_change_anytime"]);
    expect(signalsIn("terms", "Fees may increase at renewal by up to 5% over the prior term's fees.")).toEqual([]);
    expect(signalsIn("terms", "We may increase the fees for any renewal term by up to 5%.")).toEqual([
      "pricing.renewal_increase_capped",
    ]);
  });

  it("does not read a trial's cancellation as a refund or a charge", () => {
    expect(signalsIn("pricing", "At the end of the trial you will not be charged unless you choose a plan.")).toEqual(
      [],
    );
  });

  it("reads sales-only pricing", () => {
    expect(signalsIn("pricing", "Every plan is quoted individually; contact sales for a proposal.")).toContain(
      "pricing.contact_sales",
    );
  });
});

describe("security", () => {
  it("reads controls and their absence", () => {
    expect(signalsIn("security", "Two-factor authentication is available to every user.")).toContain("security.mfa");
    expect(signalsIn("security", "Two-factor authentication is not available yet.")).toEqual(["security.no_mfa"]);
    expect(signalsIn("security", "Data is encrypted at rest with AES-256.")).toContain("security.encryption_at_rest");
    expect(signalsIn("security", "An independent firm performs a penetration test every year.")).toContain(
      "security.pen_test",
    );
    expect(signalsIn("security", "We don't run a paid bug bounty program.")).toEqual(["security.no_bug_bounty"]);
    expect(signalsIn("security", "Single sign-on is on our roadmap.")).toEqual([]);
  });

  it("never reads questions as statements", () => {
    expect(signalsIn("faq", "Do you encrypt data at rest with AES-256?")).toEqual([]);
  });

  it("reads the vendor's duty to notify, not the customer's, in long legal sentences too", () => {
    expect(
      signalsIn(
        "dpa",
        "Acme shall notify the customer's security contact by email, without undue delay and within 72 hours of confirming it, of any Personal Data Breach.",
      ),
    ).toContain("security.incident_notification");
    expect(
      signalsIn("terms", "You must notify us promptly of any breach of security or unauthorised use of your account."),
    ).not.toContain("security.incident_notification");
  });

  it("takes no practice from a numbered section title or an app feature", () => {
    expect(signalsIn("dpa", { text: "7. Incident notification", tag: "h2" })).toEqual([]);
    expect(
      signalsIn("privacy", "The mobile app's backup and restore feature lets you move your settings to a new phone."),
    ).not.toContain("security.backups");
    expect(signalsIn("security", "Backups are taken every night and restore drills run each quarter.")).toContain(
      "security.backups",
    );
  });

  it("reads no security practice of the vendor from its sub-processor list", () => {
    const page = pageOf("https://trust.vendor.example.com/subprocessors", "trust", [
      { text: "IdentityCo", tag: "td", row: 1 },
      { text: "Single sign-on for employees", tag: "td", row: 1 },
    ]);
    const hits = matchSignals(ALL_SIGNALS, buildSentences([page], new Set()));
    expect(hits.has("security.sso")).toBe(false);
  });
});

describe("who and what a statement is about", () => {
  it("does not read a right to cancel or to use feedback as a free plan", () => {
    expect(signalsIn("terms", "You are free to cancel your subscription whenever you like.")).not.toContain(
      "pricing.free_tier",
    );
    expect(signalsIn("terms", "We are free to use any suggestions you send us.")).not.toContain("pricing.free_tier");
    expect(signalsIn("pricing", "The Starter plan is free.")).toContain("pricing.free_tier");
  });

  it("reads where data is kept, not where the reader lives", () => {
    expect(signalsIn("privacy", "If you live in France, you can also contact the CNIL.")).not.toContain(
      "privacy.data_residency",
    );
    expect(signalsIn("privacy", "If you are located in Canada, see the supplement for your province.")).not.toContain(
      "privacy.data_residency",
    );
    expect(signalsIn("privacy", "Our production servers are located in Frankfurt, Germany, in the EU.")).toContain(
      "privacy.data_residency",
    );
  });

  it("does not read the law's categories of sale as the vendor selling", () => {
    expect(
      signalsIn(
        "privacy",
        "(iv) identify the categories of recipients that received personal information in connection with sales of personal information.",
      ),
    ).toEqual([]);
    expect(
      signalsIn(
        "privacy",
        "Sharing identifiers with ad networks may be considered a sale of personal information under state laws.",
      ),
    ).toContain("privacy.sale_under_state_law");
    expect(
      signalsIn("privacy", "The business or commercial purpose for collecting or selling personal information"),
    ).not.toContain("privacy.sells_data");
  });

  it("quotes the operative clause rather than a definition or a numbered title", () => {
    const hits = matchSignals(
      ALL_SIGNALS,
      sentencesOf(
        "terms",
        "12.4 Arbitration and Class Action Waiver.",
        '"Arbitration Provision" means the binding arbitration provision in Section 12.',
        "Any dispute between you and Acme will be resolved by binding arbitration, not in court.",
      ),
    );
    expect(hits.get("legal.arbitration")?.evidence).toBe(
      "Any dispute between you and Acme will be resolved by binding arbitration, not in court.",
    );
    expect(signalsIn("terms", "12.4 Arbitration and Class Action Waiver.")).toEqual([]);
  });

  it("does not read a restriction on the customer as the vendor training on its data", () => {
    expect(
      signalsIn(
        "terms",
        "Customer will not, and will not allow any third party to: use the Outputs or Customer Data to train any machine learning model.",
      ),
    ).not.toContain("privacy.trains_on_data");
    expect(signalsIn("privacy", "We use your prompts to train our models, and you cannot opt out.")).toContain(
      "privacy.trains_on_data",
    );
  });
});

describe("a finding's words", () => {
  const finding = (text: string) => {
    const hit = matchSignals(ALL_SIGNALS, sentencesOf("terms", text)).get("pricing.price_change_notice")!;
    return hitFinding(hit, false, new Set()).finding;
  };
  it("gives the notice period when the sentence states one, and leaves it out when it does not", () => {
    expect(finding("We will give you 30 days' notice before any price change.")).toBe(
      "Price changes are announced in advance (30 days' notice).",
    );
    expect(finding("We will notify you in advance of any change to the fees.")).toBe(
      "Price changes are announced in advance.",
    );
  });
});

describe("where the vendor says the same thing again", () => {
  const hitIn = (id: string, ...pages: [string, PageKind, string[]][]) =>
    matchSignals(
      ALL_SIGNALS,
      buildSentences(
        pages.map(([url, kind, paragraphs]) => pageOf(url, kind, paragraphs)),
        new Set(),
      ),
    ).get(id)!;

  it("keeps the next two sentences the rule reads, in order, as the finding's other quotes", () => {
    const hit = hitIn(
      "pricing.cancel_anytime",
      ["https://x.test/pricing", "pricing", ["Cancel anytime.", "Plans start at $8 per user per month."]],
      [
        "https://x.test/faq",
        "faq",
        [
          "You can cancel your subscription at any time from the billing page.",
          "Monthly plans have no minimum term.",
          "Cancel whenever you like, no questions asked.",
        ],
      ],
    );
    expect(hit.evidence).toBe("Cancel anytime.");
    const f = hitFinding(hit, false, new Set());
    expect(f.source_url).toBe("https://x.test/pricing");
    expect(f.more_evidence).toEqual([
      {
        source_url: "https://x.test/faq",
        quote: "You can cancel your subscription at any time from the billing page.",
      },
      { source_url: "https://x.test/faq", quote: "Monthly plans have no minimum term." },
    ]);
  });

  it("lists a sentence repeated on another page once, and a finding said once has none", () => {
    const hit = hitIn(
      "privacy.no_sale",
      ["https://x.test/privacy", "privacy", ["We do not sell your personal information."]],
      ["https://x.test/security", "security", ["We do not sell your personal information."]],
    );
    expect(hit.more).toEqual([]);
    expect(hitFinding(hit, false, new Set())).not.toHaveProperty("more_evidence");
  });

  it("never offers a weak quote as another quote, and takes a better sentence met later as the first", () => {
    const hit = hitIn("pricing.public_prices", [
      "https://x.test/pricing",
      "pricing",
      [
        "Extra storage costs $2 per GB per month.",
        "Team costs $10 per user per month.",
        "Business costs $20 per user per month.",
      ],
    ]);
    expect(hit.evidence).toBe("Team costs $10 per user per month.");
    expect(hit.more.map((q) => q.evidence)).toEqual(["Business costs $20 per user per month."]);
  });
});
