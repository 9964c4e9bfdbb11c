import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { isMember, meQueryOptions, lastSignedOutReason, type Me } from "./api";
import { authErrorSearch } from "./auth-error";
import { canDo, type Action } from "./permissions";

/**
 * The guards of the signed-in areas, run in the routes' beforeLoad. The protected layout route
 * loads the session once (`loadSession`) and hands `me` to its children through the route
 * context; each area then asks for what it needs.
 */

/** No session goes to /auth, saying why when the session this tab held was ended. */
export async function loadSession(queryClient: QueryClient): Promise<Me> {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  if (!me) {
    const reason = lastSignedOutReason();
    throw redirect({ to: "/auth", search: reason ? authErrorSearch(reason) : {} });
  }
  return me;
}

/**
 * A user still waiting for approval goes to /pending-approval; a rejected one to /auth (signing in
 * again asks again). A platform super admin without an organization goes to /superadmin.
 */
export function requireMembership(me: Me): void {
  if (isMember(me)) return;
  if (canDo(me, "platform.manage")) throw redirect({ to: "/superadmin" });
  if (me.profile.status === "rejected") throw redirect({ to: "/auth", search: authErrorSearch("rejected") });
  throw redirect({ to: "/pending-approval" });
}

/** Users without the right are sent to /. The server checks again. */
export function requirePermission(me: Me, action: Action): void {
  if (!canDo(me, action)) throw redirect({ to: "/" });
}
