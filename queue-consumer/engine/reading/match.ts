/**
 * Runs the signal catalogue over the site's sentences and keeps, per signal, the best quote:
 * from the page kind the signal prefers, in the page's main content, earliest on the page; and
 * the next best few where the site says the same thing again in other words or on another page.
 */
import { requiredFragments } from "./keywords";
import { modalityAt, NOT_A_DENIAL } from "./negation";
import type { SignalRule } from "../signals/rule";
import { excerptFor, quoteFor, SECTION_HEADING, type Sentence } from "./text";
import type { CrawledPage, PageKind } from "../types";
import { anyOf, group, seq, words } from "./pattern";

export interface SignalHit {
  rule: SignalRule;
  sentence: Sentence;
  evidence: string;
  excerpt: string;
  groups: string[];
  /** Lower is better. */
  rank: number;
  /**
   * Other sentences the rule reads, next best first (up to MORE_QUOTES, each a different text,
   * none a weak quote): where the site says the same thing again, in other words or on another page.
   */
  more: MoreQuote[];
}

export interface MoreQuote {
  sentence: Sentence;
  evidence: string;
  rank: number;
}

/** How many quotes besides its best one a hit keeps. */
export const MORE_QUOTES = 2;

/** Ranks from this one up are weak quotes (rankOf): never kept as another quote. */
const WEAK_RANK = 100_000_000;

interface CompiledIndex {
  /** Every fragment of every rule, found in one pass over a sentence (Aho-Corasick). */
  automaton: FragmentAutomaton;
  /** Rules per fragment (same order as the automaton's fragments). */
  rulesOf: SignalRule[][];
  /** Rules no fragment could be derived for: tried on every sentence. */
  always: SignalRule[];
}

/**
 * Aho-Corasick automaton over the fragments: one pass over a sentence reports every fragment
 * it contains, overlapping ones included, in time linear in the sentence. Transitions on ASCII
 * characters are precomputed into a table (one array read per character); other characters
 * follow the failure links.
 */
class FragmentAutomaton {
  private readonly next: Map<number, number>[] = [new Map()];
  private readonly fail: number[] = [0];
  private readonly out: number[][] = [[]];
  private readonly ascii: Int32Array;

  constructor(fragments: string[]) {
    fragments.forEach((f, id) => {
      let node = 0;
      for (let i = 0; i < f.length; i++) {
        const c = f.charCodeAt(i);
        let to = this.next[node]!.get(c);
        if (to === undefined) {
          to = this.next.length;
          this.next.push(new Map());
          this.fail.push(0);
          this.out.push([]);
          this.next[node]!.set(c, to);
        }
        node = to;
      }
      this.out[node]!.push(id);
    });
    // Breadth-first: each node fails to the longest proper suffix that is also in the trie.
    const order: number[] = [];
    const queue = [...this.next[0]!.values()];
    for (let i = 0; i < queue.length; i++) {
      const node = queue[i]!;
      order.push(node);
      for (const [c, to] of this.next[node]!) {
        let f = this.fail[node]!;
        while (f && !this.next[f]!.has(c)) f = this.fail[f]!;
        const target = this.next[f]!.get(c);
        this.fail[to] = target !== undefined && target !== to ? target : 0;
        this.out[to]!.push(...this.out[this.fail[to]!]!);
        queue.push(to);
      }
    }
    this.ascii = new Int32Array(this.next.length * 128);
    for (const node of [0, ...order]) {
      for (let c = 0; c < 128; c++) {
        const to = this.next[node]!.get(c);
        this.ascii[node * 128 + c] = to !== undefined ? to : node === 0 ? 0 : this.ascii[this.fail[node]! * 128 + c]!;
      }
    }
  }

  /** Ids of the fragments the text contains. */
  find(text: string, found: (id: number) => void): void {
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) node = this.ascii[node * 128 + c]!;
      else {
        while (node && !this.next[node]!.has(c)) node = this.fail[node]!;
        node = this.next[node]!.get(c) ?? 0;
      }
      const out = this.out[node]!;
      for (let k = 0; k < out.length; k++) found(out[k]!);
    }
  }
}

