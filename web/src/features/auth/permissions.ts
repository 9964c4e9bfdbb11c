import { ACTIONS, can, permissionsOf, type Action, type PolicyActor } from "@core/contract/permissions";
import { isMember, type Me } from "./api";

/**
 * The SPA reads the server's permission policy, never its own role checks: GET /api/me sends
 * `permissions` (the actions the user may take in their organization, from
 * core/contract/permissions.ts). Until a server sends that field, the same module computes them
 * from `roles`. Hiding a control is convenience only; every route asks the policy again.
 */
export type { Action };

type MeWithPermissions = Me & { permissions?: readonly string[] };

/** The policy's view of the signed-in user. */
export function actorOf(me: Me): PolicyActor {
  return {
    userId: me.user.id,
    organizationId: isMember(me) ? me.profile.organization_id : null,
    roles: me.roles,
    isSuperAdmin: me.is_super_admin,
  };
}

export function permissionsOfMe(me: Me | null | undefined): ReadonlySet<Action> {
  if (!me) return new Set();
  const sent = (me as MeWithPermissions).permissions;
  if (Array.isArray(sent)) return new Set(ACTIONS.filter((a) => sent.includes(a)));
  return new Set(permissionsOf(actorOf(me)));
}

/** May the signed-in user take this action (in some form)? */
export function canDo(me: Me | null | undefined, action: Action): boolean {
  if (!me) return false;
  const sent = (me as MeWithPermissions).permissions;
  return Array.isArray(sent) ? sent.includes(action) : can(actorOf(me), action);
}

/**
 * Where a list that admins share is shown: in the organization admin's area (their organization,
 * `organization.manage`) or the super admin's (every organization, `platform.manage`). Each
 * area's guard asked the policy for its action; the server asks again on every request.
 */
export type AdminScope = "organization" | "platform";
