/**
 * The rules of change detection on their own: what counts as noise in a page's text (dates in
 * several languages and forms, years, tokens, consent banners, punctuation, order), a page's
 * identity across checks, and how snapshots compare (quotes, findings, certifications, scores,
 * documents, pages out of reach), on made-up pages rather than recorded sites.
 */
import { describe, expect, it } from "vitest";
import type { Snapshot, SnapshotFinding, SnapshotPage } from "@core/contract/monitoring";
import { compareSnapshots, similarity } from "@core/domain/monitoring/detect-changes";
import { comparisonKey, contentHash, isNoiseKey, pageKey, pageSentences } from "@core/domain/monitoring/page-text";

const noise = (text: string) => isNoiseKey(comparisonKey(text), text);

describe("noise in a page's text", () => {
  it.each([
    "Last updated: March 3, 2026",
    "Last updated: 14 December 2026.",
    "Effective date: 2026-08-03",
    "Updated 03/04/2026",
    "This policy was last revised on Jan. 5th, 2025.",
    "Stand: 1. März 2026",
    "Dernière mise à jour : 3 février 2026",
    "Última actualización: 3 de marzo de 2026",
    "© 2026 Acme, Inc. All rights reserved.",
    "Copyright 2019-2026 Example GmbH",
    "We use cookies. Accept all cookies or manage cookie preferences.",
  ])("%s is noise", (text) => {
    expect(noise(text)).toBe(true);
  });

  it.each([
    "We do not sell your personal information.",
    "We keep logs for 30 days.",
    "Plus costs $8 per member per month.",
    "You may opt out of cookies that are not necessary in your browser settings.",
    "Section 2 may apply to you.",
  ])("%s is content", (text) => {
    expect(noise(text)).toBe(false);
  });

  it("compares sentences without dates, years, times, tokens, case, accents and punctuation", () => {
    const same = [
      ["We retain data until 3 August 2026.", "We retain data until 14 December 2027."],
      ["Request ID: 8f3a9c21e4b84d0c9e11 was logged.", "Request ID: 0a1b2c3d4e5f60718293 was logged."],
      ["Session a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b expired", "Session 00000000-1111-4222-8333-444455556666 expired"],
      ["We don't sell your data.", "We don’t sell your data"],
      ["Plans  start at   $8", "plans start at $8."],
      ["Café privacy", "Cafe privacy"],
      ["Support hours: 9:00 AM to 5:00 PM UTC", "Support hours: 10:30 AM to 6:15 PM UTC"],
    ];
    for (const [a, b] of same) expect(comparisonKey(a!)).toBe(comparisonKey(b!));
    const different = [
      ["Plus costs $8 per month.", "Plus costs $10 per month."],
      ["We keep logs for 30 days.", "We keep logs for 90 days."],
      ["We do not sell your data.", "We may sell your data."],
    ];
    for (const [a, b] of different) expect(comparisonKey(a!)).not.toBe(comparisonKey(b!));
  });

  it("a page's sentences: one per sentence, abbreviations kept, noise left out; its hash ignores their order", async () => {
    const text = [
      "Privacy Policy",
      "Last updated: 3 August 2026.",
      "We process data e.g. emails and names. We never sell it! Do you share it? No.",
    ].join("\n");
    expect(pageSentences(text).map((s) => s.text)).toEqual([
      "Privacy Policy",
      "We process data e.g. emails and names.",
      "We never sell it!",
      "Do you share it?",
      "No.",
    ]);
    const reordered = [
      "We never sell it! Do you share it? No.",
      "Privacy Policy",
      "We process data e.g. emails and names.",
    ];
    expect(await contentHash(pageSentences(reordered.join("\n")))).toBe(await contentHash(pageSentences(text)));
    expect(await contentHash(pageSentences(text.replace("never", "sometimes")))).not.toBe(
      await contentHash(pageSentences(text)),
    );
  });
});

