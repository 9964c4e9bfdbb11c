import { and, eq, type SQL } from "drizzle-orm";
import { orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { AppError, forbidden, notFound, unauthenticated } from "@core/lib/errors";
import { can, grantOf, type Action, type PolicyResource } from "@core/contract/permissions";
import type { Actor } from "../actor";
import { authorize, type MemberActor } from "../authorize";

export type { MemberActor };

export const NOT_SIGNED_IN = "You must be logged in to create an assessment";
export const NO_ORGANIZATION = "Could not find your organization. Please contact support.";
export const ASSESSMENT_NOT_FOUND = "Assessment not found";

/**
 * A member of an organization, with the product's texts for the two ways not to be one: signed out 401; signed in without an active membership (waiting, rejected,
 * suspended) 403 'Could not find your organization'. What the member may then do is the
 * policy's answer (`authorize`).
 */
export function requireMember(actor: Actor, signedOutMessage = NOT_SIGNED_IN): MemberActor {
  if (actor.kind === "anonymous") throw unauthenticated(signedOutMessage);
  if (!actor.organizationId) throw new AppError("FORBIDDEN", 403, NO_ORGANIZATION);
  return actor as MemberActor;
}

export function policyResource(
  row: Pick<OrgRiskAssessmentRow, "organizationId" | "createdBy" | "approvalStatus">,
): PolicyResource {
  return { organizationId: row.organizationId, ownerId: row.createdBy, approvalStatus: row.approvalStatus };
}

/**
 * The WHERE part that limits assessments to those the actor may see: their organization's, and
 * for `own` grants (members) only those they created. 403 when the actor may see none.
 */
export function visibleAssessments(actor: MemberActor): SQL {
  const t = orgRiskAssessmentsTable;
  const grant = grantOf(actor, "assessment.view");
  if (grant === "none") throw forbidden("Your role does not allow you to see assessments.");
  const inOrg = eq(t.organizationId, actor.organizationId);
  return grant === "all" ? inOrg : and(inOrg, eq(t.createdBy, actor.userId))!;
}

/**
 * The assessment `id` for `action`: unknown or another organization's 404 'Assessment not
 * found' (their existence is not confirmed), one the actor's roles do not allow 403.
 */
export async function findAssessmentFor(
  db: Db,
  actor: MemberActor,
  id: string,
  action: Action = "assessment.view",
): Promise<OrgRiskAssessmentRow> {
  const t = orgRiskAssessmentsTable;
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  const resource = policyResource(row);
  authorize(actor, "assessment.view", resource, ASSESSMENT_NOT_FOUND);
  if (action !== "assessment.view")
    authorize(actor, action as Exclude<Action, "platform.manage">, resource, ASSESSMENT_NOT_FOUND);
  return row;
}

/** The actions on this assessment the actor may take: the detail's `permissions`. */
export function assessmentPermissions(actor: MemberActor, row: OrgRiskAssessmentRow): Action[] {
  const resource = policyResource(row);
  const actions: Action[] = [
    "assessment.view",
    "assessment.create",
    "assessment.decide",
    "assessment.archive",
    "assessment.resubmit",
    "comment.create",
  ];
  return actions.filter((a) => can(actor, a, resource));
}
