/**
 * Findings as the engine builds them: with their dimension (removed when the Analysis is
 * assembled), from signal hits, and the URLs an absence finding names.
 */
import type { Dimension, Finding } from "@core/contract/analysis";
import type { SignalHit } from "./reading/match";
import type { CrawlResult, PageKind } from "./types";

export type DimFinding = Finding & { dimension: Dimension };

/**
 * The finding's words with the match's groups: "$1" is the first group (or any group the
 * alternative that matched has). A part in braces, "{ ($1 days' notice)}", is said only when the
 * match has a group to put in it.
 */
function fill(template: string, groups: string[]): string {
  const any = groups.some(Boolean);
  return template
    .replace(/\{([^{}]*)\}/g, (_m, part: string) => (any ? part : ""))
    .replace(/\$(\d)/g, (_m, n: string) => groups[Number(n) - 1] || groups.find(Boolean) || "");
}

/**
 * A signal hit as a finding. Suppressed (another signal says it better: "contact sales" next
 * to published prices) it is information worded as the partial statement it is; qualified
 * (another signal narrows it) it says so.
 */
export function hitFinding(hit: SignalHit, suppressed: boolean, signals: ReadonlySet<string>): DimFinding {
  const r = hit.rule;
  const polarity = suppressed ? "info" : r.polarity;
  const qualified = r.qualifiedBy?.signals.some((id) => signals.has(id));
  const wording =
    suppressed && r.suppressedFinding ? r.suppressedFinding : qualified ? r.qualifiedBy!.finding : r.finding;
  return {
    dimension: r.dimension,
    finding: fill(wording, hit.groups),
    source_url: hit.sentence.page.url,
    evidence: hit.evidence,
    excerpt: hit.excerpt,
    ...(hit.more.length
      ? { more_evidence: hit.more.map((q) => ({ source_url: q.sentence.page.url, quote: q.evidence })) }
      : {}),
    risk_impact: r.impact,
    signal: r.id,
    weight: suppressed ? 0 : r.weight,
    polarity,
  };
}

/**
 * The URLs tried for pages of these kinds (the main page first, then in address order, since
 * attempts are recorded in the order the network answered): what an absence finding names.
 */
export function checkedUrls(crawl: CrawlResult, kinds: PageKind[]): string[] {
  const urls = crawl.attempts.filter((a) => kinds.includes(a.kind) && a.url !== crawl.mainPage.url).map((a) => a.url);
  return [crawl.mainPage.url, ...[...new Set(urls)].sort()];
}
