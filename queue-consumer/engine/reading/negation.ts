/**
 * Negation and hedging around a match, within its clause.
 *
 * "We never sell", "Neither X nor Y uses your content to train", "does not share it for
 * advertising", "Two-factor authentication is not available yet" are statements of the
 * opposite of the matched words. Scope: the clause the match is in (a ";", ":", "but",
 * "however", "except", "unless" or ", and we" starts a new one), at most a few words before the
 * match and the predicate right after it. Negators in English, German, French and Spanish.
 *
 * Also read here: a negated limitation is a permission ("nothing in this policy limits our
 * right to..."); an exception after a denial ("we do not share it, except with advertising
 * partners", "not in exchange for money") leaves the statement partly true, unless the
 * exception is a legal formality ("unless required by law", "at your request"); softeners ("we
 * will try to", "where feasible", "cannot guarantee") turn a promise into an intention.
 */
import { anyOf, group, seq, withFlags, words } from "./pattern";

export interface Modality {
  /** The matched statement is denied. */
  negated: boolean;
  /** Planned, in progress, expected, "working towards": not (yet) true. */
  future: boolean;
  /** Permission or possibility ("may", "might", "can"): in legal text, still a right taken. */
  hedged: boolean;
  /**
   * A promise that is not one: "we will try to", "where feasible", "cannot guarantee",
   * "reasonable efforts". A commitment read with it is no commitment.
   */
  softened: boolean;
  /**
   * The denial has an exception that is not a legal formality: "we do not share it, except with
   * our advertising partners", "other than in exchange for money". The statement still holds in
   * part, so a denial is not a clean promise and a denied risk is not cleared.
   */
  carveOut: boolean;
  /** The denial is narrowed ("we do not sell it for money"): no clean promise, but no statement of the opposite either. */
  narrowed: boolean;
}

const CLAUSE_BREAK = anyOf(
  /;/gi,
  /:\s/gi,
  /\.\s/gi,
  /\b(?:but|although|though|whereas|except|unless|while)\b/gi,
  // The other words of an exception: what follows is the exception, not the denial before it.
  /\b(?:other than|apart from|aside from|save for|besides|outside of|with the exception of)\b/gi,
  /,\s*(?:and|or|so)\s+(?:we|they|you|it|our|the|this|these|those|he|she)\b/gi,
  /,\s*which\b/gi,
  /,\s*(?:then\s+)?(?=(?:you|we|they)\s+(?:can|may|will|must|should|could)\b)/gi,
  /(?<=\b(?:if|when|whenever|where|once|should you|although|though|while|whilst)\b[^,.;:]{0,150}),\s*/gi,
);

