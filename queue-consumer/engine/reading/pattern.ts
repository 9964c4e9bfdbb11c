/**
 * Rule patterns built from named fragments, so that a reviewer reads a long pattern one
 * alternative or one part per line instead of as a single literal. The result is an ordinary
 * RegExp: `anyOf(/a/i, /b/i)` is `/a|b/i`, `seq(/a/i, /b|c/i)` is `/a(?:b|c)/i`.
 */

/** All fragments must agree on their flags (a fragment written without flags takes the others'). */
function flagsOf(parts: (RegExp | string)[]): string {
  const flags = new Set(parts.filter((p): p is RegExp => p instanceof RegExp && p.flags !== "").map((p) => p.flags));
  if (flags.size > 1) throw new Error(`pattern fragments with different flags: ${[...flags].join(", ")}`);
  return [...flags][0] ?? "";
}

function sourceOf(p: RegExp | string): string {
  return typeof p === "string" ? p : p.source;
}

/** Whether a pattern has an alternation outside any group (it must be grouped to be part of a sequence). */
function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) return true;
  }
  return false;
}

/** Any of the alternatives: `anyOf(/a/i, /b/i)` is `/a|b/i`. */
export function anyOf(...alternatives: (RegExp | string)[]): RegExp {
  return new RegExp(alternatives.map(sourceOf).join("|"), flagsOf(alternatives));
}

/**
 * Any of several tests, for a rule's `requires` or `unless`: patterns beside a test a pattern
 * cannot write ("aggregated data, and no personal data named beside it").
 */
export function anyTest(...tests: Pick<RegExp, "test">[]): Pick<RegExp, "test"> {
  return { test: (text: string) => tests.some((t) => t.test(text)) };
}

/** The parts one after another; a part with alternatives is grouped: `seq(/a/i, /b|c/i)` is `/a(?:b|c)/i`. */
export function seq(...parts: (RegExp | string)[]): RegExp {
  const source = parts
    .map(sourceOf)
    .map((s) => (hasTopLevelAlternation(s) ? `(?:${s})` : s))
    .join("");
  return new RegExp(source, flagsOf(parts));
}

/** Any words within one sentence, at most `max` characters, as few as will do: `seq(/a/i, gap(40), /b/i)`. */
export function gap(max: number): RegExp {
  return new RegExp(`[^.;]{0,${max}}?`, "i");
}

/** One of the words, as whole words: `words("sell", "rent")` is `/\b(?:sell|rent)\b/`. */
export function words(...list: string[]): RegExp {
  return new RegExp(`\\b(?:${list.join("|")})\\b`);
}

/** A group of alternatives, to be part of a sequence: `group(/a/i, /b/i)` is `/(?:a|b)/i`. */
export function group(...alternatives: (RegExp | string)[]): RegExp {
  return new RegExp(`(?:${alternatives.map(sourceOf).join("|")})`, flagsOf(alternatives));
}

/** The pattern with these flags: `withFlags(words("may", "might"), "i")`. */
export function withFlags(re: RegExp, flags: string): RegExp {
  return new RegExp(re.source, flags);
}
