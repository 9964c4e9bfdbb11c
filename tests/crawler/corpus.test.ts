/**
 * The recorded fictional vendors (tests/fixtures/corpus), replayed through env.CRAWL_REPLAY_ORIGIN:
 * 100% grounding, verified certifications as labelled, expected pages discovered, levels within
 * the labels' accepted levels, and most label facts covered by a finding. Without a browser
 * (the rendered path has its own test): pixelpost's JavaScript pages must then be reported
 * as unreadable, never invented.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import type { Analysis } from "@core/contract/analysis";
import { checkGrounding, collapse } from "./support/grounding";

const labels = Object.values(
  import.meta.glob("../fixtures/corpus/labels/*.json", { eager: true, import: "default" }),
) as any[];
const replayOrigin = (env as unknown as { CRAWL_REPLAY_ORIGIN: string }).CRAWL_REPLAY_ORIGIN;

const DIMENSIONS = [
  ["pricing", "pricing_risk"],
  ["privacy_legal", "privacy_legal_risk"],
  ["security", "security_risk"],
  ["overall", "overall_risk"],
] as const;

function pagesOf(a: Analysis): string[] {
  const p = a.analyzed_pages;
  return [p.main_page, ...p.pricing_pages, ...p.legal_pages, ...p.security_pages].filter((x) => !!x).map((x) => x!.url);
}

function quotes(a: Analysis) {
  return [
    ...a.pricing_risk.findings,
    ...a.privacy_legal_risk.findings,
    ...a.security_risk.findings,
    ...a.security_risk.certifications,
  ].filter((f) => f.evidence);
}

describe.each(labels.map((l) => [l.slug, l]))("%s", (_slug, label) => {
  let a: Analysis;
  beforeAll(async () => {
    a = await analyzeVendorUrl(label.start_url, {
      fetch: (i, init) => fetch(i, init),
      replayOrigin,
      now: () => new Date("2026-11-20T12:00:00Z"),
    });
  }, 60_000);

  it("grounds every finding on the cited page", async () => {
    const g = await checkGrounding(a, replayOrigin);
    expect(g.failures).toEqual([]);
    expect(g.checked).toBeGreaterThan(5);
  }, 60_000);

  it("never reads a page that is not a document as one", () => {
    const all = [...a.pricing_risk.findings, ...a.privacy_legal_risk.findings, ...a.security_risk.findings];
    for (const url of label.soft_404 ?? []) {
      expect(all.filter((f) => f.evidence && f.source_url === url)).toEqual([]);
      expect(pagesOf(a)).not.toContain(url);
    }
    for (const url of label.blocked_pages ?? []) {
      expect(
        all.filter((f) => f.polarity === "risk" && /_missing$/.test(f.signal ?? "") && f.checked_urls?.includes(url)),
      ).toEqual([]);
    }
  });

  it("verifies exactly the labelled certifications", () => {
    const verified = a.security_risk.certifications
      .filter((c) => c.verified)
      .map((c) => c.name)
      .sort();
    expect(verified).toEqual([...label.certifications.verified].sort());
    for (const name of label.certifications.claimed_not_verified) {
      expect(a.security_risk.certifications.find((c) => c.name === name)?.verified ?? false).toBe(false);
    }
  });

  it("discovers the expected pages", () => {
    const found = pagesOf(a);
    const expected = Object.values(label.expected_pages).flat() as string[];
    expect(expected.filter((u) => !found.includes(u))).toEqual([]);
  });

  it("rates each dimension at a level the labels accept", () => {
    for (const [key, field] of DIMENSIONS) {
      const accepted = [label.expected_level[key], ...(label.acceptable_levels?.[key] ?? [])];
      expect({ [key]: a[field].level }).toEqual({ [key]: expect.toBeOneOf(accepted) });
    }
  });

  it("covers most label facts with a finding from the same page", () => {
    const all = quotes(a);
    const covered = label.facts.filter((fact: any) =>
      all.some((f) => {
        if (f.source_url !== fact.source_url) return false;
        const e = collapse(f.evidence).toLowerCase();
        const q = collapse(fact.quote).toLowerCase();
        return e.includes(q) || q.includes(e) || e.slice(0, 40) === q.slice(0, 40);
      }),
    );
    expect(covered.length / label.facts.length).toBeGreaterThanOrEqual(0.5);
  });

  it("never quotes a trap hidden in a script, and names the vendor", () => {
    const text = JSON.stringify(a);
    expect(text).not.toMatch(/Cancel anytime, full refund within 30 days/);
    expect(a.vendor_name.length).toBeGreaterThan(2);
    expect(a.overall_risk.recommendation).toMatch(/^(Approve|Approve with guardrails|Review required|Avoid):/);
  });
});

describe("pixelpost without a browser", () => {
  it("reports its JavaScript pages as unreadable instead of guessing", async () => {
    const a = await analyzeVendorUrl("https://pixelpost.app/", {
      fetch: (i, init) => fetch(i, init),
      replayOrigin,
      now: () => new Date(),
    });
    expect(a.crawl!.rendered_pages).toEqual([]);
    const unreadable = a.crawl!.issues.filter((i) => i.kind === "unreadable").map((i) => i.url);
    expect(unreadable).toEqual(expect.arrayContaining(["https://pixelpost.app/", "https://pixelpost.app/pricing"]));
    expect(a.crawl!.issues.find((i) => i.url === "https://pixelpost.app/pricing")?.message).toMatch(
      /could not be read/,
    );
    expect(a.pricing_risk.confidence).toBeLessThan(0.6);
  }, 60_000);
});
