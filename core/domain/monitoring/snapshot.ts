/**
 * Snapshots of a vendor: what a check (or a saved report) says about it, in the form checks are
 * compared in. Built from an analysis by the analysis Worker (with each page's text hash) and,
 * for a vendor no check has read yet, from the report an organization saved (pages without
 * their text: the first check compares the quotes, findings, certifications, scores and pages of
 * that report, which is what the assessment was decided on).
 */
import type { Analysis, Finding } from "@core/contract/analysis";
import type {
  Snapshot,
  SnapshotCertification,
  SnapshotFinding,
  SnapshotPage,
  SnapshotScores,
} from "@core/contract/monitoring";
import { pageKey } from "./page-text";

/** A page read before (now, or carried while out of reach): a baseline the next check compares with. */
export function knownPage(page: SnapshotPage): boolean {
  return page.outcome === "ok" || page.carried === true;
}

/** The analysis' findings in snapshot form, by dimension. */
export function snapshotFindings(analysis: Analysis): SnapshotFinding[] {
  const of = (f: Finding, dimension: SnapshotFinding["dimension"]): SnapshotFinding => ({
    signal: f.signal ?? "",
    dimension,
    finding: f.finding,
    source_url: f.source_url,
    evidence: f.evidence,
    risk_impact: f.risk_impact,
    ...(f.polarity ? { polarity: f.polarity } : {}),
    ...(f.weight !== undefined ? { weight: f.weight } : {}),
  });
  return [
    ...analysis.pricing_risk.findings.map((f) => of(f, "pricing")),
    ...analysis.privacy_legal_risk.findings.map((f) => of(f, "privacy_legal")),
    ...analysis.security_risk.findings.map((f) => of(f, "security")),
  ];
}

export function snapshotCertifications(analysis: Analysis): SnapshotCertification[] {
  return analysis.security_risk.certifications.map((c) => ({
    name: c.name,
    verified: c.verified,
    ...(c.status ? { status: c.status } : {}),
    source_url: c.source_url,
    evidence: c.evidence,
  }));
}

export function snapshotScores(analysis: Analysis): SnapshotScores {
  return {
    overall: analysis.overall_risk.score,
    pricing: analysis.pricing_risk.score,
    privacy_legal: analysis.privacy_legal_risk.score,
    security: analysis.security_risk.score,
  };
}

/** The kind the engine settled on for each page it analyzed (it may correct the crawler's guess). */
export function analyzedKinds(analysis: Analysis): Map<string, string> {
  const a = analysis.analyzed_pages;
  const out = new Map<string, string>();
  for (const p of [...(a.main_page ? [a.main_page] : []), ...a.pricing_pages, ...a.legal_pages, ...a.security_pages]) {
    if (p.kind) out.set(p.url, p.kind);
  }
  return out;
}

/**
 * A saved report as a snapshot: its pages (no text hash: the report does not keep page texts),
 * scores, level, findings and certifications.
 */
export function snapshotOfReport(analysis: Analysis, at: Date): Snapshot {
  const a = analysis.analyzed_pages;
  const groups: [string, typeof a.pricing_pages][] = [
    ["home", a.main_page ? [a.main_page] : []],
    ["pricing", a.pricing_pages],
    ["legal", a.legal_pages],
    ["security", a.security_pages],
  ];
  const pages = new Map<string, SnapshotPage>();
  for (const [group, list] of groups) {
    for (const p of list) {
      const key = pageKey(p.url);
      if (pages.has(key)) continue;
      pages.set(key, {
        key,
        url: p.url,
        final_url: p.url,
        status: 200,
        kind: p.kind ?? group,
        outcome: "ok",
        hash: null,
        stored_at: null,
        ...(p.title ? { title: p.title } : {}),
      });
    }
  }
  return {
    v: 1,
    url: analysis.url,
    checked_at: at.toISOString(),
    engine_version: analysis.engine_version ?? null,
    partial: false,
    scores: snapshotScores(analysis),
    level: analysis.overall_risk.level,
    pages: [...pages.values()],
    findings: snapshotFindings(analysis),
    certifications: snapshotCertifications(analysis),
  };
}
