import { queryOptions } from "@tanstack/react-query";
import type { Me } from "@core/contract/auth";
import { ApiError, api, apiData } from "@web/lib/api";

export type { Me };

/**
 * The session's data: who is signed in (GET /api/me) and signing out. Query key: ["me"]; it is
 * null for a visitor without a session. Changes to the user's own profile are the settings
 * feature's (settings/api.ts), which writes the answer here.
 */
export const meKeys = {
  all: ["me"] as const,
};

/**
 * The signed-in user, or null for a visitor without a session: the server answers
 * `{ "user": null }` then (a 401 from an older server means the same).
 */
export async function fetchMe(): Promise<Me | null> {
  try {
    const me = await apiData(api.GET("/api/me"));
    return "profile" in me && me.user ? me : null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meKeys.all,
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: false,
});

/** Ends this session, or every session of the user ("Sign out everywhere"). */
export function endSession(everywhere: boolean, signal: AbortSignal): Promise<void> {
  return apiData(api.POST(everywhere ? "/api/auth/logout-everywhere" : "/api/auth/logout", { signal }));
}

/** Active member of an organization: may use the signed-in areas. */
export function isMember(me: Me | null | undefined): boolean {
  return !!me && me.profile.status === "active" && !!me.profile.organization_id && !!me.organization;
}
