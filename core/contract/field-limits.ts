/**
 * How long each text a person types may be, and which characters a name may hold: one table for
 * the API's schemas, the forms' maxLength and counters, and the screens that must fit the
 * longest allowed value. No zod here: the SPA's forms import it.
 */
export const FIELD_MAX = {
  /** What the organization calls a tool. */
  toolName: 120,
  department: 120,
  /** Purpose / use case of an assessment. */
  purpose: 2000,
  /** A person's full name (from the profile, or from the sign-in provider, cut to this). */
  fullName: 100,
  organizationName: 100,
  /** A comment in an assessment's discussion. */
  comment: 5000,
  /** The comment that goes with a decision. */
  decisionComment: 2000,
  suspensionReason: 500,
  /** A super admin's notes about a user. */
  notes: 5000,
  billingEmail: 254,
} as const;

export type LimitedField = keyof typeof FIELD_MAX;

/**
 * Control characters (Unicode category Cc: NUL, escape, line breaks...) have no place in a
 * one-line name: they break layouts, logs and e-mail headers.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** What a refusal says: "Tool name cannot contain control characters (line breaks, tabs...)." */
export function controlCharacterMessage(what: string): string {
  return `${what} cannot contain control characters (line breaks, tabs and the like).`;
}

/** A name as the sign-in provider sends it, made fit to keep: control characters become spaces, cut to length. */
export function cleanProvidedName(name: string, max: number = FIELD_MAX.fullName): string {
  return Array.from(
    name
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  )
    .slice(0, max)
    .join("")
    .trim();
}
