import { forbidden } from "../../lib/errors";
import { can } from "../../shared/permissions";
import type { Actor } from "../actor";
import { requireUser, type UserActor } from "../users/authorization";

/** A signed-in member acting inside their own organization. */
export type OrganizationActor = UserActor & { organizationId: string };

/**
 * Who may manage the actor's own organization (members, roles, suspension, settings, audit
 * logs, usage): `organization.manage` in the permission policy. Signed out: 401; anyone else: 403.
 */
export function requireOrganizationManager(actor: Actor): OrganizationActor {
  const user = requireUser(actor);
  if (user.organizationId === null || !can(user, "organization.manage")) {
    throw forbidden("Only organization administrators can do this.");
  }
  return user as OrganizationActor;
}

/** Who may see the actor's own team and organization: `team.view` (every active member). */
export function requireTeamViewer(actor: Actor): OrganizationActor {
  const user = requireUser(actor);
  if (user.organizationId === null || !can(user, "team.view")) {
    throw forbidden("Only members of an organization can see its team.");
  }
  return user as OrganizationActor;
}
