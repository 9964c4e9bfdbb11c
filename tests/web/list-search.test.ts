import { describe, expect, it } from "vitest";
import { ListQuery } from "@core/contract/list";
import { validateListSearch } from "@web/lib/list-search";

/**
 * The SPA validates a list page's search params without zod (to keep zod out of the first page
 * load); it must accept and refuse exactly what the API's ListQuery does.
 */
const CASES: Record<string, unknown>[] = [
  {},
  { q: "acme" },
  { q: "  padded  " },
  { q: "" },
  { q: "   " },
  { q: "x".repeat(200) },
  { q: "x".repeat(201) },
  { q: 42 },
  { limit: 1 },
  { limit: 100 },
  { limit: 0 },
  { limit: 101 },
  { limit: 2.5 },
  { limit: "25" },
  { limit: "abc" },
  { limit: -3 },
  { cursor: "eyJ4IjoxfQ" },
  { cursor: "c".repeat(512) },
  { cursor: "c".repeat(513) },
  { q: "acme", limit: 50, cursor: "abc" },
];

/** What the API would use for one field: the value when the field alone passes ListQuery, else nothing. */
function apiView(search: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of ["q", "limit", "cursor"] as const) {
    if (!(key in search)) continue;
    const parsed = ListQuery.safeParse({ [key]: search[key] });
    if (!parsed.success) continue;
    const value = parsed.data[key];
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

describe("validateListSearch agrees with ListQuery", () => {
  it.each(CASES.map((c) => [JSON.stringify(c).slice(0, 60), c] as const))("%s", (_name, search) => {
    expect(validateListSearch(search)).toEqual(apiView(search));
  });
});
