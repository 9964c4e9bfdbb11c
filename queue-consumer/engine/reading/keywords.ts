/**
 * Pre-filters derived from the patterns themselves: for a regular expression, a set of
 * lower-case fragments such that every text it matches contains at least one of them. A
 * sentence containing none of a rule's fragments cannot match its pattern, so the rule is not
 * tried there (speed); because the fragments come from the pattern, a rule can never be skipped
 * on a sentence it would match.
 *
 * Read from the pattern's syntax tree (@eslint-community/regexpp): a sequence needs every one of
 * its required parts, so its most selective part stands for it (a run of literal characters,
 * or the fragments of a group); an alternation needs one of its branches, so it gets the
 * fragments of all of them; an optional part needs nothing. When no fragment can be derived the
 * rule is tried on every sentence.
 */
import { type AST, RegExpParser } from "@eslint-community/regexpp";

/** A set of fragments, one of which is in every match; null = nothing can be required. */
type Cover = string[] | null;

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** Fragments of which every match of the pattern contains one (lower case), or null. */
export function requiredFragments(re: RegExp): string[] | null {
  const ast = parser.parsePattern(re.source, 0, re.source.length, {
    unicode: re.flags.includes("u"),
    unicodeSets: re.flags.includes("v"),
  });
  const cover = alternativesCover(ast.alternatives);
  return cover?.length ? [...new Set(cover)] : null;
}

function alternativesCover(alts: AST.Alternative[]): Cover {
  const out: string[] = [];
  for (const alt of alts) {
    const c = sequenceCover(alt.elements);
    if (!c) return null;
    out.push(...c);
  }
  return out;
}

/** How selective a cover is: its shortest fragment (longer = rarer), then fewer fragments. */
function quality(c: string[]): number {
  const shortest = Math.min(...c.map(weightOf));
  return shortest * 100 - c.length;
}

/**
 * Words found in most sentences of legal text: usable, but a part of the pattern that is
 * rarer is preferred ("managed" over "customer" in "customer-managed keys").
 */
const COMMON = new Set([
  "the",
  "and",
  "your",
  "their",
  "our",
  "you",
  "we",
  "data",
  "personal",
  "information",
  "service",
  "services",
  "customer",
  "customers",
  "use",
  "used",
  "may",
  "will",
  "can",
  "with",
  "for",
  "from",
  "this",
  "that",
  "right",
  "rights",
  "provide",
  "plan",
  "plans",
  "days",
  "month",
  "notice",
  "agreement",
  "terms",
  "access",
  "security",
  "within",
  "available",
  "include",
  "contract",
  "consent",
  "same",
  "other",
  "any",
  "all",
  "not",
  "are",
  "is",
  "be",
  "such",
]);

function weightOf(fragment: string): number {
  const word = fragment.trim();
  // A currency sign ("$", "€", "R$") is as rare as a short word.
  if (/\p{Sc}/u.test(word)) return Math.max(4, word.length);
  return COMMON.has(word) ? Math.min(3, word.length) : word.length;
}

function usable(c: Cover): c is string[] {
  return !!c && c.length > 0 && c.every((f) => weightOf(f) >= 3);
}

function sequenceCover(elements: AST.Element[]): Cover {
  const candidates: string[][] = [];
  let run = "";
  const flush = () => {
    if (run.trim() && weightOf(run) >= 3) candidates.push([run]);
    run = "";
  };
  for (const el of elements) {
    const ch = literalChar(el);
    if (ch !== null) {
      run += ch;
      continue;
    }
    flush();
    const c = elementCover(el);
    if (usable(c)) candidates.push(c);
  }
  flush();
  if (!candidates.length) return null;
  return candidates.reduce((best, c) => (quality(c) > quality(best) ? c : best));
}

/** A single character the element matches (lower case), e.g. `a`, `\.`, `[Ss]`; else null. */
function literalChar(el: AST.Element): string | null {
  if (el.type === "Character") return String.fromCodePoint(el.value).toLowerCase();
  if (
    el.type === "CharacterClass" &&
    !el.negate &&
    el.elements.length > 0 &&
    el.elements.every((e) => e.type === "Character")
  ) {
    const chars = new Set(el.elements.map((e) => String.fromCodePoint((e as AST.Character).value).toLowerCase()));
    return chars.size === 1 ? [...chars][0]! : null;
  }
  return null;
}

function elementCover(el: AST.Element): Cover {
  switch (el.type) {
    case "Group":
    case "CapturingGroup":
      return alternativesCover(el.alternatives);
    case "Quantifier":
      return el.min >= 1 ? elementCover(el.element as AST.Element) : null;
    case "CharacterClass": {
      // A small set of symbols ([$€£]) is a cover of its own.
      if (el.negate || el.elements.length > 6 || !el.elements.every((e) => e.type === "Character")) return null;
      return el.elements.map((e) => String.fromCodePoint((e as AST.Character).value).toLowerCase());
    }
    default:
      return null;
  }
}
