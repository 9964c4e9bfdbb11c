/**
 * Rounds 2-4 of a crawl: which candidates to fetch (kind budgets and the page cap, best first),
 * fetching a round in parallel, and which kinds are still missing.
 */
import type { PageKind } from "../engine/types";
import type { CrawlState } from "./crawl-state";
import { type Candidate, COMMON_PATHS, KIND_BUDGET, KIND_PRIORITY } from "./discovery";
import { fetchCandidate } from "./fetch-candidate";
import type { ShellRenderer } from "./render-shells";

/** Picks candidates within the kind budgets and the page cap, best first. */
export function pickCandidates(s: CrawlState, cands: Candidate[], pending = new Map<PageKind, number>()): Candidate[] {
  const byUrl = new Map<string, Candidate>();
  for (const c of cands) {
    if (s.triedUrls.has(c.url) || s.pageByUrl.has(c.url)) continue;
    const prev = byUrl.get(c.url);
    if (!prev || prev.score < c.score) byUrl.set(c.url, c);
  }
  const sorted = [...byUrl.values()].sort(
    (a, b) =>
      b.score - a.score || KIND_PRIORITY.indexOf(a.kind) - KIND_PRIORITY.indexOf(b.kind) || a.url.localeCompare(b.url),
  );
  const chosen: Candidate[] = [];
  for (const kind of KIND_PRIORITY) {
    const budget = KIND_BUDGET[kind] ?? 0;
    for (const c of sorted) {
      if (c.kind !== kind) continue;
      const used = (s.taken.get(kind) ?? 0) + (pending.get(kind) ?? 0);
      if (used >= budget || s.pageSlots <= 0) break;
      chosen.push(c);
      pending.set(kind, (pending.get(kind) ?? 0) + 1);
      s.pageSlots--;
    }
  }
  return chosen;
}

/** Fetches a round's candidates in parallel; keeps the pages in the order they were chosen. */
export async function runRound(s: CrawlState, renderer: ShellRenderer, cands: Candidate[]): Promise<void> {
  if (Date.now() >= s.deadline) {
    for (const c of cands) {
      s.attempts.push({ url: c.url, kind: c.kind, outcome: "timeout" });
      s.issue(
        c.url,
        "timeout",
        `${c.url} was not read: the ${s.limits.totalMs / 1000} s crawl time limit was reached.`,
      );
    }
    return;
  }
  const before = s.pages.length;
  await Promise.all(cands.map((c) => fetchCandidate(s, renderer, c)));
  // Pages arrive in the order the network answers; keep them in the order they were chosen,
  // so that the same site always gives the same report.
  const rank = new Map(cands.map((c, i) => [c.url, i]));
  const added = s.pages
    .splice(before)
    .sort((a, b) => (rank.get(a.requestedUrl) ?? cands.length) - (rank.get(b.requestedUrl) ?? cands.length));
  s.pages.push(...added);
}

/** Kinds with usual paths of which no page was read yet (a trust page stands for a security page). */
export function missingKinds(s: CrawlState): PageKind[] {
  return (Object.keys(COMMON_PATHS) as PageKind[]).filter(
    (k) => !(s.taken.get(k) ?? 0) && !(k === "security" && (s.taken.get("trust") ?? 0)),
  );
}
