/**
 * THE permission policy of the product: who may do what in an organization, and on the platform.
 * Every API route asks `can()`; `GET /api/me` sends `permissionsOf()` so the SPA shows and hides
 * by the same table; the Roles & Permissions page renders `PERMISSION_TABLE` itself. No zod here:
 * the SPA's first load imports this module.
 *
 * Organization scoping is part of the answer: a resource of another organization is never
 * allowed (routes answer 404 for it, so its existence is not revealed).
 */

/** What the roles rule says when a member would be left with none (the API and the Manage Roles dialog). */
export const AT_LEAST_ONE_ROLE = "At least one role must be assigned to the user.";

export const ROLES = ["admin", "reviewer", "analyst", "member", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** What each role means, shown wherever roles are assigned. */
export const ROLE_INFO: Record<Role, { label: string; description: string }> = {
  admin: { label: "Administrator", description: "Full organization management, members, settings, billing" },
  reviewer: { label: "Reviewer", description: "Review and approve assessments" },
  analyst: { label: "Risk Analyst", description: "Perform assessments, analyse, report" },
  member: { label: "Member", description: "Request assessments and view own results" },
  viewer: { label: "Viewer", description: "Read-only" },
};

export const ACTIONS = [
  "assessment.view",
  "assessment.create",
  "assessment.decide",
  "assessment.archive",
  "assessment.resubmit",
  "comment.create",
  "comment.delete",
  "team.view",
  "catalog.view",
  "organization.manage",
  "platform.manage",
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * How a role holds an action:
 * - `all`: on every resource of the organization;
 * - `own`: only on resources the user created (assessments) or wrote (comments);
 * - `own_pending`: only on their own resources while the assessment waits for a decision;
 * - `none`.
 */
export type Grant = "all" | "own" | "own_pending" | "none";

export const ACTION_INFO: Record<Action, { label: string }> = {
  "assessment.view": { label: "See the organization's assessments" },
  "assessment.create": { label: "Run analyses on the organization's quota and save assessments" },
  "assessment.decide": { label: "Approve, reject or request changes" },
  "assessment.archive": { label: "Archive an assessment" },
  "assessment.resubmit": { label: "Resubmit an assessment for review after changes were requested" },
  "comment.create": { label: "Comment on assessments they can see" },
  "comment.delete": { label: "Delete a comment" },
  "team.view": { label: "See the team" },
  "catalog.view": { label: "See the organization's tool catalog and its Safe-to-Try policy" },
  "organization.manage": {
    label: "Manage the organization: members, roles, suspension, requests, settings, audit logs, analytics",
  },
  "platform.manage": { label: "Platform: all organizations, users, limits, platform settings (super admins only)" },
};

/** Who may do what. Columns follow ROLES. */
export const PERMISSION_TABLE: Record<Action, Record<Role, Grant>> = {
  "assessment.view": { admin: "all", reviewer: "all", analyst: "all", member: "own", viewer: "all" },
  "assessment.create": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "none" },
  "assessment.decide": { admin: "all", reviewer: "all", analyst: "none", member: "none", viewer: "none" },
  "assessment.archive": {
    admin: "all",
    reviewer: "none",
    analyst: "own_pending",
    member: "own_pending",
    viewer: "none",
  },
  // The requester (whoever created it) or an admin; the state (changes requested) is the verb's rule.
  "assessment.resubmit": { admin: "all", reviewer: "own", analyst: "own", member: "own", viewer: "none" },
  "comment.create": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "none" },
  "comment.delete": { admin: "own", reviewer: "own", analyst: "own", member: "own", viewer: "none" },
  "team.view": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "all" },
  // Everyone may learn which tools are approved (a member sees every tool's state, not others' reports).
  "catalog.view": { admin: "all", reviewer: "all", analyst: "all", member: "all", viewer: "all" },
  "organization.manage": { admin: "all", reviewer: "none", analyst: "none", member: "none", viewer: "none" },
  // Platform rights come from SUPER_ADMIN_EMAILS, never from an organization role.
  "platform.manage": { admin: "none", reviewer: "none", analyst: "none", member: "none", viewer: "none" },
};

/** Who is asking, as far as the policy cares. `organizationId` is set only for active, non-suspended members. */
export interface PolicyActor {
  userId: string;
  organizationId: string | null;
  roles: readonly string[];
  isSuperAdmin: boolean;
  /**
   * Set for an organization's API token instead of roles: the actions its scopes give it, on
   * every resource of its organization (core/contract/api-tokens.ts SCOPE_ACTIONS).
   */
  tokenActions?: readonly Action[];
}

/**
 * The resource acted on. `ownerId` is the assessment's creator or the comment's author;
 * `approvalStatus` the assessment's (for `own_pending`).
 */
export interface PolicyResource {
  organizationId: string;
  ownerId?: string | null;
  approvalStatus?: string | null;
}

/** The strongest grant the actor's roles give for an action in their own organization. */
export function grantOf(actor: PolicyActor | null | undefined, action: Action): Grant {
  if (!actor || actor.organizationId === null) return "none";
  if (actor.tokenActions) return actor.tokenActions.includes(action) && action !== "platform.manage" ? "all" : "none";
  const order: Grant[] = ["all", "own", "own_pending"];
  let best: Grant = "none";
  for (const role of actor.roles) {
    if (!isRole(role)) continue;
    const g = PERMISSION_TABLE[action][role];
    if (g !== "none" && (best === "none" || order.indexOf(g) < order.indexOf(best))) best = g;
  }
  return best;
}

/**
 * May this actor take this action (on this resource)? Without a resource the question is
 * "in some form" (e.g. members may view assessments, their own); with one it is exact.
 * `platform.manage` is for super admins only and needs no organization.
 */
export function can(actor: PolicyActor | null | undefined, action: Action, resource?: PolicyResource): boolean {
  if (!actor) return false;
  if (action === "platform.manage") return actor.isSuperAdmin;
  const grant = grantOf(actor, action);
  if (grant === "none") return false;
  if (!resource) return true;
  if (resource.organizationId !== actor.organizationId) return false;
  switch (grant) {
    case "all":
      return true;
    case "own":
      return resource.ownerId === actor.userId;
    case "own_pending":
      return resource.ownerId === actor.userId && resource.approvalStatus === "pending";
  }
}

/** The actions an actor may take in some form: what `GET /api/me` sends as `permissions`. */
export function permissionsOf(actor: PolicyActor | null | undefined): Action[] {
  return ACTIONS.filter((a) => can(actor, a));
}

/** Roles that hold an action in some form: for the Roles & Permissions page. */
export function rolesWith(action: Action): Role[] {
  return ROLES.filter((r) => PERMISSION_TABLE[action][r] !== "none");
}
