import { queryOptions } from "@tanstack/react-query";
import type { Me } from "@core/contract/auth";
import { isSignedOutReason, type SignedOutReason } from "@core/contract/auth-errors";
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
 * Why the session this tab held stopped working, when the server said so (it says it once:
 * the cookie is cleared with that answer). Read by whoever sends the person to /auth; kept until
 * a session starts again, since several of them may do so at once (a failed request and the
 * route it was loading).
 */
let signedOutReason: SignedOutReason | null = null;

/** The reason the server last gave for a session that stopped working, until one starts again. */
export function lastSignedOutReason(): SignedOutReason | null {
  return signedOutReason;
}

/** A request of this tab was answered 401 with a reason: remember it for whoever sends the person to /auth. */
export function noteSignedOutReason(reason: SignedOutReason | null): void {
  if (reason && reason !== "session_ended") signedOutReason = reason;
}

/** A 401 that says why the session ended (its `details.reason`), or null. */
export function signedOutReasonOf(err: unknown): SignedOutReason | null {
  const reason = err instanceof ApiError ? (err.details as { reason?: unknown } | undefined)?.reason : undefined;
  return isSignedOutReason(reason) ? reason : null;
}

/**
 * The signed-in user, or null for a visitor without a session: the server answers
 * `{ "user": null }` then (a 401 from an older server means the same), with `signed_out_reason`
 * when the session this tab held was ended.
 */
export async function fetchMe(): Promise<Me | null> {
  try {
    const me = await apiData(api.GET("/api/me"));
    if ("profile" in me && me.user) {
      signedOutReason = null;
      return me;
    }
    const reason: unknown = "signed_out_reason" in me ? me.signed_out_reason : undefined;
    if (isSignedOutReason(reason)) signedOutReason = reason;
    return null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      signedOutReason = signedOutReasonOf(err) ?? signedOutReason;
      return null;
    }
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
