/** A finding the vendor states more than once: its other quotes, each with its page, in the report and the PDF. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Finding } from "@core/contract/analysis";
import { normalizeFinding } from "@core/contract/report-format";
import { FindingItem } from "@web/features/report/finding-item";

const finding = Finding.parse({
  finding: "Subscriptions can be cancelled at any time.",
  source_url: "https://acme.example.com/pricing",
  evidence: "Cancel anytime.",
  risk_impact: "low",
  signal: "pricing.cancel_anytime",
  polarity: "strength",
  more_evidence: [
    { source_url: "https://acme.example.com/faq", quote: "You can cancel your subscription at any time." },
    { source_url: "https://acme.example.com/terms", quote: "Either party may end the subscription at any time." },
  ],
});

describe("a finding's other quotes", () => {
  it("are read with their pages, and entries without a quote or a page are left out", () => {
    expect(normalizeFinding(finding)).toMatchObject({
      evidence: "Cancel anytime.",
      moreEvidence: [
        { sourceUrl: "https://acme.example.com/faq", quote: "You can cancel your subscription at any time." },
        { sourceUrl: "https://acme.example.com/terms", quote: "Either party may end the subscription at any time." },
      ],
    });
    const loose = {
      ...finding,
      more_evidence: [{ source_url: "https://a.example/x", quote: "  " }, { quote: "No page" }],
    };
    expect(normalizeFinding(loose as never)).toMatchObject({ moreEvidence: [] });
    expect(normalizeFinding({ ...finding, more_evidence: undefined })).toMatchObject({ moreEvidence: [] });
  });

  it("are folded under one line in the report, each quote linked to its page", () => {
    const html = renderToStaticMarkup(createElement(FindingItem, { finding: normalizeFinding(finding) }));
    expect(html).toContain("Also stated in 2 more places");
    expect(html).toContain("“You can cancel your subscription at any time.”");
    expect(html).toContain('href="https://acme.example.com/terms"');
    const once = renderToStaticMarkup(
      createElement(FindingItem, {
        finding: normalizeFinding({ ...finding, more_evidence: [finding.more_evidence![0]!] }),
      }),
    );
    expect(once).toContain("Also stated in 1 more place<");
    const none = renderToStaticMarkup(
      createElement(FindingItem, { finding: normalizeFinding({ ...finding, more_evidence: undefined }) }),
    );
    expect(none).not.toContain("more-evidence");
  });
});
