/**
 * Change detection end to end: a recorded vendor is checked (crawl, engine, snapshot), its site
 * then changes (tests/fixtures/monitoring/*.json, served by the replay server), and the next
 * check must report exactly what changed, sentence by sentence, and nothing for noise.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vendorChangesTable, vendorChecksTable } from "@core/db/schema";
import { Snapshot, type SnapshotPage } from "@core/contract/monitoring";
import { contentHash, pageSentences, textFingerprint } from "@core/domain/monitoring/page-text";
import { observeVendor } from "@queue-consumer/monitoring/observe-vendor";
import { db, testEnv } from "./helpers";
import { snapshotOfReport } from "@core/domain/monitoring/snapshot";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { brief, changesOf, checkDeps, deliverCheck, insertCheck, runCheck, serveVersion } from "./monitoring-support";

async function pageTextKeys() {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await testEnv.CACHE.list({ prefix: "v1:page-text:", cursor });
    keys.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return new Set(keys);
}

describe("a vendor whose evidence changed", () => {
  it("reports the reworded and removed quotes, the lost certification, the raised price and their consequences, exactly", async () => {
    const url = "https://northwind-watch.com/";
    await serveVersion("northwind-watch.com", "v1");
    const first = await runCheck(url);
    expect(first).toMatchObject({ status: "completed", changesCount: 0, error: null });
    // The first check is the baseline: its snapshot has every document with its text's hash.
    const baseline = Snapshot.parse(JSON.parse(first.snapshot!));
    expect(baseline.pages.filter((p) => p.outcome === "ok").map((p) => p.key)).toEqual(
      expect.arrayContaining([
        "northwind-watch.com/legal/privacy",
        "northwind-watch.com/pricing",
        "northwind-watch.com/security",
        "northwind-watch.com/legal/dpa",
      ]),
    );
    for (const p of baseline.pages.filter((p) => p.outcome === "ok")) expect(p.hash).toMatch(/^[0-9a-f]{64}$/);

    await serveVersion("northwind-watch.com", "v2");
    const second = await runCheck(url);
    expect(second.status).toBe("completed");
    const changes = (await changesOf(second.id)).map(brief);
    expect(changes).toEqual([
      {
        kind: "quote_changed",
        severity: "high",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before:
          "We do not use Customer Content to train or fine-tune artificial intelligence or machine learning models, whether our own or a third party's.",
        after:
          "We may use Customer Content to train and fine-tune our own artificial intelligence models unless your workspace administrator opts out.",
      },
      {
        kind: "quote_removed",
        severity: "high",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before:
          "We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
        after: null,
      },
      {
        kind: "finding_added",
        severity: "high",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before: null,
        after:
          "We may use Customer Content to train and fine-tune our own artificial intelligence models unless your workspace administrator opts out.",
      },
      {
        kind: "certification_removed",
        severity: "high",
        dimension: "security",
        page: "/security",
        before:
          "Northwind Notes has completed a SOC 2 Type II examination covering the Security, Availability and Confidentiality criteria.",
        after: null,
      },
      {
        kind: "quote_changed",
        severity: "medium",
        dimension: "pricing",
        page: "/pricing",
        before: "Plus costs $8 per member per month and Business costs $16 per member per month when billed monthly.",
        after: "Plus costs $10 per member per month and Business costs $16 per member per month when billed monthly.",
      },
      {
        kind: "score_changed",
        severity: "medium",
        dimension: "privacy_legal",
        page: null,
        before: "2.0",
        after: "2.5",
      },
      { kind: "score_changed", severity: "medium", dimension: "security", page: null, before: "0.7", after: "1.4" },
      {
        kind: "document_changed",
        severity: "medium",
        dimension: "pricing",
        page: "/pricing",
        before: "Paying annually saves about 17%: Plus is $80 and Business is $160 per member per year.",
        after: "Paying annually saves about 17%: Plus is $100 and Business is $160 per member per year.",
      },
      {
        kind: "document_changed",
        severity: "medium",
        dimension: "security",
        page: "/security",
        before: "Security questionnaires and our SOC 2 bridge letter can be requested from trust@northwind-watch.com.",
        after: "Security questionnaires can be requested from trust@northwind-watch.com.",
      },
      {
        kind: "document_changed",
        severity: "medium",
        dimension: "privacy_legal",
        page: "/legal/dpa",
        before:
          "Northwind will make available its SOC 2 Type II report and ISO/IEC 27001 certificate under confidentiality terms.",
        after: "Northwind will make available its ISO/IEC 27001 certificate under confidentiality terms.",
      },
      {
        kind: "finding_added",
        severity: "low",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before: null,
        after:
          "We may use Customer Content to train and fine-tune our own artificial intelligence models unless your workspace administrator opts out.",
      },
    ]);
    const rows = await changesOf(second.id);
    // Each says what it is in words, and a document change counts what was added and removed.
    expect(rows.map((r) => r.summary)).toContain("SOC 2 Type II is no longer stated as attained.");
    expect(rows.map((r) => r.summary)).toContain("Privacy & legal risk score rose from 2.0 to 2.5.");
    expect(rows.map((r) => r.summary)).toContain(
      "Privacy policy (/legal/privacy) reworded the sentence behind “Customer content is not used to train AI models”.",
    );
    const security = rows.find((r) => r.kind === "document_changed" && r.sourceUrl?.endsWith("/security"))!;
    expect(JSON.parse(security.details)).toMatchObject({ page_kind: "security", added: 1, removed: 3 });
    expect(second.changesCount).toBe(11);
    // The history keeps the check's scores and certifications.
    expect(JSON.parse(second.certifications!)).toEqual(["ISO/IEC 27001", "GDPR", "CCPA"]);

    // Checked again with nothing new: nothing to report.
    const third = await runCheck(url);
    expect(await changesOf(third.id)).toEqual([]);
  });

  it("a redelivered message of a completed check writes nothing twice", async () => {
    const url = "https://northwind-watch.com/";
    await serveVersion("northwind-watch.com", "v1");
    await runCheck(url);
    await serveVersion("northwind-watch.com", "v2");
    const check = await insertCheck(url);
    expect(await deliverCheck(check, url)).toEqual({ ack: 1, retry: [] });
    const once = await changesOf(check.id);
    expect(once.length).toBeGreaterThan(0);
    // A duplicate (another message id) and a retry of the same message both find it done.
    expect(await deliverCheck(check, url)).toEqual({ ack: 1, retry: [] });
    expect(await deliverCheck(check, url, undefined, 2)).toEqual({ ack: 1, retry: [] });
    expect(await changesOf(check.id)).toEqual(once);
    const [row] = await db().select().from(vendorChecksTable).where(eq(vendorChecksTable.id, check.id));
    expect(row).toMatchObject({ status: "completed", attempts: 1 });
    await serveVersion("northwind-watch.com", "v1");
  });
});

describe("a vendor whose pages changed only in noise", () => {
  it("reports nothing, and stores no page text again", async () => {
    const url = "https://northwind-quiet.com/";
    await serveVersion("northwind-quiet.com", "v1");
    const before = await pageTextKeys();
    const first = await runCheck(url);
    const stored = await pageTextKeys();
    const firstPages = Snapshot.parse(JSON.parse(first.snapshot!)).pages.filter((p) => p.outcome === "ok");
    // One text per distinct content, under its hash (pages with no word of their own host are
    // the same content as other vendors' copies, stored once for all).
    const hashes = new Set(firstPages.map((p) => `v1:page-text:${p.hash}`));
    for (const key of hashes) expect(stored.has(key)).toBe(true);
    for (const key of stored) if (!before.has(key)) expect(hashes.has(key)).toBe(true);
    expect(await testEnv.CACHE.get(`v1:page-text:${firstPages.find((p) => p.kind === "privacy")!.hash}`)).toContain(
      "We do not sell your personal information",
    );

    // The "Last updated" date, the copyright year, the consent banner, nonces, the order of two
    // sections, whitespace, apostrophes and a cache-busting parameter on the privacy policy's links.
    await serveVersion("northwind-quiet.com", "v2");
    const second = await runCheck(url);
    expect(second.status).toBe("completed");
    expect(await changesOf(second.id)).toEqual([]);
    expect(second.changesCount).toBe(0);
    expect(await pageTextKeys()).toEqual(stored);
    // The privacy policy was read at its new address and is the same page.
    const pages = Snapshot.parse(JSON.parse(second.snapshot!)).pages;
    const privacy = pages.find((p) => p.key === "northwind-quiet.com/legal/privacy")!;
    expect(privacy.final_url).toBe("https://northwind-quiet.com/legal/privacy?v=20261214");
    expect(privacy.hash).toBe(firstPages.find((p) => p.key === privacy.key)!.hash);
  });
});

describe("a re-check of pages whose text did not change", () => {
  it("keeps each page's content hash from its text's fingerprint, and keys a changed text again", async () => {
    const url = "https://northwind-quiet.com/";
    await serveVersion("northwind-quiet.com", "v1");
    const { pipeline } = checkDeps();
    const first = await observeVendor(url, pipeline, null);
    const privacy = first.snapshot.pages.find((p) => p.key === "northwind-quiet.com/legal/privacy")!;
    expect(privacy.text_sha).toBe(await textFingerprint(first.texts.get(privacy.key)!));
    expect(privacy.hash).toBe(await contentHash(pageSentences(first.texts.get(privacy.key)!)));

    // The previous snapshot's hash stands for the same text as read again: taken as it is.
    const marked = (over: Partial<SnapshotPage>): Snapshot => ({
      ...first.snapshot,
      pages: first.snapshot.pages.map((p) => (p.key === privacy.key ? { ...p, ...over } : p)),
    });
    const again = await observeVendor(url, pipeline, marked({ hash: "kept-from-last-check" }));
    expect(again.snapshot.pages.find((p) => p.key === privacy.key)!.hash).toBe("kept-from-last-check");
    // A text that is not the one fingerprinted last time is split and keyed again.
    const changed = await observeVendor(url, pipeline, marked({ hash: "kept-from-last-check", text_sha: "other" }));
    expect(changed.snapshot.pages.find((p) => p.key === privacy.key)!.hash).toBe(privacy.hash);
  });
});

describe("a vendor whose pages could not be reached, then were gone", () => {
  it("tells a blocked page once, keeps its last text, and tells a 404 as a removed page", async () => {
    const url = "https://northwind-flaky.com/";
    await serveVersion("northwind-flaky.com", "v1");
    await runCheck(url);

    // The DPA answers 503: not the vendor's decision. Low, and nothing else moves.
    await serveVersion("northwind-flaky.com", "blocked");
    const blocked = await runCheck(url);
    expect((await changesOf(blocked.id)).map(brief)).toEqual([
      {
        kind: "page_unreachable",
        severity: "low",
        dimension: "privacy_legal",
        page: "/legal/dpa",
        before: null,
        after: null,
      },
    ]);
    const partial = Snapshot.parse(JSON.parse(blocked.snapshot!));
    expect(partial.partial).toBe(true);
    expect(partial.pages.find((p) => p.key === "northwind-flaky.com/legal/dpa")).toMatchObject({
      outcome: "unreachable",
      carried: true,
      status: 503,
    });
    // Still out of reach: not told again.
    expect(await changesOf((await runCheck(url)).id)).toEqual([]);

    // Back, unchanged: nothing to tell.
    await serveVersion("northwind-flaky.com", "v1");
    expect(await changesOf((await runCheck(url)).id)).toEqual([]);

    // The sub-processor list answers 404: removed, and the engine now misses it.
    await serveVersion("northwind-flaky.com", "gone");
    const gone = await runCheck(url);
    expect((await changesOf(gone.id)).map(brief)).toEqual([
      { kind: "finding_added", severity: "medium", dimension: "privacy_legal", page: "/", before: null, after: null },
      {
        kind: "page_removed",
        severity: "medium",
        dimension: "privacy_legal",
        page: "/legal/subprocessors",
        before: null,
        after: null,
      },
    ]);
    const [removed] = await db().select().from(vendorChangesTable).where(eq(vendorChangesTable.kind, "page_removed"));
    expect(removed!.summary).toBe("Sub-processor list (/legal/subprocessors) is gone (HTTP 404).");
    await serveVersion("northwind-flaky.com", "v1");
  });
});

describe("a vendor whose first baseline is the report an organization saved", () => {
  /** The report as saving it records it: a completed check of trigger "report" (no page texts). */
  async function reportBaseline(url: string) {
    const analysis = await analyzeVendorUrl(url, checkDeps().pipeline);
    const vendorKey = new URL(url).hostname;
    const at = new Date().toISOString();
    const id = crypto.randomUUID();
    await db()
      .insert(vendorChecksTable)
      .values({
        id,
        vendorKey,
        url,
        trigger: "report",
        slot: `report:${id}`,
        status: "completed",
        completedAt: at,
        snapshot: JSON.stringify(snapshotOfReport(analysis, new Date())),
        createdAt: at,
        updatedAt: at,
      });
  }

  it("the first check of an unchanged site finds nothing, not even in noise", async () => {
    await serveVersion("northwind-quiet-report.com", "v1");
    await reportBaseline("https://northwind-quiet-report.com/");
    await serveVersion("northwind-quiet-report.com", "v2");
    const first = await runCheck("https://northwind-quiet-report.com/");
    expect(first.status).toBe("completed");
    expect((await changesOf(first.id)).map(brief)).toEqual([]);
  });

  it("the first check after the site changed tells the quotes, certification, findings and scores the report relied on", async () => {
    const url = "https://northwind-report.com/";
    await serveVersion("northwind-report.com", "v1");
    await reportBaseline(url);
    await serveVersion("northwind-report.com", "v2");
    const first = await runCheck(url);
    // Without the report's page texts, documents cannot be compared sentence by sentence: the
    // quotes are looked for on the pages as they are now.
    expect((await changesOf(first.id)).map(brief)).toEqual([
      {
        kind: "quote_changed",
        severity: "high",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before:
          "We do not use Customer Content to train or fine-tune artificial intelligence or machine learning models, whether our own or a third party's.",
        after:
          "We may use Customer Content to train and fine-tune our own artificial intelligence models unless your workspace administrator opts out.",
      },
      {
        kind: "quote_removed",
        severity: "high",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before:
          "We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
        after: null,
      },
      {
        kind: "finding_added",
        severity: "high",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before: null,
        after:
          "We may use Customer Content to train and fine-tune our own artificial intelligence models unless your workspace administrator opts out.",
      },
      {
        kind: "certification_removed",
        severity: "high",
        dimension: "security",
        page: "/security",
        before:
          "Northwind Notes has completed a SOC 2 Type II examination covering the Security, Availability and Confidentiality criteria.",
        after: null,
      },
      {
        kind: "quote_changed",
        severity: "medium",
        dimension: "pricing",
        page: "/pricing",
        before: "Plus costs $8 per member per month and Business costs $16 per member per month when billed monthly.",
        after: "Plus costs $10 per member per month and Business costs $16 per member per month when billed monthly.",
      },
      {
        kind: "score_changed",
        severity: "medium",
        dimension: "privacy_legal",
        page: null,
        before: "2.0",
        after: "2.5",
      },
      { kind: "score_changed", severity: "medium", dimension: "security", page: null, before: "0.7", after: "1.4" },
      {
        kind: "finding_added",
        severity: "low",
        dimension: "privacy_legal",
        page: "/legal/privacy",
        before: null,
        after:
          "We may use Customer Content to train and fine-tune our own artificial intelligence models unless your workspace administrator opts out.",
      },
    ]);
    // From then on checks compare page texts: the next, unchanged, finds nothing.
    expect(await changesOf((await runCheck(url)).id)).toEqual([]);
    await serveVersion("northwind-report.com", "v1");
  });
});
