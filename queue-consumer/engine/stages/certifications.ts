/**
 * Certifications as findings: attained ones are strengths, in-progress and bare mentions are
 * information, a provider's certificate is never the vendor's, and no attained attestation at
 * all is a risk.
 */
import {
  type CertContext,
  certWeight,
  findCertMentions,
  isLaw,
  resolveCertifications,
} from "../reading/certifications";
import { checkedUrls, type DimFinding } from "../findings";
import { excerptFor, type Sentence } from "../reading/text";
import type { CrawlResult } from "../types";

export interface CertificationFindings {
  certs: ReturnType<typeof resolveCertifications>;
  findings: DimFinding[];
  /** `cert.<name>` of each attained certification, and `cert.attestation` when one is an independent attestation. */
  signals: string[];
  /** Attestations in progress (for the finding and the information gaps). */
  inProgress: string[];
}

/**
 * Reads the certifications from the sentences. `securityPageUnread` true (the security or trust page was found but could not be
 * read) makes "no attestation" information: the attestation may be on the page nobody could read.
 */
export function certificationFindings(
  crawl: CrawlResult,
  sentences: Sentence[],
  securityPageUnread = false,
  ctx: CertContext = {},
): CertificationFindings {
  const certs = resolveCertifications(findCertMentions(sentences, ctx));
  const findings: DimFinding[] = [];
  const signals: string[] = [];
  let attestation = false;
  const inProgress: string[] = [];
  for (const [name, m] of certs.chosen) {
    const w = certWeight(name);
    const cert = certs.certifications.find((c) => c.name === name)!;
    if (m.status === "attained") {
      if (w.attestation) attestation = true;
      signals.push(`cert.${name}`);
      findings.push({
        dimension: w.dimension,
        finding: isLaw(name) ? `${name}: the vendor states it complies.` : `${name}: the vendor states it is attained.`,
        source_url: cert.source_url,
        evidence: cert.evidence,
        excerpt: cert.excerpt,
        risk_impact: "low",
        signal: `cert.${name}`,
        weight: w.weight,
        polarity: "strength",
      });
    } else {
      if (m.status === "in_progress" && w.attestation) inProgress.push(name);
      findings.push({
        dimension: w.dimension,
        finding:
          m.status === "in_progress"
            ? `${name} is in progress, not attained.`
            : isLaw(name)
              ? `${name} is mentioned without a statement that the vendor complies.`
              : `${name} is mentioned without saying it is attained.`,
        source_url: cert.source_url,
        evidence: cert.evidence,
        excerpt: cert.excerpt,
        risk_impact: "low",
        signal: `cert.${name}.${m.status}`,
        weight: 0,
        polarity: "info",
      });
    }
  }
  const thirdPartyNames = new Set<string>();
  for (const m of certs.thirdParty) {
    if (thirdPartyNames.has(m.name)) continue;
    thirdPartyNames.add(m.name);
    findings.push({
      dimension: "security",
      // Worded so that it never contradicts the vendor's own certification of the same name.
      finding: isLaw(m.name)
        ? `A provider the vendor relies on states ${m.name} compliance; this is not the vendor's own statement.`
        : `A provider the vendor relies on holds ${m.name}; this is not the vendor's own certification.`,
      source_url: m.sentence.page.url,
      evidence:
        m.sentence.text.length <= 360
          ? m.sentence.text
          : m.sentence.text.slice(Math.max(0, m.start - 150), m.end + 150).trim(),
      excerpt: excerptFor(m.sentence),
      risk_impact: "low",
      signal: `cert.third_party.${m.name}`,
      weight: 0,
      polarity: "info",
    });
  }
  if (attestation) signals.push("cert.attestation");
  else if (securityPageUnread) {
    findings.push({
      dimension: "security",
      finding: "No independent security attestation could be checked: the security or trust page could not be read.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, ["security", "trust", "home"]),
      risk_impact: "medium",
      signal: "security.no_attestation",
      weight: 0,
      polarity: "info",
    });
  } else {
    findings.push({
      dimension: "security",
      finding: inProgress.length
        ? `No independent security attestation is attained yet (${inProgress.join(", ")} in progress).`
        : "No independent security attestation (SOC 2, ISO/IEC 27001 or similar) is stated as attained.",
      source_url: crawl.mainPage.url,
      evidence: "",
      checked_urls: checkedUrls(crawl, ["security", "trust", "home"]),
      risk_impact: "medium",
      signal: "security.no_attestation",
      weight: 1,
      polarity: "risk",
    });
  }
  return { certs, findings, signals, inProgress };
}
