import { forbidden, unauthenticated } from "../../lib/errors";
import type { Actor } from "../actor";

export type UserActor = Extract<Actor, { kind: "user" }>;

/** Signed-in users only; everyone else gets 401. */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== "user") throw unauthenticated("Please sign in to continue.");
  return actor;
}

/** An admin of the actor's own organization (an active, non-suspended member with role admin). */
export function isOrgAdmin(actor: Actor): actor is UserActor & { organizationId: string } {
  return actor.kind === "user" && actor.organizationId !== null && actor.roles.includes("admin");
}

/**
 * Org admins and super admins; others get 403. Returns which organizations the actor
 * administers: "all" for a super admin.
 */
export function requireAdmin(actor: Actor): { user: UserActor; organizations: "all" | string } {
  const user = requireUser(actor);
  if (user.isSuperAdmin) return { user, organizations: "all" };
  if (isOrgAdmin(user)) return { user, organizations: user.organizationId };
  throw forbidden("Only organization administrators can do this.");
}