const indexCache = new WeakMap<SignalRule[], CompiledIndex>();

/** Each rule's pre-filter: the fragments its pattern requires (keywords.ts), or null (always tried). */
export function ruleKeywords(rule: SignalRule): string[] | null {
  return requiredFragments(rule.pattern);
}

function compile(rules: SignalRule[]): CompiledIndex {
  let idx = indexCache.get(rules);
  if (idx) return idx;
  const byFragment = new Map<string, SignalRule[]>();
  const always: SignalRule[] = [];
  for (const r of rules) {
    const keys = ruleKeywords(r);
    if (!keys) {
      always.push(r);
      continue;
    }
    for (const key of keys) byFragment.set(key, [...(byFragment.get(key) ?? []), r]);
  }
  idx = { automaton: new FragmentAutomaton([...byFragment.keys()]), rulesOf: [...byFragment.values()], always };
  indexCache.set(rules, idx);
  return idx;
}

/** Rules whose fragments occur in the (lower-case) sentence, and the rules tried everywhere. */
export function candidateRules(rules: SignalRule[], lower: string): Set<SignalRule> {
  const idx = compile(rules);
  const out = new Set<SignalRule>(idx.always);
  idx.automaton.find(lower, (id) => {
    for (const r of idx.rulesOf[id]!) out.add(r);
  });
  return out;
}

export interface MatchContext {
  /** The vendor's own name: a rule with `notVendor` ignores matches naming it (its own AI is not a third party). */
  vendor?: RegExp;
  /** How many quotes besides its best one a rule's hit keeps (MORE_QUOTES unless said): 0 for rules that make no finding. */
  moreQuotes?: (rule: SignalRule) => number;
}

/** A sub-processor list reached as a tab of a trust center is still a list of other companies' services. */
const SUBPROCESSOR_PATH = /sub-?processors?|sub-?contractors?/i;
const readingKinds = new WeakMap<CrawledPage, PageKind>();

/** The kind a page is read as by the catalogue: its kind, or "subprocessors" when its address says it lists them. */
export function readingKind(page: CrawledPage): PageKind {
  let kind = readingKinds.get(page);
  if (kind === undefined) {
    let path = "";
    try {
      path = new URL(page.url).pathname;
    } catch {
      // keep the page's own kind
    }
    kind =
      (page.kind === "trust" || page.kind === "security" || page.kind === "other") && SUBPROCESSOR_PATH.test(path)
        ? "subprocessors"
        : page.kind;
    readingKinds.set(page, kind);
  }
  return kind;
}

/** A global copy of each pattern, so that the matches after the first can be read. */
const globalPatterns = new WeakMap<RegExp, RegExp>();
function globalCopy(re: RegExp): RegExp {
  let g = globalPatterns.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    globalPatterns.set(re, g);
  }
  return g;
}

/** The match after `prev` (at most a few per sentence are read). */
function nextMatch(re: RegExp, text: string, prev: RegExpExecArray): RegExpExecArray | null {
  const g = globalCopy(re);
  g.lastIndex = prev.index + Math.max(1, prev[0].length);
  return g.exec(text);
}

const MAX_MATCHES = 6;

const CUSTOMER = /^(?:you|customers?|users?|licensees?|subscribers?|members?|clients?)$/i;

/** Who "is free", "is public"...: the product itself, not one of its parts ("Ingress is free"). */
const PRODUCT_SUBJECT = seq(
  /^/i,
  group(
    /it/i,
    /this/i,
    /everything/i,
    seq(
      /the /i,
      group(
        /app|application|service|product|platform|tool|software|basic plan|personal plan|starter plan/i,
        /free plan|core product|core app|extension|plugin/i,
      ),
    ),
    /our (?:app|application|service|product|platform|tool|basic plan|core product)/i,
  ),
  /$/i,
);

