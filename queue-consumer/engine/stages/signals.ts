/**
 * Stage 2, the catalogue: every rule of signals/ matched against the sentences (the best quote
 * per signal), and the hits as findings. A hit that another signal says better is information
 * ("contact sales" next to published prices); one another signal narrows says so.
 */
import { type DimFinding, hitFinding } from "../findings";
import { matchSignals, type SignalHit } from "../reading/match";
import { ALL_SIGNALS } from "../signals";
import type { SiteText } from "./read";

export function matchCatalogue(site: SiteText): Map<string, SignalHit> {
  return matchSignals(ALL_SIGNALS, site.sentences, { vendor: site.vendor });
}

/** The hits as findings. `known`: the signals found so far (the hits and the documents read), for suppression. */
export function signalFindings(hits: ReadonlyMap<string, SignalHit>, known: ReadonlySet<string>): DimFinding[] {
  return [...hits.values()].map((hit) => {
    const suppressed = (hit.rule.suppressedBy ?? []).some((id) => known.has(id));
    return hitFinding(hit, suppressed, known);
  });
}
