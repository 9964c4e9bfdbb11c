/**
 * Content-Security-Policy parsing as Mozilla's scanner does it (algorithm version 4):
 *   - each policy is split on ";" and whitespace; directive names are case-insensitive,
 *     sources are lower-cased;
 *   - a policy shorter than 6 characters (after removing line breaks and trimming) is invalid;
 *   - a directive repeated within one policy makes the policy invalid, except report-uri and
 *     report-to, which are only flagged (the first one counts);
 *   - a source list left empty means 'none';
 *   - several policies (header and <meta> tags) combine like a browser enforcing all of them:
 *     a source counts only when every policy that sets the directive allows it (matched by
 *     path prefix), and a directive that only a later policy sets ends up 'none'.
 * Errors are thrown (the caller turns them into csp-header-invalid).
 */

export const DUPLICATE_WARNINGS_KEY = "_observatory_duplicate_key_warnings";

/** Directives a <meta> policy cannot set. */
const DIRECTIVES_DISALLOWED_IN_META = ["frame-ancestors", "report-uri", "sandbox"];
const ALLOWED_DUPLICATE_KEYS = new Set(["report-uri", "report-to"]);
/** One less than the length of "img-src", the shortest policy accepted. */
const SHORTEST_POLICY_LENGTH = "img-src".length - 1;

const compareString = new Intl.Collator("en").compare;

export type Csp = Map<string, Set<string>>;

interface Source {
  source: string;
  index: number;
  keep: boolean;
}

/** A policy from <meta>, without the directives only a header may set. */
export function parseCspMeta(policies: string[]): Csp {
  const csp = parseCsp(policies);
  for (const directive of DIRECTIVES_DISALLOWED_IN_META) csp.delete(directive);
  return csp;
}

export function parseCsp(policies: string[]): Csp {
  const clean = policies.map((p) => p.replaceAll(/[\r\n]/g, "").trim());
  if (clean.length === 0) return new Map();
  for (const policy of clean) {
    if (!policy || policy.length < SHORTEST_POLICY_LENGTH) throw new Error(`Invalid policy: ${policy}`);
  }

  const csp = new Map<string, Source[]>();
  const duplicateWarnings = new Set<string>();

  for (const [policyIndex, policy] of clean.entries()) {
    const seen = new Set<string>();
    for (const [directiveEntry, ...valueEntries] of policy.split(";").map((entry) => entry.trim().split(/\s+/))) {
      if (!directiveEntry) continue;
      const directive = directiveEntry.toLowerCase();
      if (seen.has(directive)) {
        if (ALLOWED_DUPLICATE_KEYS.has(directive)) duplicateWarnings.add(directive);
        else throw new Error(`Duplicate directive ${directive} in policy ${policyIndex}`);
      } else {
        seen.add(directive);
      }

      const keep = policyIndex === 0;
      const values: Source[] = valueEntries.length
        ? valueEntries.map((raw) => ({ source: raw.trim().toLocaleLowerCase(), index: policyIndex, keep }))
        : directive.endsWith("-src")
          ? [{ source: "'none'", index: policyIndex, keep }]
          : [];
      const combined = policyIndex === 0 ? [...values] : [...(csp.get(directive) ?? []), ...values];
      combined.sort((a, b) => compareString(a.source, b.source));

      for (let i = 1; i < combined.length; i++) {
        const source = combined[i]!;
        const prev = combined[i - 1]!;
        // Within one policy a longer source after a shorter prefix adds nothing.
        if (source.index === prev.index && source.source.startsWith(prev.source)) source.keep = false;
        // Across policies a source counts only when both allow it.
        if (source.index !== prev.index && pathPartMatch(prev.source, source.source)) source.keep = true;
      }
      csp.set(
        directive,
        combined.filter((s) => s.keep),
      );
      // With more policies to come, the first policy's sources must be confirmed by the later ones.
      if (policyIndex === 0 && policies.length > 1) for (const s of csp.get(directive) ?? []) s.keep = false;
    }
  }

  const final: Csp = new Map(
    [...csp.entries()].map(([directive, sources]) => [
      directive,
      sources.length ? new Set(sources.map((s) => s.source)) : new Set(["'none'"]),
    ]),
  );
  if (duplicateWarnings.size) final.set(DUPLICATE_WARNINGS_KEY, duplicateWarnings);
  return final;
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === "/" && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith("/");
  const listA = pathA.split("/");
  const listB = pathB.split("/");
  if (listA.length > listB.length) return false;
  if (exactMatch && listA.length !== listB.length) return false;
  if (!exactMatch) listA.pop();
  for (let i = 0; i < listA.length; i++) {
    // A malformed %-escape throws here and makes the whole policy invalid, as in the scanner.
    if (decodeURIComponent(listA[i]!) !== decodeURIComponent(listB[i]!)) return false;
  }
  return true;
}