export function evaluateRule(
  rule: SignalRule,
  s: Sentence,
  ctx: MatchContext = {},
): { start: number; end: number; groups: string[] } | null {
  if (rule.kinds && !rule.kinds.includes(readingKind(s.page))) return null;
  // A numbered section title ("4. Breach notification", "9.3 Arbitration and Class Action
  // Waiver.") names a topic; it states no practice.
  if (SECTION_HEADING.test(s.text) && (/^h[1-6]$/.test(s.block.tag) || s.text.split(/\s+/).length <= 8)) return null;
  if (rule.requires && !rule.requires.test(s.text)) return null;
  // Every match of the sentence is read, the first one that holds wins: "we do not sell your
  // data to brokers, but we sell it to advertisers" is a sale. What sets the sentence aside is
  // tested only once there is a match (most sentences have none, and some of those tests are long).
  let m = rule.pattern.exec(s.text);
  if (!m) return null;
  if (rule.unless?.test(s.text)) return null;
  if (rule.actor && !FIRST_PERSON.test(s.text) && !PASSIVE_ACTOR.test(s.text) && !ctx.vendor?.test(s.text)) return null;
  const negation = rule.negation ?? "skip";
  for (let n = 0; m && n < MAX_MATCHES; n++, m = m && nextMatch(rule.pattern, s.text, m)) {
    const start = m.index;
    const end = m.index + m[0].length;
    if (rule.notVendor && ctx.vendor?.test(m[0])) continue;
    // A named group `actor` is who does it: never the customer ("You may close your account at any time").
    if (m.groups?.actor !== undefined && CUSTOMER.test(m.groups.actor)) continue;
    const subject = m.groups?.subject;
    if (subject !== undefined && !PRODUCT_SUBJECT.test(subject.trim()) && !ctx.vendor?.test(subject)) continue;
    const mod = modalityAt(s.text, start, end, rule.negationWindow);
    // A wide pattern can swallow its own negation ("at the end of the trial you will not be charged").
    const inside = negation !== "any" && INSIDE_NEGATOR.test(m[0].replace(NOT_A_DENIAL, " "));
    const negated = (mod.negated || inside || s.negatedLeadIn) && !(negation === "skip" && mod.carveOut);
    if (negation === "skip" && negated) continue;
    if (negation === "only" && (!negated || mod.carveOut || mod.narrowed)) continue;
    if ((rule.future ?? "skip") === "skip" && mod.future) continue;
    // "We will try to notify you" is no commitment.
    if (rule.commitment && mod.softened) continue;
    return { start, end, groups: m.slice(1).map((g) => g ?? "") };
  }
  return null;
}

/** "Your personal data may be sold": a passive statement whose actor is the vendor by default. */
const PASSIVE_ACTOR = seq(
  /\b(?:is|are|be|been|being)\s+(?:\w+\s+)?/i,
  /(?:sold|rented|shared|disclosed|transferred|used|retained|kept|stored|deleted)\b/i,
);

const FIRST_PERSON = /\b(?:we|our|us)\b/i;

/**
 * Sentences that only name or point at a clause ("“Arbitration Agreement” means the provision in
 * Section 11(b)", "This Class Action Waiver section shall survive..."): true, but a poor quote
 * when the operative clause is on the site too.
 */
