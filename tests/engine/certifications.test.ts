import { describe, expect, it } from "vitest";
import { findCertMentions, resolveCertifications } from "@queue-consumer/engine/reading/certifications";
import type { TextBlock } from "@queue-consumer/engine/types";
import { sentencesOf } from "./support/fixture";

function certs(...paragraphs: (string | Partial<TextBlock>)[]) {
  const r = resolveCertifications(findCertMentions(sentencesOf("security", ...paragraphs)));
  return {
    list: r.certifications.map((c) => `${c.name}: ${c.status}${c.verified ? " (verified)" : ""}`),
    thirdParty: r.thirdParty.map((m) => m.name),
  };
}

describe("certifications", () => {
  it("verifies what the vendor states as attained", () => {
    expect(certs("Acme has completed a SOC 2 Type II audit covering security and availability.").list).toEqual([
      "SOC 2 Type II: attained (verified)",
    ]);
    expect(certs("Our ISMS is certified to ISO/IEC 27001:2022 by an accredited registrar.").list).toEqual([
      "ISO/IEC 27001: attained (verified)",
    ]);
    expect(
      certs("Acme is SOC 2 Type II audited, ISO 27001 certified and a PCI DSS Level 1 Service Provider.").list,
    ).toEqual([
      "SOC 2 Type II: attained (verified)",
      "ISO/IEC 27001: attained (verified)",
      "PCI DSS: attained (verified)",
    ]);
  });

  it("does not verify work in progress", () => {
    expect(certs("We are working towards SOC 2 Type II certification.").list).toEqual(["SOC 2 Type II: in_progress"]);
    expect(certs("Our first ISO 27001 audit is underway, and we expect the certificate next year.").list).toEqual([
      "ISO/IEC 27001: in_progress",
    ]);
    expect(
      certs(
        "We expect to complete our SOC 2 Type II audit next year; until then, we share our SOC 2 Type I report under NDA.",
      ).list,
    ).toEqual(["SOC 2 Type II: in_progress", "SOC 2 Type I: attained (verified)"]);
  });

  it("does not give the vendor its providers' certificates", () => {
    const r = certs(
      "Acme runs on Google Cloud, which is SOC 2 Type II audited and ISO/IEC 27001 certified.",
      "Payments are processed by Stripe, a PCI DSS Level 1 certified payment provider.",
      "Our hosting provider's data centers are ISO 27018 certified.",
      "Our AI provider maintains ISO/IEC 42001 certification; this applies to its services, not to Acme.",
    );
    expect(r.list).toEqual([]);
    expect(r.thirdParty.sort()).toEqual([
      "ISO/IEC 27001",
      "ISO/IEC 27018",
      "ISO/IEC 42001",
      "PCI DSS",
      "SOC 2 Type II",
    ]);
  });

  it("keeps the vendor's own claim when a provider holds the same certificate", () => {
    expect(certs("We host on AWS, and we hold our own ISO 27001 certificate.").list).toEqual([
      "ISO/IEC 27001: attained (verified)",
    ]);
  });

  it("ignores a denied claim", () => {
    expect(certs("Acme itself has not completed a SOC 2 audit yet.").list).toEqual([]);
  });

  it("reads the status column of a compliance table", () => {
    const r = certs(
      { text: "SOC 2 Type I", tag: "td", row: 1 },
      { text: "Report available under NDA", tag: "td", row: 1 },
      { text: "SOC 2 Type II", tag: "td", row: 2 },
      { text: "Observation period in progress", tag: "td", row: 2 },
    );
    expect(r.list).toEqual(["SOC 2 Type II: in_progress", "SOC 2 Type I: attained (verified)"]);
  });

  it("counts a law only when compliance is stated", () => {
    expect(certs("You have rights under the GDPR and the CCPA.").list).toEqual([]);
    expect(certs("(iii) to allow Customer to comply with its obligations under Article 28 of the GDPR;").list).toEqual(
      [],
    );
    expect(certs("These tools enable you to be compliant with the GDPR.").list).toEqual([]);
    expect(certs("We comply with the GDPR and the CCPA.").list).toEqual([
      "GDPR: attained (verified)",
      "CCPA: attained (verified)",
    ]);
    expect(certs("Our tools help customers comply with GDPR.").list).toEqual([]);
    expect(certs("Acme signs Business Associate Agreements with covered entities.").list).toEqual([
      "HIPAA: attained (verified)",
    ]);
  });

  it("names a bare claim without detail", () => {
    expect(certs("ISO/IEC 27701").list).toEqual(["ISO/IEC 27701: claimed_without_detail"]);
  });

  it("quotes the sentence, as on the page", () => {
    const [s] = sentencesOf("security", "Acme holds a SOC 2 Type II report.");
    const r = resolveCertifications(findCertMentions([s!]));
    expect(r.certifications[0]).toMatchObject({
      evidence: "Acme holds a SOC 2 Type II report.",
      source_url: "https://vendor.example.com/x",
    });
  });
});

