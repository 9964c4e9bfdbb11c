import { queryOptions } from "@tanstack/react-query";
import type { Me, MeResponse } from "@core/contract/auth";
import { isSignedOutReason, type SignedOutReason } from "@core/contract/auth-errors";
import { ApiError, apiFetch } from "@web/lib/api";

export type { Me };

/**
 * Why the session this tab held stopped working, when the server said so (it says it once:
 * the cookie is cleared with that answer). Read by whoever sends the person to /auth.
 */
let signedOutReason: SignedOutReason | null = null;

/** The reason the server last gave for a session that stopped working, forgotten once read. */
export function takeSignedOutReason(): SignedOutReason | null {
  const reason = signedOutReason;
  signedOutReason = null;
  return reason;
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
    const me = await apiFetch<MeResponse>("/api/me");
    if (me.user !== null) return me;
    if (me.signed_out_reason) signedOutReason = me.signed_out_reason;
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
  queryKey: ["me"],
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: false,
});

/** Active member of an organization: may use the signed-in areas. */
export function isMember(me: Me | null | undefined): boolean {
  return !!me && me.profile.status === "active" && !!me.profile.organization_id && !!me.organization;
}
