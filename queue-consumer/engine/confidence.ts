/**
 * Confidence per dimension (0-1): the documents read, the evidence found, and what stood in the
 * way (pages that failed, timed out, were unreadable or disallowed; an unreadable main page; a
 * site closed by robots.txt). README.md gives the figures.
 */
import type { Dimension } from "../../worker/shared/analysis";
import type { DimFinding } from "./findings";
import { LEGAL_KINDS, SECURITY_KINDS } from "./page-kinds";
import type { CrawledPage, CrawlResult, PageKind } from "./types";

export function confidences(
  crawl: CrawlResult,
  readable: CrawledPage[],
  byDim: Record<Dimension, DimFinding[]>,
  headersObserved: boolean,
): Record<Dimension, number> {
  const has = (kinds: PageKind[]) => readable.some((p) => kinds.includes(p.kind));
  const evidenceCount = (d: Dimension) => byDim[d].filter((f) => f.evidence !== "").length;
  const trouble = (kinds: PageKind[]) =>
    crawl.attempts.filter(
      (a) =>
        kinds.includes(a.kind) &&
        (a.outcome === "unreadable" || a.outcome === "timeout" || a.outcome === "failed" || a.outcome === "robots"),
    ).length;
  const mainUnreadable = crawl.mainPage.unreadable ? 0.15 : 0;
  const closed = crawl.robots.disallowsAll ? 0.25 : 0;
  const clamp = (x: number) => Math.round(Math.min(1, Math.max(0.05, x)) * 100) / 100;
  const pricingDocs =
    (has(["pricing"]) || byDim.pricing.some((f) => f.signal === "pricing.public_prices" || f.signal === "pricing.no_paid_plan")
      ? 0.35
      : 0) + (has(["terms"]) ? 0.2 : 0);
  const privacyDocs = (has(["privacy"]) ? 0.35 : 0) + (has(["terms"]) ? 0.2 : 0) + (has(["dpa", "subprocessors"]) ? 0.1 : 0);
  const securityDocs = (has(["security", "trust"]) ? 0.3 : 0) + (headersObserved ? 0.15 : 0) + 0.05;
  return {
    pricing: clamp(pricingDocs + 0.45 * Math.min(1, evidenceCount("pricing") / 4) - 0.1 * trouble(["pricing"]) - mainUnreadable - closed),
    privacy_legal: clamp(
      privacyDocs + 0.35 * Math.min(1, evidenceCount("privacy_legal") / 6) - 0.1 * trouble([...LEGAL_KINDS]) - mainUnreadable - closed,
    ),
    security: clamp(
      securityDocs + 0.5 * Math.min(1, evidenceCount("security") / 6) - 0.1 * trouble([...SECURITY_KINDS]) - mainUnreadable - closed,
    ),
  };
}
