/**
 * Negation and hedging around a match, within its clause.
 *
 * "We never sell", "Neither X nor Y uses your content to train", "does not share it for
 * advertising", "Two-factor authentication is not available yet" are statements of the
 * opposite of the matched words. Scope: the clause the match is in (a ";", ":", "but",
 * "however", "except", "unless" or ", and we" starts a new one), at most a few words before the
 * match and the predicate right after it.
 */

export interface Modality {
  /** The matched statement is denied. */
  negated: boolean;
  /** Planned, in progress, expected, "working towards": not (yet) true. */
  future: boolean;
  /** Permission or possibility ("may", "might", "can"): in legal text, still a right taken. */
  hedged: boolean;
}

const CLAUSE_BREAK =
  /;|:\s|\.\s|\b(?:but|although|though|whereas|except|unless|while)\b|,\s*(?:and|or|so)\s+(?:we|they|you|it|our|the|this|these|those|he|she)\b|,\s*which\b/gi;

const NEGATOR =
  /\b(?:not|never|no|neither|nor|without|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|haven't|hasn't|hadn't|shouldn't|wouldn't|mustn't|none|nothing|refrain from|prohibited from|prohibits?|forbid(?:s|den)?|no longer)\b|n['’]t\b/i;

/** "not only" and "whether or not" do not deny what follows. */
const FALSE_NEGATOR =
  /\bnot only\b|\bwhether or not\b|\bif not\b|\bnot limited to\b|\bnot just\b|\bno later than\b|\bno less than\b|\bno more than\b|\bwithout limitation\b|\bwithout (?:prior )?notice\b|\bnot (?:less|more) than\b/gi;

const FUTURE =
  /\b(?:working (?:towards?|on)|in progress|underway|under way|undergoing|pursuing|preparing (?:for|to)|expects? to|expected (?:to|in|by)|plans? to|planning to|planned|intends? to|aims? to|in the process of|on track|roadmap|coming soon|not yet|yet to|will (?:soon|be (?:available|completed|launched|added))|next (?:year|quarter)|targeting|anticipate[sd]?|readiness)\b/i;

const HEDGE = /\b(?:may|might|could|can|reserves? the right)\b/i;

/** Start index of the clause containing `at`. */
export function clauseStart(sentence: string, at: number): number {
  let start = 0;
  CLAUSE_BREAK.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CLAUSE_BREAK.exec(sentence))) {
    if (m.index >= at) break;
    start = m.index + m[0].length;
  }
  return start;
}

/** End index of the clause containing `at`. */
export function clauseEnd(sentence: string, at: number): number {
  CLAUSE_BREAK.lastIndex = at;
  const m = CLAUSE_BREAK.exec(sentence);
  return m ? m.index : sentence.length;
}

function lastWords(s: string, n: number): string {
  const words = s.trim().split(/\s+/);
  return words.slice(Math.max(0, words.length - n)).join(" ");
}

function firstWords(s: string, n: number): string {
  return s.trim().split(/\s+/).slice(0, n).join(" ");
}

export function modalityAt(sentence: string, matchStart: number, matchEnd: number, leftWords = 12): Modality {
  const cs = clauseStart(sentence, matchStart);
  const ce = clauseEnd(sentence, matchEnd);
  const left = lastWords(sentence.slice(cs, matchStart), leftWords).replace(FALSE_NEGATOR, " ");
  const right = firstWords(sentence.slice(matchEnd, ce), 5).replace(FALSE_NEGATOR, " ");
  const negatedLeft = NEGATOR.test(left);
  // "X is not available", "X isn't supported", "X are not included": the predicate right after.
  const negatedRight =
    /^(?:\s*(?:is|are|was|were|will|has|have|does|do)\b)?\s*(?:currently\s+|yet\s+|also\s+)?(?:not|never|n['’]t|unavailable|no longer)\b/i.test(
      sentence.slice(matchEnd, ce),
    );
  const clause = sentence.slice(cs, ce);
  return {
    negated: negatedLeft || negatedRight,
    future: FUTURE.test(clause) && !/\b(?:has|have) (?:completed|achieved|obtained)\b/i.test(clause),
    hedged: HEDGE.test(left) || HEDGE.test(right),
  };
}
