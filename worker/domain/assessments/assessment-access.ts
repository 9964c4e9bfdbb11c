import { and, eq, type SQL } from "drizzle-orm";
import { orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "../../db/schema";
import type { Db } from "../../db";
import { AppError, forbidden, notFound, unauthenticated } from "../../lib/errors";
import { can, grantOf, type Action, type PolicyResource } from "../../shared/permissions";
import type { Actor } from "../actor";

/** A signed-in, active member of an organization: who may touch assessments at all. */
export type MemberActor = Extract<Actor, { kind: "user" }> & { organizationId: string };

export const NOT_SIGNED_IN = "You must be logged in to create an assessment";
export const NO_ORGANIZATION = "Could not find your organization. Please contact support.";
export const ASSESSMENT_NOT_FOUND = "Assessment not found";

/**
 * Signed out: 401; signed in without an active membership (waiting, rejected, suspended): 403
 * with the spec's text.
 */
export function requireMember(actor: Actor, signedOutMessage = NOT_SIGNED_IN): MemberActor {
  if (actor.kind !== "user") throw unauthenticated(signedOutMessage);
  if (!actor.organizationId) throw new AppError("FORBIDDEN", 403, NO_ORGANIZATION);
  return actor as MemberActor;
}

/** Asks the policy; 403 when the answer is no. */
export function requireCan(actor: MemberActor, action: Action, resource?: PolicyResource, message?: string) {
  if (!can(actor, action, resource)) throw forbidden(message);
}

export function policyResource(row: Pick<OrgRiskAssessmentRow, "organizationId" | "createdBy" | "approvalStatus">): PolicyResource {
  return { organizationId: row.organizationId, ownerId: row.createdBy, approvalStatus: row.approvalStatus };
}

/**
 * The WHERE part that limits assessments to those the actor may see: their organization's, and
 * for `own` grants (members) only those they created. 403 when the actor may see none.
 */
export function visibleAssessments(actor: MemberActor): SQL {
  const t = orgRiskAssessmentsTable;
  const grant = grantOf(actor, "assessment.view");
  if (grant === "none") throw forbidden("You do not have permission to see assessments.");
  const inOrg = eq(t.organizationId, actor.organizationId);
  return grant === "all" ? inOrg : and(inOrg, eq(t.createdBy, actor.userId))!;
}

/**
 * An assessment the actor may see, or 404 'Assessment not found' (also for another
 * organization's, or a colleague's that a member may not see: their existence is not confirmed).
 */
export async function findVisibleAssessment(db: Db, actor: MemberActor, id: string): Promise<OrgRiskAssessmentRow> {
  const t = orgRiskAssessmentsTable;
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row || !can(actor, "assessment.view", policyResource(row))) throw notFound(ASSESSMENT_NOT_FOUND);
  return row;
}

/** The actions on this assessment the actor may take: the detail's `permissions`. */
export function assessmentPermissions(actor: MemberActor, row: OrgRiskAssessmentRow): Action[] {
  const resource = policyResource(row);
  const actions: Action[] = ["assessment.view", "assessment.create", "assessment.decide", "assessment.archive", "assessment.resubmit", "comment.create"];
  return actions.filter((a) => can(actor, a, resource));
}