describe("certifications read on real legal text", () => {
  it("does not give the vendor a payment partner's certificate named after the mention", () => {
    const r = certs("All payment processing is done through a PCI DSS compliant third party.");
    expect(r.list).toEqual([]);
    expect(r.thirdParty).toEqual(["PCI DSS"]);
    expect(certs("Card payments are handled by a PCI DSS certified payment gateway.").list).toEqual([]);
    expect(certs("Acme is a PCI DSS Level 1 certified service provider.").list).toEqual([
      "PCI DSS: attained (verified)",
    ]);
    expect(certs("Acme is a PCI DSS certified service provider.").list).toEqual(["PCI DSS: attained (verified)"]);
  });

  it("reads compliance with a law only when the law is what is complied with", () => {
    expect(certs("Acme processes personal data in compliance with the GDPR.").list).toEqual([
      "GDPR: attained (verified)",
    ]);
    expect(certs("We comply with the GDPR, the UK GDPR and the CCPA as amended by the CPRA.").list).toEqual([
      "GDPR: attained (verified)",
      "CCPA: attained (verified)",
    ]);
    expect(certs("Acme is GDPR-compliant.").list).toEqual(["GDPR: attained (verified)"]);
    expect(
      certs(
        "Regulatory matters: to comply with our obligations to engage with regulators, such as the Data Protection Commission under the General Data Protection Regulation.",
      ).list,
    ).toEqual([]);
  });

  it("reads a compliance table, not a table of the law's categories", () => {
    const table = (name: string, status: string) => [
      { text: name, tag: "td", row: 1 },
      { text: status, tag: "td", row: 1 },
    ];
    expect(certs(...table("GDPR", "Compliant")).list).toEqual(["GDPR: attained (verified)"]);
    expect(
      certs(
        ...table(
          "This could include any personal data we hold about you, including all CCPA Categories listed above",
          "Yes",
        ),
      ).list,
    ).toEqual([]);
  });
});

describe("more ways of stating a certification", () => {
  it("reads recurring audits, awards and attestations held as attained", () => {
    expect(certs("We undergo annual SOC 2 Type II audits by an independent CPA firm.").list).toEqual([
      "SOC 2 Type II: attained (verified)",
    ]);
    expect(certs("We have a SOC 2 Type II attestation.").list).toEqual(["SOC 2 Type II: attained (verified)"]);
    expect(certs("We were awarded ISO 27001 certification in 2024.").list).toEqual([
      "ISO/IEC 27001: attained (verified)",
    ]);
    // Undergoing a first audit is not having passed one.
    expect(certs("We are undergoing our first SOC 2 Type II audit.").list).toEqual(["SOC 2 Type II: in_progress"]);
  });

  it("reads an observation window as in progress, and one type's words never as another's", () => {
    expect(certs("We're in the observation window for SOC 2 Type II.").list).toEqual(["SOC 2 Type II: in_progress"]);
    expect(certs("Our SOC 2 Type 1 report is available under NDA; the Type 2 audit starts next year.").list).toEqual([
      "SOC 2 Type I: attained (verified)",
    ]);
  });

  it("gives a provider its own certificate when the vendor names it with a possessive", () => {
    const r = certs("We leverage AWS's SOC 2 compliant infrastructure.");
    expect(r.list).toEqual([]);
    expect(r.thirdParty).toEqual(["SOC 2"]);
  });
});
