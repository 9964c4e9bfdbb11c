/**
 * Confidence per dimension (0-1): the share of a reviewer's standard questions (gaps.ts) that
 * the pages answer, whether the dimension's main document was read, and what stood in the way:
 * pages that were blocked, failed, timed out or were unreadable; an unreadable main page; a
 * site closed by robots.txt; headers that could not be observed; and pages in a language the
 * rules read only in part (×0.8) or not at all (×0.6). README.md gives the figures.
 */
import type { Dimension } from "@core/contract/analysis";
import { type GapContext, questionsAnswered } from "./gaps";
import type { LanguageSummary } from "../language";
import { LEGAL_KINDS, SECURITY_KINDS } from "../page-kinds";
import type { CrawledPage, CrawlResult, PageKind } from "../types";

export const DIMENSION_KINDS: Record<Dimension, readonly PageKind[]> = {
  pricing: ["pricing"],
  privacy_legal: LEGAL_KINDS,
  security: SECURITY_KINDS.filter((k) => k !== "security_txt"),
};

const MAIN_DOCUMENT: Record<Dimension, { kinds: PageKind[]; signals: string[] }> = {
  pricing: { kinds: ["pricing"], signals: ["pricing.public_prices", "pricing.no_paid_plan"] },
  privacy_legal: { kinds: ["privacy"], signals: [] },
  security: { kinds: ["security", "trust"], signals: [] },
};

/** The most a dimension's confidence can be when its own document (pricing page, privacy policy, security page) was not read. */
export const DOCUMENT_MISSING_CAP = 0.8;

const LANGUAGE_FACTOR = { full: 1, partial: 0.8, none: 0.6 } as const;

export interface DimensionConfidence {
  value: number;
  questions: { asked: number; answered: number };
}

export function confidences(
  crawl: CrawlResult,
  readable: CrawledPage[],
  gapContext: GapContext,
  languages: LanguageSummary,
  /** Questions answered elsewhere than the reviewer's standard questions (privacy/legal: the rubric). */
  answered: Partial<Record<Dimension, { asked: number; answered: number }>> = {},
): Record<Dimension, DimensionConfidence> {
  const trouble = (kinds: readonly PageKind[]) =>
    crawl.attempts.filter(
      (a) =>
        kinds.includes(a.kind) &&
        (a.outcome === "unreadable" ||
          a.outcome === "timeout" ||
          a.outcome === "failed" ||
          a.outcome === "robots" ||
          a.outcome === "blocked"),
    ).length;
  const mainUnreadable = crawl.mainPage.unreadable ? 0.15 : 0;
  const closed = crawl.robots.disallowsAll ? 0.25 : 0;
  const clamp = (x: number) => Math.round(Math.min(1, Math.max(0.05, x)) * 100) / 100;
  const one = (d: Dimension): DimensionConfidence => {
    const questions = answered[d] ?? questionsAnswered(d, gapContext);
    const share = questions.asked ? questions.answered / questions.asked : 0;
    const main = MAIN_DOCUMENT[d];
    // The dimension's own document read counts fully; its facts found elsewhere (prices on the home
    // page) count less, and without the document the confidence stays below DOCUMENT_MISSING_CAP:
    // a report that says "no pricing page found" never says it is certain.
    const documentRead = readable.some((p) => main.kinds.includes(p.kind));
    const factsRead = main.signals.some((id) => gapContext.signals.has(id));
    const headers = d === "security" && !gapContext.headersObserved ? 0.1 : 0;
    const base =
      0.1 +
      0.75 * share +
      (documentRead ? 0.15 : factsRead ? 0.05 : 0) -
      0.1 * Math.min(3, trouble(DIMENSION_KINDS[d])) -
      mainUnreadable -
      closed -
      headers;
    const value = base * LANGUAGE_FACTOR[languages.coverageOf(DIMENSION_KINDS[d])];
    return { value: clamp(documentRead ? value : Math.min(DOCUMENT_MISSING_CAP, value)), questions };
  };
  return { pricing: one("pricing"), privacy_legal: one("privacy_legal"), security: one("security") };
}