describe("long pages", () => {
  it("are read in linear time: a 300,000-character run of letters and digits, a 500 KB policy", async () => {
    const started = performance.now();
    const run = "a1".repeat(150_000);
    expect(comparisonKey(`Token ${run} end`)).toBe("token <token> end");
    const policy = Array.from({ length: 4000 }, (_, i) => `Clause ${i}: we keep records for ${i % 90} days.`).join(" ");
    expect(pageSentences(policy).length).toBeGreaterThan(3000);
    await contentHash(pageSentences(`${policy}\n${run}`));
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("a page's identity", () => {
  it("leaves out scheme, www, fragment, trailing slash, session ids and tracking or cache-busting parameters", () => {
    expect(pageKey("https://www.Example.com/legal/privacy/?v=20261214#cookies")).toBe("example.com/legal/privacy");
    expect(pageKey("http://example.com/legal/privacy;jsessionid=ABC123?utm_source=x&_=1764000000000")).toBe(
      "example.com/legal/privacy",
    );
    expect(pageKey("https://example.com/terms?lang=de&sid=5f2a9c8e7d6b4a3f")).toBe("example.com/terms?lang=de");
    expect(pageKey("https://example.com/doc?id=privacy&cb=99")).toBe("example.com/doc?id=privacy");
  });
});

describe("similarity", () => {
  it("is the share of words two sentences have in common", () => {
    expect(similarity("we keep logs for 30 days", "we keep logs for 90 days")).toBeCloseTo(10 / 12);
    expect(similarity("we keep logs", "prices start at $8")).toBe(0);
  });
});

// ---- compareSnapshots on made-up pages ----

const URL_ = "https://vendor.example/";
function page(path: string, kind: string, over: Partial<SnapshotPage> = {}): SnapshotPage {
  return {
    key: pageKey(`${URL_}${path}`),
    url: `${URL_}${path}`,
    final_url: `${URL_}${path}`,
    status: 200,
    kind,
    outcome: "ok",
    hash: `hash-${path}`,
    stored_at: null,
    ...over,
  };
}
function finding(path: string, signal: string, evidence: string, over: Partial<SnapshotFinding> = {}): SnapshotFinding {
  return {
    signal,
    dimension: "privacy_legal",
    finding: `Finding ${signal}.`,
    source_url: `${URL_}${path}`,
    evidence,
    risk_impact: "low",
    polarity: "strength",
    ...over,
  };
}
function snapshot(over: Partial<Snapshot> = {}): Snapshot {
  return {
    v: 1,
    url: URL_,
    checked_at: "2026-01-01T00:00:00.000Z",
    engine_version: null,
    partial: false,
    scores: { overall: 3, pricing: 3, privacy_legal: 3, security: 3 },
    level: "low",
    pages: [page("privacy", "privacy")],
    findings: [],
    certifications: [],
    ...over,
  };
}
const texts = (prev: Record<string, string>, next: Record<string, string>) => ({
  prev: new Map(Object.entries(prev).map(([p, t]) => [pageKey(`${URL_}${p}`), t])),
  next: new Map(Object.entries(next).map(([p, t]) => [pageKey(`${URL_}${p}`), t])),
});

describe("comparing two snapshots", () => {
  const policy = "Our policy.\nWe never share your data with advertisers.\nWe keep logs for 30 days.";
  const shares = finding("privacy", "privacy.no_sharing", "We never share your data with advertisers.");

  it("the first check is a baseline: nothing to report", () => {
    expect(compareSnapshots(null, snapshot(), texts({}, {})).changes).toEqual([]);
  });

  it("a commitment reworded where it stood is a high quote change; another sentence is a document change", () => {
    const prev = snapshot({ findings: [shares] });
    const next = snapshot({ pages: [page("privacy", "privacy", { hash: "new" })], findings: [shares] });
    const changed = "Our policy.\nWe may share your data with advertising partners.\nWe keep logs for 90 days.";
    const { changes } = compareSnapshots(prev, next, texts({ privacy: policy }, { privacy: changed }));
    expect(changes.map((c) => [c.kind, c.severity, c.before, c.after])).toEqual([
      [
        "quote_changed",
        "high",
        "We never share your data with advertisers.",
        "We may share your data with advertising partners.",
      ],
      ["document_changed", "medium", "We keep logs for 30 days.", "We keep logs for 90 days."],
    ]);
  });

  it("a removed sentence with nothing like it in its place is a quote removed", () => {
    const prev = snapshot({ findings: [shares] });
    const next = snapshot({ pages: [page("privacy", "privacy", { hash: "new" })], findings: [] });
    const { changes } = compareSnapshots(
      prev,
      next,
      texts({ privacy: policy }, { privacy: "Our policy.\nWe keep logs for 30 days." }),
    );
    // The finding that relied on it is not told a second time.
    expect(changes.map((c) => [c.kind, c.severity, c.after])).toEqual([["quote_removed", "high", null]]);
  });

  it("scores move by 0.5 or more; the level's band is told; smaller moves are not", () => {
    const prev = snapshot();
    const next = snapshot({ scores: { overall: 6.6, pricing: 3.4, privacy_legal: 3, security: 1 }, level: "high" });
    const { changes } = compareSnapshots(prev, next, texts({}, {}));
    expect(changes.map((c) => [c.kind, c.dimension, c.severity, c.before, c.after])).toEqual([
      ["score_changed", "overall", "high", "3.0", "6.6"],
      ["level_changed", "overall", "high", "low", "high"],
      ["score_changed", "security", "low", "3.0", "1.0"],
    ]);
  });

  it("a page out of reach keeps its text and the last complete scores, and is told once", () => {
    const prev = snapshot({ findings: [shares], scores: { overall: 3, pricing: 3, privacy_legal: 3, security: 3 } });
    const blocked = snapshot({
      pages: [page("privacy", "privacy", { outcome: "unreachable", hash: null, status: 503 })],
      findings: [],
      scores: { overall: 6, pricing: 3, privacy_legal: 7, security: 3 },
    });
    const first = compareSnapshots(prev, blocked, texts({}, {}));
    expect(first.changes.map((c) => [c.kind, c.severity])).toEqual([["page_unreachable", "low"]]);
    expect(first.snapshot).toMatchObject({ partial: true, scores: prev.scores, findings: prev.findings });
    expect(first.snapshot.pages[0]).toMatchObject({ outcome: "unreachable", hash: "hash-privacy", carried: true });
    // Still out of reach: nothing new.
    expect(compareSnapshots(first.snapshot, blocked, texts({}, {})).changes).toEqual([]);
    // Back as it was: nothing either.
    expect(compareSnapshots(first.snapshot, prev, texts({}, {})).changes).toEqual([]);
  });

  it("a certification no longer verified is told once, with the sentence that stated it", () => {
    const cert = {
      name: "ISO/IEC 27001",
      verified: true,
      status: "attained",
      source_url: `${URL_}security`,
      evidence: "We are certified to ISO/IEC 27001.",
    };
    const prev = snapshot({ pages: [page("security", "security")], certifications: [cert] });
    const next = snapshot({
      pages: [page("security", "security", { hash: "new" })],
      certifications: [
        { ...cert, verified: false, status: "in_progress", evidence: "We are working towards ISO/IEC 27001." },
      ],
    });
    const { changes } = compareSnapshots(
      prev,
      next,
      texts(
        { security: "Security.\nWe are certified to ISO/IEC 27001." },
        { security: "Security.\nWe are working towards ISO/IEC 27001." },
      ),
    );
    expect(changes.map((c) => [c.kind, c.severity, c.before, c.after, c.summary])).toEqual([
      [
        "certification_removed",
        "high",
        "We are certified to ISO/IEC 27001.",
        "We are working towards ISO/IEC 27001.",
        "ISO/IEC 27001 is no longer stated as attained (now: in progress).",
      ],
    ]);
  });

  it("a new sub-processor page is a medium document change", () => {
    const prev = snapshot();
    const next = snapshot({ pages: [page("privacy", "privacy"), page("subprocessors", "subprocessors")] });
    const { changes } = compareSnapshots(
      prev,
      next,
      texts({}, { subprocessors: "Sub-processors\nWe use Example Cloud to host customer data in Frankfurt." }),
    );
    expect(changes.map((c) => [c.kind, c.severity, c.after])).toEqual([
      ["document_changed", "medium", "We use Example Cloud to host customer data in Frankfurt."],
    ]);
  });
});
