/**
 * Stage 2, the catalogue: every rule of signals/ and every statement the rubric reads
 * (rubric/statements.ts) matched against the sentences in one pass (the best quote per rule, and
 * for the catalogue's rules the next best where the site says it again), and
 * the catalogue's hits as findings. A hit that another signal says better is information
 * ("contact sales" next to published prices); one another signal narrows says so.
 */
import { type DimFinding, hitFinding } from "../findings";
import { MORE_QUOTES, matchSignals, type SignalHit } from "../reading/match";
import { RUBRIC_STATEMENTS } from "../rubric/statements";
import { ALL_SIGNALS } from "../signals";
import type { SiteText } from "./read";

/** Everything read from the sentences, in one pass (the rules share one pre-filter). */
const READ_RULES = [...ALL_SIGNALS, ...RUBRIC_STATEMENTS];
const STATEMENT_IDS = new Set(RUBRIC_STATEMENTS.map((r) => r.id));

export interface Hits {
  /** The catalogue's hits: signals, and the findings they make. */
  hits: Map<string, SignalHit>;
  /** The rubric's own statements: they answer questions and make no finding. */
  statements: Map<string, SignalHit>;
}

export function matchCatalogue(site: SiteText): Hits {
  const all = matchSignals(READ_RULES, site.sentences, {
    vendor: site.vendor,
    // A statement answers a question with its best quote and makes no finding: it keeps no other.
    moreQuotes: (rule) => (STATEMENT_IDS.has(rule.id) ? 0 : MORE_QUOTES),
  });
  const hits = new Map<string, SignalHit>();
  const statements = new Map<string, SignalHit>();
  for (const [id, hit] of all) (STATEMENT_IDS.has(id) ? statements : hits).set(id, hit);
  return { hits, statements };
}

/** The hits as findings. `known`: the signals found so far (the hits and the documents read), for suppression. */
export function signalFindings(hits: ReadonlyMap<string, SignalHit>, known: ReadonlySet<string>): DimFinding[] {
  return [...hits.values()].map((hit) => {
    const suppressed = (hit.rule.suppressedBy ?? []).some((id) => known.has(id));
    return hitFinding(hit, suppressed, known);
  });
}
