import { forbidden, notFound, reauthenticationRequired, unauthenticated } from "../lib/errors";
import { can, type Action, type PolicyActor, type PolicyResource } from "../contract/permissions";
import type { Actor } from "./actor";

/**
 * The server's one way to ask the permission policy (core/contract/permissions.ts). Routes and
 * domain verbs call these helpers; none of them looks at a role string itself.
 *
 * What a refusal answers:
 * - 401 when nobody is signed in;
 * - 403 when the actor's roles do not hold the action (or not on this resource);
 * - 404 when the resource belongs to another organization, so its existence is not confirmed.
 */

export type UserActor = Extract<Actor, { kind: "user" }>;
/** Whoever may act in an organization: a signed-in person, or an organization's API token. */
export type ActingActor = Extract<Actor, { kind: "user" | "token" }>;
/** A signed-in, active member of an organization, or an API token acting for its organization. */
export type MemberActor = ActingActor & { organizationId: string };
/** Actions taken inside an organization (everything but the platform's). */
export type OrganizationAction = Exclude<Action, "platform.manage">;

/** The actor as the policy sees it; null when signed out. */
export function policyActor(actor: Actor): PolicyActor | null {
  return actor.kind === "anonymous" ? null : actor;
}

/** May the actor take this action (on this resource)? The policy's answer, without throwing. */
export function allows(actor: Actor, action: Action, resource?: PolicyResource): boolean {
  return can(policyActor(actor), action, resource);
}

/** Signed-in people only (any status); everyone else gets 401, an API token 403 (a token is never a person). */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind === "token") throw forbidden(TOKEN_REFUSAL);
  if (actor.kind !== "user") throw unauthenticated("Please sign in to continue.");
  return actor;
}

/** The actions of organization administrators and platform super admins. */
const ADMIN_ACTIONS: ReadonlySet<Action> = new Set(["organization.manage", "platform.manage"]);

/**
 * Changes that administrators make (organization.manage, platform.manage) need a sign-in younger
 * than 12 hours: a session stolen or left open long ago cannot change who belongs to an
 * organization or what the platform allows. 401 REAUTHENTICATION_REQUIRED; the SPA asks the user
 * to sign in again and returns them where they were. Reads are not affected. API tokens have no
 * sign-in: their expiry and scopes bound them instead.
 */
function requireRecentSignIn(user: ActingActor, action: Action): void {
  if (user.kind === "user" && user.staleSignIn && ADMIN_ACTIONS.has(action)) throw reauthenticationRequired();
}

/** What an API token hears when it asks for what only a person may do. */
export const TOKEN_REFUSAL = "API tokens act for their organization, not as a person: this needs a signed-in member.";

/** A signed-in person or an API token; the signed out get 401. */
export function requireActing(actor: Actor): ActingActor {
  if (actor.kind === "anonymous") throw unauthenticated("Please sign in to continue.");
  return actor;
}

/** What a 403 says, per action: the person reading it learns what they may not do and why. */
const REFUSALS: Record<Action, string> = {
  "assessment.view": "Your role does not allow you to see this assessment.",
  "assessment.create":
    "Your role can read reports but cannot start new analyses on your organization's quota. Ask an organization administrator for a role that can run analyses.",
  "assessment.decide": "Your role does not allow you to approve, reject or request changes.",
  "assessment.archive": "Your role does not allow you to archive this assessment.",
  "assessment.resubmit": "Only the person who requested this assessment, or an administrator, can resubmit it.",
  "comment.create": "Your role does not allow you to comment.",
  "comment.delete": "Only the author of a comment can delete it.",
  "team.view": "Only members of the organization can see its team.",
  "catalog.view": "Only members of the organization can see its tool catalog.",
  "organization.manage": "Only organization administrators can do this.",
  "platform.manage": "Only platform administrators can do this.",
};

/**
 * Asks the policy whether the actor may take `action`, on `resource` when given, and throws
 * 401 / 403 / 404 as above when not. Returns the signed-in actor (a member of an organization
 * for organization actions). `notFoundMessage` is what a 404 for another organization's
 * resource says, the same words as for a resource that does not exist.
 */
export function authorize(actor: Actor, action: "platform.manage"): UserActor;
export function authorize(
  actor: Actor,
  action: OrganizationAction,
  resource?: PolicyResource,
  notFoundMessage?: string,
): MemberActor;
export function authorize(
  actor: Actor,
  action: Action,
  resource?: PolicyResource,
  notFoundMessage = "Not found",
): ActingActor {
  const user = action === "platform.manage" ? requireUser(actor) : requireActing(actor);
  if (!can(user, action)) throw forbidden(user.kind === "token" ? TOKEN_REFUSAL : REFUSALS[action]);
  requireRecentSignIn(user, action);
  if (resource) {
    if (action !== "platform.manage" && resource.organizationId !== user.organizationId)
      throw notFound(notFoundMessage);
    if (!can(user, action, resource)) throw forbidden(user.kind === "token" ? TOKEN_REFUSAL : REFUSALS[action]);
  }
  return user;
}

/**
 * For lists and actions an organization's administrators see for their own organization and
 * platform super admins for every organization (membership requests, later users and audit
 * logs): "all" for an actor who may manage the platform, else the actor's organization when
 * they hold `action` there; 401 / 403 otherwise. Apply the scope to the query, or check one
 * resource with `authorizeInScope`.
 */
export function organizationScope(
  actor: Actor,
  action: OrganizationAction,
): { user: ActingActor; organizations: "all" | string } {
  const user = requireActing(actor);
  if (can(user, "platform.manage")) {
    requireRecentSignIn(user, "platform.manage");
    return { user, organizations: "all" };
  }
  const member = authorize(user, action);
  return { user, organizations: member.organizationId };
}

/** One resource against a scope from `organizationScope`: another organization's is 404. */
export function authorizeInScope(
  scope: { user: ActingActor; organizations: "all" | string },
  action: OrganizationAction,
  resource: PolicyResource,
  notFoundMessage = "Not found",
): void {
  if (scope.organizations === "all") return;
  authorize(scope.user, action, resource, notFoundMessage);
}
