/**
 * /.well-known/security.txt (RFC 9116): present, with a Contact, and not expired. Fields are
 * read line by line (also inside a PGP-signed message); quotes are whole lines of the file.
 */
import type { Finding } from "@core/contract/analysis";
import type { CrawledPage } from "../types";

export interface SecurityTxtReport {
  present: boolean;
  valid: boolean;
  findings: Finding[];
}

export function evaluateSecurityTxt(page: CrawledPage | undefined, checkedUrl: string, now: Date): SecurityTxtReport {
  if (!page) {
    return {
      present: false,
      valid: false,
      findings: [
        {
          finding: "No security.txt file tells researchers how to report vulnerabilities.",
          source_url: checkedUrl,
          evidence: "",
          checked_urls: [checkedUrl],
          risk_impact: "low",
          signal: "security.security_txt_missing",
          weight: 0.25,
          polarity: "risk",
        },
      ],
    };
  }
  const lines = page.blocks.map((b) => b.text);
  const field = (name: string) => lines.find((l) => new RegExp(`^${name}\\s*:`, "i").test(l));
  const contact = field("Contact");
  const expires = field("Expires");
  const signed = lines.some((l) => /^-----BEGIN PGP SIGNED MESSAGE-----/.test(l));
  const findings: Finding[] = [];
  if (!contact) {
    findings.push({
      finding: "security.txt exists but has no Contact field, so it does not say where to report vulnerabilities.",
      source_url: page.url,
      evidence: lines[0] ?? "",
      excerpt: lines.slice(0, 6).join(" / "),
      risk_impact: "low",
      signal: "security.security_txt_invalid",
      weight: 0,
      polarity: "info",
    });
    return { present: true, valid: false, findings };
  }
  let expired = false;
  let expiresNote = "";
  if (expires) {
    const date = new Date(expires.replace(/^Expires\s*:\s*/i, "").trim());
    if (!Number.isNaN(date.getTime()) && date.getTime() < now.getTime()) expired = true;
  } else expiresNote = " It has no Expires field, which RFC 9116 requires.";
  findings.push({
    finding: expired
      ? "security.txt gives a vulnerability contact, but its Expires date has passed."
      : `security.txt gives a vulnerability contact${signed ? " and is PGP-signed" : ""}.${expiresNote}`,
    source_url: page.url,
    evidence: contact,
    excerpt: [contact, expires, field("Policy"), field("Encryption")].filter(Boolean).join(" / "),
    risk_impact: "low",
    signal: expired ? "security.security_txt_expired" : "security.security_txt",
    weight: expired ? 0 : expires ? -0.5 : -0.25,
    polarity: expired ? "info" : "strength",
  });
  return { present: true, valid: !expired && !!expires, findings };
}