const REFERENCE_ONLY = anyOf(
  /^\W*[“"][^”"]{2,80}[”"]\s+(?:means|shall mean|refers to)\b/i,
  /\bis referred to\b[^.]{0,40}\bas\b/i,
  /\b(?:shall|will) survive\b/i,
  /\bsurvives? (?:any )?(?:termination|expiration)\b/i,
);

const INSIDE_NEGATOR = anyOf(
  words(
    "not",
    "never",
    "no",
    "neither",
    "nor",
    "none",
    "cannot",
    "won't",
    "don't",
    "doesn't",
    "isn't",
    "aren't",
    "kein(?:e|en|er|em|es)?",
    "nicht",
    "niemals",
    "jamais",
    "aucune?",
    "pas",
    "nunca",
    "jam[áa]s",
    "ning[úu]na?",
  ),
  /n['’]t\b/i,
);

/**
 * Evidence preference: any sentence the rule does not call a weak quote, then the page kind the
 * signal prefers, then prose over headings and labels (a full sentence is a better quote than
 * "4. No Refunds"), then page order.
 */
function rankOf(rule: SignalRule, s: Sentence): number {
  const pref = rule.prefer?.indexOf(readingKind(s.page)) ?? -1;
  const kindRank = pref < 0 ? (rule.prefer?.length ?? 0) + 1 : pref;
  const { base, referenceOnly } = sentenceRank(s);
  const weak = referenceOnly || rule.weakQuote?.test(s.text) ? 1 : 0;
  return weak * WEAK_RANK + kindRank * 1_000_000 + base;
}

const sentenceRanks = new WeakMap<Sentence, { base: number; referenceOnly: boolean }>();

/** The part of a quote's rank that does not depend on the rule, computed once per sentence. */
function sentenceRank(s: Sentence): { base: number; referenceOnly: boolean } {
  let r = sentenceRanks.get(s);
  if (!r) {
    const heading = /^h[1-6]$/.test(s.block.tag) ? 1 : 0;
    const short = s.text.length < 30 ? 1 : 0;
    const unfinished = /[.!;]["'”’)]*$/.test(s.text) ? 0 : 1;
    // ALL-CAPS notices summarise; the operative clause in normal case is the better quote.
    const shouting = s.text.length > 40 && s.text === s.text.toUpperCase() ? 1 : 0;
    r = {
      base: (heading + short + unfinished + shouting) * 200_000 + s.pageIndex * 10_000 + Math.min(s.blockIndex, 9_999),
      referenceOnly: REFERENCE_ONLY.test(s.text),
    };
    sentenceRanks.set(s, r);
  }
  return r;
}

export function matchSignals(
  rules: SignalRule[],
  sentences: Sentence[],
  ctx: MatchContext = {},
): Map<string, SignalHit> {
  const best = new Map<string, SignalHit>();
  for (const s of sentences) {
    if (s.question) continue;
    const cands = candidateRules(rules, s.lower);
    if (!cands.size) continue;
    for (const rule of cands) {
      if (s.pointer && !rule.readsPointers) continue;
      const rank = rankOf(rule, s);
      const prev = best.get(rule.id);
      const limit = ctx.moreQuotes?.(rule) ?? MORE_QUOTES;
      if (prev && !improves(prev, rank, limit)) continue;
      const m = evaluateRule(rule, s, ctx);
      if (!m) continue;
      const evidence = quoteFor(s, m.start, m.end);
      if (prev && prev.rank <= rank) {
        keepMore(prev, { sentence: s, evidence, rank }, limit);
        continue;
      }
      const hit: SignalHit = { rule, sentence: s, evidence, excerpt: excerptFor(s), groups: m.groups, rank, more: [] };
      if (prev) {
        keepMore(hit, { sentence: prev.sentence, evidence: prev.evidence, rank: prev.rank }, limit);
        for (const q of prev.more) keepMore(hit, q, limit);
      }
      best.set(rule.id, hit);
    }
  }
  return best;
}

/** Whether a sentence of this rank could become the hit's quote or one of its other quotes. */
function improves(hit: SignalHit, rank: number, limit: number): boolean {
  if (rank < hit.rank) return true;
  if (rank >= WEAK_RANK || limit === 0) return false;
  return hit.more.length < limit || rank < hit.more[hit.more.length - 1]!.rank;
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Keeps a quote among the hit's other quotes, in rank order, when it is not a weak quote nor a text already kept. */
function keepMore(hit: SignalHit, q: MoreQuote, limit: number): void {
  if (
    limit === 0 ||
    q.rank >= WEAK_RANK ||
    sameText(q.evidence, hit.evidence) ||
    hit.more.some((o) => sameText(o.evidence, q.evidence))
  )
    return;
  const at = hit.more.findIndex((o) => o.rank > q.rank);
  hit.more.splice(at < 0 ? hit.more.length : at, 0, q);
  if (hit.more.length > limit) hit.more.pop();
}
