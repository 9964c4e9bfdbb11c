/**
 * A signal of the catalogue: a statement a reviewer looks for, how much it moves the
 * dimension's risk, and how to recognise it in a sentence.
 */
import type { Dimension, RiskImpact } from "@core/contract/analysis";
import type { PageKind } from "../types";

export type Polarity = "risk" | "strength" | "info";

export interface SignalRule {
  id: string;
  dimension: Dimension;
  polarity: Polarity;
  /** Points added to (risk, positive) or removed from (strength, negative) the dimension score. */
  weight: number;
  impact: RiskImpact;
  /** The finding as a reviewer reads it. `$1`... are replaced by the pattern's groups. */
  finding: string;
  /**
   * The statement itself. The match position anchors negation and quote clipping; every match
   * in the sentence is read. A named group `actor` must not be the customer ("you", "users"); a
   * named group `subject` must be the product itself ("it", "the
   * app", the vendor's name), not one of its parts. Its pre-filter (the fragments every match
   * contains) is derived from it: keywords.ts.
   */
  pattern: RegExp;
  /** Must also appear in the sentence (a regex, or any test of the sentence). */
  requires?: Pick<RegExp, "test">;
  /** Disqualifies the sentence. */
  unless?: Pick<RegExp, "test">;
  /**
   * "skip": a negated statement does not count (default); "only": only a negated one counts
   * (the "we never sell" twin of "sells data"); "any": the pattern carries its own negation.
   */
  negation?: "skip" | "only" | "any";
  /** "skip" (default): planned / in progress statements do not count. */
  future?: "skip" | "any";
  /** Pages the signal is read from (default: all). */
  kinds?: PageKind[];
  /** Where evidence is preferred when several pages say it, best first. */
  prefer?: PageKind[];
  /**
   * Sentences that match but make a poor quote for the finding (an overage rate for "prices are
   * published"): used only when no other sentence on any page says it.
   */
  weakQuote?: Pick<RegExp, "test">;
  /** Another signal that, when found, turns this one into information (weight 0). */
  suppressedBy?: string[];
  /**
   * The finding as it reads when suppressed: the statement holds for part of the offer only, and
   * must not contradict the finding that suppressed it ("some plans are quoted by sales" next to
   * "prices are published").
   */
  suppressedFinding?: string;
  /** Other signals that qualify this one (weight kept), and the finding as it then reads. */
  qualifiedBy?: { signals: string[]; finding: string };
  /**
   * The sentence must name who does it: "we"/"our"/"us", the vendor, or a passive statement
   * ("is sold") whose actor is the vendor (not "businesses that sell...").
   */
  actor?: boolean;
  /** A promise: softened ("we will try to", "where feasible", "may") it does not count. */
  commitment?: boolean;
  /** The match must not name the vendor itself (see MatchContext.vendor). */
  notVendor?: boolean;
  /** Words allowed before the match when checking negation (default 12). */
  negationWindow?: number;
  /**
   * A pointer to other text ("See earlier versions of this policy here") is read too: for this
   * rule the pointer is the statement (that earlier versions exist). Other rules skip pointers.
   */
  readsPointers?: boolean;
}

export const PRICING_PAGES: PageKind[] = ["pricing", "home", "terms", "faq", "legal", "other", "about"];
export const LEGAL_PAGES: PageKind[] = [
  "privacy",
  "terms",
  "dpa",
  "subprocessors",
  "legal",
  "cookies",
  "ai",
  "aup",
  "security",
  "trust",
  "faq",
  "home",
  "about",
  "other",
  "pricing",
];
/** Not sub-processor lists: what they say about security (SSO, certifications) is about other companies. */
export const SECURITY_PAGES: PageKind[] = [
  "security",
  "trust",
  "faq",
  "home",
  "about",
  "privacy",
  "terms",
  "dpa",
  "legal",
  "pricing",
  "other",
];
