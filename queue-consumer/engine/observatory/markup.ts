/**
 * What Mozilla's scanner reads from the graded page's HTML, read with htmlparser2 (the parser
 * the crawler already uses) the way the scanner's HTML library (jsdom, scripting off) builds
 * the document:
 *   - every <script> element (inline ones count as scripts too), with src, integrity and
 *     crossorigin as written; content of <noscript> is markup (scripting is off), content of
 *     <template> is not part of the document, raw-text elements (iframe, xmp, ...) hold none;
 *   - <meta http-equiv="content-security-policy" content> and <meta name="referrer" content>;
 *   - the first <base href>, which the scanner resolves script addresses against;
 *   - whether jsdom would throw while building the page: jsdom 26 parses each style attribute
 *     as `#bogus{VALUE}` with rrweb-cssom and fails when the first rule that comes out is not
 *     a style rule (an unclosed @media or @supports block), which the scanner reports as
 *     html-not-parseable.
 */
import { Parser } from "htmlparser2";
import { parse as parseCss } from "rrweb-cssom";
import type { PageMarkup, ScriptTag } from "./types";

export interface ReadMarkup extends PageMarkup {
  /** The document's base address for script src (about:blank unless a <base href> is absolute). */
  baseUrl: string;
}

/** Would jsdom's CSSStyleDeclaration throw on this style attribute? */
export function styleAttributeBreaksJsdom(value: string): boolean {
  // Without an at-rule the first rule is always the #bogus style rule.
  if (!value.includes("@")) return false;
  try {
    const first = parseCss(`#bogus{${value}}`).cssRules[0];
    return first !== undefined && first.style === undefined;
  } catch {
    return false;
  }
}

export function readMarkup(html: string): ReadMarkup {
  const scripts: ScriptTag[] = [];
  const cspMeta: string[] = [];
  let referrerMeta: string | null = null;
  let base: string | null = null;
  let unparseable = false;
  /** Depth inside <template> elements: their content is not in the document. */
  let template = 0;
  /** Depth inside <svg> or <math>: a script there has no src property. */
  let foreign = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (!unparseable && attrs.style !== undefined && styleAttributeBreaksJsdom(attrs.style)) unparseable = true;
        if (name === "template") {
          template++;
          return;
        }
        if (template > 0) return;
        if (name === "svg" || name === "math") foreign++;
        if (name === "script") {
          const src = foreign > 0 ? null : (attrs.src ?? null);
          scripts.push({ src, integrity: attrs.integrity ?? null, crossorigin: attrs.crossorigin ?? null });
        } else if (name === "meta") {
          const content = attrs.content;
          if (attrs["http-equiv"] !== undefined && content !== undefined) {
            if (content && attrs["http-equiv"].toLowerCase().trim() === "content-security-policy")
              cspMeta.push(content);
          } else if (attrs.name?.toLowerCase().trim() === "referrer" && content) {
            referrerMeta = content;
          }
        } else if (name === "base" && base === null && attrs.href !== undefined) {
          base = attrs.href;
        }
      },
      onclosetag(name) {
        if (name === "template" && template > 0) template--;
        else if ((name === "svg" || name === "math") && foreign > 0 && template === 0) foreign--;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return {
    scripts,
    // jsdom stops building the page, so the scanner reads no <meta> policy either.
    cspMeta: unparseable ? [] : cspMeta,
    referrerMeta: unparseable ? null : referrerMeta,
    unparseable,
    baseUrl: resolveBase(base),
  };
}

/** A <base href> counts only when it parses against about:blank, i.e. when it is absolute. */
function resolveBase(href: string | null): string {
  if (href === null) return "about:blank";
  try {
    return new URL(href, "about:blank").href;
  } catch {
    return "about:blank";
  }
}

/** An element's reflected src: the address resolved against the base, or the text as written when that fails. */
export function reflectedSrc(raw: string, baseUrl: string): string {
  try {
    return new URL(raw, baseUrl).href;
  } catch {
    return raw;
  }
}
