/**
 * One check of a watched vendor, as far as the network and the engine go: crawl it (reading its
 * previous check's documents again even when nothing links to them now), run the engine, and turn
 * what was read into a snapshot: per page its address, status, kind and the hash of its
 * normalized main text (the texts themselves come back beside it, for comparison and storage).
 */
import type { Analysis } from "@core/contract/analysis";
import type { Snapshot, SnapshotPage } from "@core/contract/monitoring";
import { pageDimension } from "@core/domain/monitoring/change-words";
import { contentHash, mainTextOf, pageKey, pageSentences, textFingerprint } from "@core/domain/monitoring/page-text";
import {
  analyzedKinds,
  knownPage,
  snapshotCertifications,
  snapshotFindings,
  snapshotScores,
} from "@core/domain/monitoring/snapshot";
import type { PipelineDeps } from "../analysis-types";
import { crawlAndAnalyze } from "../analyze-vendor-url";
import { DEFAULT_LIMITS } from "../crawler/crawl";
import type { AttemptOutcome, CrawlResult, PageKind } from "../engine/types";

export interface Observation {
  analysis: Analysis;
  /** The snapshot of what this check read (before comparison with the previous one). */
  snapshot: Snapshot;
  /** The main text of each page read, by page key. */
  texts: Map<string, string>;
}

export type ObserveVendor = (url: string, deps: PipelineDeps, previous: Snapshot | null) => Promise<Observation>;

/** Attempt outcomes that mean the page is gone, not merely out of reach. */
const GONE: AttemptOutcome[] = ["not_found", "soft_404"];

export const observeVendor: ObserveVendor = async (url, deps, previous) => {
  const revisit = (previous?.pages ?? [])
    .filter((p) => knownPage(p) && pageDimension(p.kind))
    .map((p) => ({ url: p.url, kind: p.kind as PageKind }));
  const { analysis, crawl } = await crawlAndAnalyze(url, deps, DEFAULT_LIMITS, { revisit });
  return snapshotOf(analysis, crawl, previous, deps.now());
};

/** The snapshot of one crawl and its analysis; pages of the previous snapshot not read now get their outcome. */
export async function snapshotOf(
  analysis: Analysis,
  crawl: CrawlResult,
  previous: Snapshot | null,
  now: Date,
): Promise<Observation> {
  const kinds = analyzedKinds(analysis);
  const previousPages = new Map((previous?.pages ?? []).map((p) => [p.key, p]));
  const texts = new Map<string, string>();
  const pages = new Map<string, SnapshotPage>();
  for (const page of crawl.pages) {
    const key = pageKey(page.url);
    if (pages.has(key)) continue;
    const kind = kinds.get(page.url) ?? page.kind;
    if (page.unreadable) {
      pages.set(key, entry(key, page.requestedUrl, page.url, page.status, kind, "unreachable", null));
      continue;
    }
    const text = mainTextOf(page.blocks);
    texts.set(key, text);
    const textSha = await textFingerprint(text);
    const last = previousPages.get(key);
    // The same text as last time has the same content hash: no need to split and key it again.
    const hash = last?.hash && last.text_sha === textSha ? last.hash : await contentHash(pageSentences(text));
    pages.set(key, {
      ...entry(key, page.requestedUrl, page.url, page.status, kind, "ok", hash),
      text_sha: textSha,
      title: page.title,
    });
  }
  // Pages read last time and not read now: gone (404/410, "not found") or out of reach.
  for (const before of previous?.pages ?? []) {
    if (!knownPage(before) || pages.has(before.key)) continue;
    const tried = crawl.attempts.find(
      (a) => pageKey(a.url) === before.key || (a.finalUrl && pageKey(a.finalUrl) === before.key),
    );
    const outcome = tried && GONE.includes(tried.outcome) ? "removed" : "unreachable";
    pages.set(
      before.key,
      entry(before.key, before.url, tried?.finalUrl ?? before.url, tried?.status ?? 0, before.kind, outcome, null),
    );
  }
  const snapshot: Snapshot = {
    v: 1,
    url: analysis.url,
    checked_at: now.toISOString(),
    engine_version: analysis.engine_version ?? null,
    partial: false,
    scores: snapshotScores(analysis),
    level: analysis.overall_risk.level,
    pages: [...pages.values()],
    findings: snapshotFindings(analysis),
    certifications: snapshotCertifications(analysis),
  };
  return { analysis, snapshot, texts };
}

function entry(
  key: string,
  url: string,
  finalUrl: string,
  status: number,
  kind: string,
  outcome: SnapshotPage["outcome"],
  hash: string | null,
): SnapshotPage {
  return { key, url, final_url: finalUrl, status, kind, outcome, hash, stored_at: null };
}
