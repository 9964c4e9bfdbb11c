import { useNavigate } from "@tanstack/react-router";
import type { ListQuery } from "@core/contract/list";

/**
 * `?q=&limit=&cursor=` of a list page, as the route's validateSearch. The rules are the API's
 * `ListQuery` (core/contract/list.ts); that schema is zod, and a route's validateSearch is part
 * of the first page load (the router never code-splits it), where zod alone would cost 23 KB
 * gzipped of the landing page's 150 KB budget. So this is the same rule without zod, and
 * tests/web checks that it agrees with `ListQuery` on every case. Bad values are dropped (the
 * list falls back to its defaults) rather than failing the page.
 */
export type ListSearch = Partial<ListQuery>;

const Q_MAX = 200;
const LIMIT_MIN = 1;
const LIMIT_MAX = 100;
const CURSOR_MAX = 512;

export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const out: ListSearch = {};
  if (typeof search.q === "string") {
    const q = search.q.trim();
    if (q && q.length <= Q_MAX) out.q = q;
  }
  const limit =
    typeof search.limit === "number"
      ? search.limit
      : typeof search.limit === "string" && search.limit.trim()
        ? Number(search.limit)
        : NaN;
  if (Number.isInteger(limit) && limit >= LIMIT_MIN && limit <= LIMIT_MAX) out.limit = limit;
  if (typeof search.cursor === "string" && search.cursor && search.cursor.length <= CURSOR_MAX)
    out.cursor = search.cursor;
  return out;
}

/** The search box of a list page: it writes `?q=` (replacing the history entry; the other search params stay). */
export function useSearchParamQ(): (q: string) => void {
  const navigate = useNavigate();
  return (q) => void navigate({ to: ".", search: (prev) => ({ ...prev, q: q || undefined }), replace: true });
}
