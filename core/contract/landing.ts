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
