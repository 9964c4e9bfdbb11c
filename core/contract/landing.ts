import type { PageViewVariant } from "./api";

export type LandingVariant = Extract<PageViewVariant, "empowerment" | "control" | "variant">;

export interface LandingSearch {
  variant?: string;
  v?: string | number;
  new?: string | boolean;
}

/** Reads the landing query: variant=control or v=0 selects control; new=true the shadow-IT variant. */
export function validateLandingSearch(search: Record<string, unknown>): LandingSearch {
  const out: LandingSearch = {};
  if (typeof search.variant === "string") out.variant = search.variant.slice(0, 40);
  if (typeof search.v === "string" || typeof search.v === "number") out.v = search.v;
  if (typeof search.new === "string" || typeof search.new === "boolean") out.new = search.new;
  return out;
}

export function landingVariant(search: LandingSearch): LandingVariant {
  if (search.new === true || search.new === "true") return "variant";
  if (search.variant === "control" || search.v === 0 || search.v === "0") return "control";
  return "empowerment";
}

/**
 * Offline mode (a replay of recorded vendor sites, `npm run start:offline`): the page's
 * `<meta name="rrr-offline-vendors" content="host host ...">` names the recorded vendors, so the
 * analyze form suggests only vendors this run can analyze. Absent online.
 */
export const OFFLINE_VENDORS_META = "rrr-offline-vendors";