/** Negators in English, German, French and Spanish. */
const NEGATOR = anyOf(
  words(
    "not",
    "never",
    "no",
    "neither",
    "nor",
    "without",
    "cannot",
    "can't",
    "won't",
    "don't",
    "doesn't",
    "didn't",
    "isn't",
    "aren't",
    "wasn't",
    "weren't",
    "haven't",
    "hasn't",
    "hadn't",
    "shouldn't",
    "wouldn't",
    "mustn't",
    "none",
    "nothing",
    "refrain from",
    "prohibited from",
    "prohibits?",
    "forbid(?:s|den)?",
    "no longer",
    "nicht",
    "kein(?:e|en|er|em|es)?",
    "nie",
    "niemals",
    "ne",
    "n['’]",
    "jamais",
    "aucun(?:e)?",
    "nunca",
    "jam[áa]s",
    "ning[úu]n",
    "ninguna?",
  ),
  /n['’]t\b/i,
);

/** A bound, not a denial: "no later than", "not more than", "kept for no longer than necessary". */
export const BOUND_NOT_DENIAL = /\b(?:no|not) (?:later|less|more|longer) than\b/gi;
/**
 * A price or an offer's terms, not a denial: "two weeks of access at no charge", "free for
 * personal use, no credit card required", "we'll refund you in full, no questions asked".
 */
export const FREE_OF_CHARGE = anyOf(
  /\b(?:at|for) no (?:extra |additional )?(?:charge|cost)\b/gi,
  /\bno (?:credit )?card (?:required|needed)\b/gi,
  /\bno time limits?\b/gi,
  /\bno questions asked\b/gi,
  /\bno strings attached\b/gi,
  // A product's name for keeping nothing: "our no-logs policy has been audited".
  /\bno[- ]logs?\b/gi,
);
/** A cap, not a denial: "in no event will our aggregate liability exceed one hundred dollars". */
export const CAP_NOT_DENIAL = /\bin no (?:event|case) (?:shall|will)\b[^.;]{0,60}\bexceed\b/gi;

/**
 * Words with a negator in them that deny nothing, wherever the negator is found: around the
 * match (below) or inside a wide pattern's own match (reading/match.ts).
 */
export const NOT_A_DENIAL = anyOf(
  BOUND_NOT_DENIAL,
  FREE_OF_CHARGE,
  /\bwhether or not\b/gi,
  /\bnot limited to\b/gi,
  /\b(?:shall|will|does|do|may|must) not (?:to )?exceed\b/gi,
  /\bnot to exceed\b/gi,
  // "for any reason or none": any reason at all.
  /\b(?:any|a|good) reason or (?:none|no reason)\b/gi,
  CAP_NOT_DENIAL,
);

/** Around the match, also: "not only" and "if not" do not deny what follows, nor a notice waived. */
const FALSE_NEGATOR = anyOf(
  NOT_A_DENIAL,
  /\bnot only\b/gi,
  /\bif not\b/gi,
  /\bnot just\b/gi,
  /\bwithout limitation\b/gi,
  /\bwithout (?:prior )?notice\b/gi,
  // The user's wish in a condition, not a denial: "if you no longer wish to receive it, unsubscribe".
  /\bif you (?:(?:do not|don['’]t|no longer) (?:want|wish|like)|would (?:rather|prefer) not)\b/gi,
  // The same wish of the people named: "users who no longer wish to use the service may close it".
  /\bwho (?:(?:do not|don['’]t|does not|doesn['’]t|no longer) (?:want|wish|need)|would (?:rather|prefer) not)\b/gi,
  // The same wish in other words: "don't want our newsletter?", "no longer want to be contacted",
  // "would prefer that their details are not shared", and what opting out brings: "after which
  // you will no longer receive promotional e-mails".
  /\b(?:you |they )?(?:do not|don['’]t) (?:want|wish) (?:our|these|marketing|promotional|sales|to (?:receive|hear|be contacted))\b/gi,
  /\bno longer (?:want|wish) to (?:receive|hear|be contacted|get)\b/gi,
  /\bshould (?:you|they) not (?:wish|want)\b/gi,
  /\b(?:do not|don['’]t) want (?:ads|tailored|personali[sz]ed|targeted|interest-based)\b/gi,
  /\b(?:would )?prefer (?:that )?(?:[\w'’]+ ){1,3}(?:are|is|be) not\b/gi,
  /\b(?:will|shall) no longer (?:receive|be (?:sent|contacted|added)|hear from)\b/gi,
  // Someone asking for a use to end is no denial of it: "ask us not to", "instruct us not to use",
  // "ask that their data no longer be used for marketing".
  /\b(?:ask|asks|asked|instruct|instructs|tell|tells|request|requests)\s+(?:us\s+|that\s+|[\w'’]+\s+(?:[\w'’]+\s+)?)(?:not to|no longer|(?:[\w'’]+\s+){0,3}no longer)\b/gi,
  /\b(?:no longer|not) be used for (?:marketing|promotional|advertising)[^.;]{0,40}\b(?:once|when|after|if) you\b/gi,
  /\bsans pr[ée]avis\b/gi,
  /\bne[^.;]{0,30}\bque\b/gi,
);

/**
 * A negated limitation is a permission: "nothing in this policy limits our right to...", "does
 * not restrict", "is not prevented from".
 */
const NEGATED_LIMIT = seq(
  /\b(?:nothing|not|no|n['’]t|cannot)\b[^,;]{0,50}\b/i,
  group(
    /limit|limits|limited|restrict|restricts|restricted|prevent|prevents|prevented|preclude|precludes/i,
    /prohibit|prohibits|prohibited|stop|stops|affect|affects|prejudice/i,
  ),
  /\b/i,
);

/** A plan denied is no plan: "we don't plan to", "we have no plans to", "we do not intend to", "not planning to". */
const DENIED_PLAN =
  /\b(?:do not|don't|does not|doesn't|not|no|never|have no|has no)\s+(?:current\s+)?(?:plans?|planning|intends?|intending|expects?|expecting|aims?)\s+to\b/gi;

const FUTURE = anyOf(
  words(
    "working (?:towards?|on)",
    "in progress",
    "underway",
    "under way",
    "undergoing",
    "pursuing",
    "preparing (?:for|to)",
    "expects? to",
    "expected (?:to|in|by)",
    "plans? to",
    "planning to",
    "planned",
    "intends? to",
    "aims? to",
    "in the process of",
    "on track",
    "roadmap",
    "coming soon",
    "not yet",
    "yet to",
    "will (?:soon|be (?:available|completed|launched|added))",
    "next (?:year|quarter)",
    // "targeting SOC 2 by Q3", not "targeting ads".
    // Nor "sponsored content targeting", "ad targeting".
    "(?<!\\b(?:content|ad|ads|advertising|marketing|audience|interest|behaviou?ral|cross-site)[- ])targeting(?!\\s+(?:ads|advertis\\w*|marketing|you|users|audiences|people)\\b)",
    "anticipate[sd]?",
    "readiness",
    "scheduled",
    "kick-?off",
    "kicks? off",
    "upcoming",
    "forthcoming",
  ),
  /\bstreben\b[^.]{0,60}\ban\b/i,
  /\bgeplant\b/i,
  /\bin vorbereitung\b/i,
  /\ben cours\b/i,
  /\bpr[ée]vue?s?\b/i,
  /\ben proceso\b/i,
  /\btrabajando (?:para|en)\b/i,
  /\bpr[óo]ximo a[ñn]o\b/i,
);

const HEDGE = /\b(?:may|might|could|can|reserves? the right)\b/i;

/** Words that turn a promise into an intention. */
const SOFTENER = withFlags(
  words(
    "try",
    "tries",
    "trying",
    "attempt",
    "attempts",
    "endeavou?rs?",
    "aim",
    "aims",
    "seek",
    "seeks",
    "strive",
    "strives",
    "hope",
    "hopes",
    "(?:commercially )?reasonable efforts",
    "best efforts",
    "where (?:feasible|possible|practicable|appropriate)",
    "if (?:feasible|possible|practicable)",
    "when (?:feasible|possible|practicable)",
    "as (?:soon as )?(?:feasible|practicable)",
    "cannot guarantee",
    "can't guarantee",
    "do not guarantee",
    "does not guarantee",
    "no guarantee",
    "not guaranteed",
    "may",
    "might",
    "could",
    "at (?:our|its) (?:sole )?discretion",
  ),
  "i",
);

const CARVE_OUT = withFlags(
  words(
    "except",
    "excepting",
    "other than",
    "apart from",
    "aside from",
    "save for",
    "besides",
    "unless",
    "outside of",
    "but (?:we )?(?:may|do|will|can)",
  ),
  "i",
);
const NARROWING = seq(
  /\b/i,
  group(
    /(?:in exchange for (?:money|monetary consideration|payment)|for (?:money|monetary consideration|cash))(?! or (?:any )?other (?:valuable )?consideration)/i,
    /for monetary (?:value|consideration)/i,
  ),
  /\b/i,
);
/** Exceptions that are formalities, not a practice: the law, the customer's own choice, a merger. */
const BENIGN_CARVE_OUT = seq(
  /^\W*/i,
  group(
    /except|excepting|other than|apart from|aside from|save for|besides|unless|outside of/i,
    /but (?:we )?(?:may|do|will|can)/i,
  ),
  /\b[^.;]{0,30}\b/i,
  group(
    /(?:required|permitted|authori[sz]ed|compelled|necessary) (?:by|under|to comply with)/i,
    /(?:applicable )?law\b/i,
    /legal (?:obligation|process|requirement|claim)/i,
    /law enforcement/i,
    /court order/i,
    /subpoena/i,
    seq(
      /(?:your|the customer['’]?s?) (?:explicit |prior |express |written )?/i,
      /(?:consent|permission|instruction|direction|request|agreement|opt-in)/i,
    ),
    seq(
      /(?:you|you['’]ve|you have|the customer has|customer has) /i,
      /(?:explicitly |expressly |first |previously )?/i,
      group(
        /ask|asked|request|requested|instruct|instructed|direct|directed|tell|told|choose|chosen|chose/i,
        /consent|consented|opt|opted|agree|agreed|enable|enabled|authori[sz]e|authori[sz]ed/i,
      ),
    ),
    /as (?:described|set out|explained|stated)/i,
    /(?:one of )?the following (?:circumstances|cases|situations|conditions|exceptions|applies)|as (?:follows|below)/i,
    seq(
      /(?:(?:to|in order to) (?:provide|operate|deliver|run|maintain|support)|providing|operating|delivering|running|maintaining|supporting)/i,
      / (?:the|our|you with (?:the|our)) (?:\w+ )?/i,
      /(?:service|services|product|app|application|software)/i,
    ),
    /merger/i,
    /acquisition/i,
    /sale of (?:the|our|all)/i,
    /bankruptcy/i,
    /(?:protect|enforce) (?:our|the) rights/i,
    /fraud/i,
    /safety/i,
    /security/i,
  ),
);

/** Whether a short text denies what follows it ("we do not currently hold", "none of"). */
export function isNegatedText(text: string): boolean {
  const t = text.replace(FALSE_NEGATOR, " ");
  return NEGATOR.test(t) && !NEGATED_LIMIT.test(text);
}

/** Start index of the clause containing `at`. */
export function clauseStart(sentence: string, at: number): number {
  let start = 0;
  CLAUSE_BREAK.lastIndex = 0;
  let m: RegExpExecArray | null;
  // biome-ignore lint/suspicious/noAssignInExpressions: the usual loop over a global regular expression's matches
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

/** A denied verb at the head of a list of verbs: "we do not sell it, share it for advertising or use ad cookies". */
const DENIED_VERB =
  /\b(?:do not|does not|did not|don['’]t|doesn['’]t|didn['’]t|will not|won['’]t|shall not|never|cannot|can['’]t)\s+\w+/gi;
/** A new subject or a turn of the sentence ends the list. */
const LIST_ENDS =
  /\b(?:we|you|they|he|she|i|but|however|although|though|whereas|which|who|unless|except|if|when|instead)\b/i;

/** The match is a later item of a list of verbs whose head is denied (the word window misses it). */
function negatedVerbList(left: string): boolean {
  let last: RegExpExecArray | null = null;
  DENIED_VERB.lastIndex = 0;
  for (let m = DENIED_VERB.exec(left); m; m = DENIED_VERB.exec(left)) last = m;
  if (!last) return false;
  const between = left.slice(last.index + last[0].length);
  return /,|\bor\b|\bnor\b/i.test(between) && !LIST_ENDS.test(between) && between.trim().split(/\s+/).length <= 30;
}

/** The predicate right after a match denies it: "X is not available", "X isn't supported", "X are not included". */
const NEGATED_PREDICATE = seq(
  /^(?:\s*(?:is|are|was|were|will|has|have|does|do)\b)?\s*(?:currently\s+|yet\s+|also\s+)?/i,
  /(?:not|never|n['’]t|unavailable|no longer)\b/i,
);

/** A question about it answered no: "Do you sell my data? No.", "... in the last 12 months? We have not." */
const ANSWERED_NO =
  /^[^?]{0,80}\?\s*(?:no|never|nope|none|not at all|we do not|we don['’]t|we did not|we didn['’]t|we have not|we haven['’]t|we never)\b/i;

export function modalityAt(sentence: string, matchStart: number, matchEnd: number, leftWords = 12): Modality {
  const cs = clauseStart(sentence, matchStart);
  const ce = clauseEnd(sentence, matchEnd);
  const leftRaw = lastWords(sentence.slice(cs, matchStart), leftWords);
  // False negators are blanked before the window is taken, word for word, so that one the window
  // cuts in two ("[if] you do not want …") is still recognised and the window keeps its length.
  // Blanking reads five words more than the window, as long as the English false negators are.
  const leftText = sentence.slice(cs, matchStart);
  const blank = (t: string) => t.replace(FALSE_NEGATOR, (m) => m.replace(/\S+/g, "_"));
  const left = lastWords(blank(lastWords(leftText, leftWords + 5)), leftWords);
  const leftClause = NEGATOR.test(leftText) ? blank(leftText) : leftText;
  const right = firstWords(sentence.slice(matchEnd, ce), 5).replace(FALSE_NEGATOR, " ");
  // "nothing in this policy limits our right to sell": the negation is of the limit, not of the sale.
  const negatedLeft = (NEGATOR.test(left) && !NEGATED_LIMIT.test(leftRaw)) || negatedVerbList(leftClause);
  // "X is not available", "X isn't supported", "X are not included": the predicate right after.
  const negatedRight =
    NEGATED_PREDICATE.test(sentence.slice(matchEnd, ce)) || ANSWERED_NO.test(sentence.slice(matchEnd));
  const negated = negatedLeft || negatedRight;
  const clause = sentence.slice(cs, ce);
  // The exception after a denial: "..., except with our advertising partners".
  const rest = sentence.slice(matchEnd, Math.min(sentence.length, matchEnd + 160));
  const carve = CARVE_OUT.exec(rest);
  // Only an exception to this statement: not one in the next item of a list ("(b) ... other than ...").
  const carveOut =
    negated &&
    !!carve &&
    !BENIGN_CARVE_OUT.test(rest.slice(carve.index)) &&
    !/[.;]|\(\w{1,3}\)|\b[ivx]{1,4}\)/.test(rest.slice(0, carve.index));
  const narrowed = negated && NARROWING.test(sentence.slice(cs, Math.min(sentence.length, matchEnd + 80)));
  return {
    negated,
    future:
      FUTURE.test(clause.replace(DENIED_PLAN, " ")) &&
      !/\b(?:has|have) (?:completed|achieved|obtained)\b/i.test(clause),
    hedged: HEDGE.test(left) || HEDGE.test(right),
    // A softener reaches across clauses ("Where feasible, we notify...").
    softened: SOFTENER.test(
      `${lastWords(sentence.slice(0, matchStart), 10)} ${firstWords(sentence.slice(matchEnd, ce), 8)}`,
    ),
    carveOut,
    narrowed,
  };
}
