import type { QueryClient } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { isMember, meQueryOptions, type Me } from "./me-query";

export type Requirement = "member" | "org_admin" | "super_admin";

/**
 * The protected wrapper of /dashboard, /admin and /superadmin, run in the routes' beforeLoad:
 * no session goes to /auth, a user still waiting for approval to /pending-approval, a user
 * without the role to /. Returns the user for the route context.
 */
export async function requireUser(queryClient: QueryClient, requirement: Requirement = "member"): Promise<Me> {
  const me = await queryClient.ensureQueryData(meQueryOptions);
  if (!me) throw redirect({ to: "/auth" });
  if (requirement === "super_admin") {
    if (!me.is_super_admin) throw redirect({ to: "/" });
    return me;
  }
  if (!isMember(me)) {
    if (me.profile.status === "rejected") throw redirect({ to: "/auth", search: { error: REJECTED_MESSAGE } });
    throw redirect({ to: "/pending-approval" });
  }
  if (requirement === "org_admin" && !me.is_org_admin) throw redirect({ to: "/" });
  return me;
}

export const REJECTED_MESSAGE = "Your request to join the organization was not approved. Please contact your administrator.";
