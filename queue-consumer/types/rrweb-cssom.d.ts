/** The part of rrweb-cssom (no bundled types) that the engine uses. */
declare module "rrweb-cssom" {
  export interface CSSRule {
    /** Present on style rules only (at-rules such as @media have none). */
    style?: unknown;
  }
  export interface CSSStyleSheet {
    cssRules: CSSRule[];
  }
  export function parse(css: string): CSSStyleSheet;
}
