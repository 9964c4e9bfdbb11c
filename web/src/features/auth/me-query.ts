import { queryOptions } from "@tanstack/react-query";
import type { Me, MeResponse } from "@core/contract/auth";
import { ApiError, apiFetch } from "@web/lib/api";

export type { Me };

/**
 * The signed-in user, or null for a visitor without a session: the server answers
 * `{ "user": null }` then (a 401 from an older server means the same).
 */
export async function fetchMe(): Promise<Me | null> {
  try {
    const me = await apiFetch<MeResponse>("/api/me");
    return me.user === null ? null : me;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: false,
});

/** Active member of an organization: may use the signed-in areas. */
export function isMember(me: Me | null | undefined): boolean {
  return !!me && me.profile.status === "active" && !!me.profile.organization_id && !!me.organization;
}
