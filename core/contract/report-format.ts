import type { Certification, Finding } from "./analysis";

/**
 * How a report is read, shared by the SPA's report screens and the print view of the PDF
 * (no zod: the SPA imports it).
 *
 * Findings and certifications as reports may carry them: a finding is an
 * object (text in finding, text or description) or a plain string; a certification is a string
 * or an object with certification or name and a verified flag. Older cached reports use the
 * looser shapes, so the report reads them all.
 */
export type LooseFinding = string | (Partial<Finding> & { text?: string; description?: string; risk_impact?: string });

export interface ObjectFinding {
  kind: "object";
  text: string;
  sourceUrl: string | null;
  evidence: string | null;
  impact: string;
  excerpt: string | null;
  checkedUrls: string[];
  polarity: "risk" | "strength" | "info" | null;
  /** Other places the vendor says the same thing, each a quote and its page. */
  moreEvidence: { quote: string; sourceUrl: string }[];
}

export type DisplayFinding = ObjectFinding | { kind: "plain"; text: string };

const IMPACT_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

export function normalizeFinding(f: LooseFinding): DisplayFinding {
  if (typeof f === "string") return { kind: "plain", text: f };
  return {
    kind: "object",
    text: f.finding || f.text || f.description || "",
    sourceUrl: f.source_url?.trim() || null,
    evidence: f.evidence?.trim() || null,
    impact: (f.risk_impact || "medium").toLowerCase(),
    excerpt: f.excerpt?.trim() || null,
    checkedUrls: Array.isArray(f.checked_urls) ? f.checked_urls.filter((u) => typeof u === "string") : [],
    polarity: f.polarity ?? null,
    moreEvidence: Array.isArray(f.more_evidence)
      ? f.more_evidence
          .filter((q) => typeof q?.quote === "string" && q.quote.trim() && typeof q.source_url === "string")
          .map((q) => ({ quote: q.quote.trim(), sourceUrl: q.source_url }))
      : [],
  };
}

const POLARITY_RANK: Record<string, number> = { risk: 0, info: 1, strength: 2 };

/**
 * High, medium, low, then unknown impact; plain strings last. Within one
 * impact, risks come before notes and strengths, so concerns are read first; otherwise the
 * engine's order is kept.
 */
export function sortFindings(findings: readonly LooseFinding[]): DisplayFinding[] {
  const rank = (f: DisplayFinding) => (f.kind === "plain" ? 5 : (IMPACT_RANK[f.impact] ?? 3));
  const polarity = (f: DisplayFinding) => (f.kind === "plain" ? 0 : (POLARITY_RANK[f.polarity ?? "risk"] ?? 0));
  return findings
    .map(normalizeFinding)
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || polarity(a.f) - polarity(b.f) || a.i - b.i)
    .map(({ f }) => f);
}

/** A source link is active only for http(s) values other than "Not Found". */
export function isLinkableSource(source: string | null): source is string {
  return !!source && /^http/i.test(source) && source !== "Not Found";
}

export type LooseCertification = string | (Partial<Certification> & { certification?: string });

export interface DisplayCertification {
  name: string;
  sourceUrl: string | null;
  evidence: string | null;
}

/** Only certifications with verified true are shown. */
export function verifiedCertifications(certs: readonly LooseCertification[]): DisplayCertification[] {
  const out: DisplayCertification[] = [];
  for (const c of certs) {
    if (typeof c === "string" || c.verified !== true) continue;
    const name = c.name || c.certification;
    if (!name) continue;
    out.push({ name, sourceUrl: c.source_url || null, evidence: c.evidence || null });
  }
  return out;
}

/**
 * Findings with stable React keys: their content, with a counter where two read alike. A list
 * filtered or re-sorted keeps each finding's state (an opened excerpt) with that finding.
 */
export function keyedFindings(findings: readonly DisplayFinding[]): { key: string; finding: DisplayFinding }[] {
  const seen = new Map<string, number>();
  return findings.map((finding) => {
    const base = finding.kind === "plain" ? finding.text : `${finding.text}|${finding.sourceUrl}|${finding.evidence}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: n === 0 ? base : `${base}#${n}`, finding };
  });
}
