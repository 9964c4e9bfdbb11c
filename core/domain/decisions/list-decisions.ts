import type { Db } from "@core/db";
import type { Decision } from "@core/contract/review";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findAssessmentFor } from "../assessments/assessment-access";
import { decisionsOf } from "./decision-rows";

/**
 * The review history of an assessment: every decision (who, when, decision, comment), newest
 * first. Who may call: whoever may see the assessment (members their own); otherwise 404.
 */
export async function listDecisions(deps: { db: Db }, actor: Actor, assessmentId: string): Promise<Decision[]> {
  const member = authorize(actor, "assessment.view");
  const assessment = await findAssessmentFor(deps.db, member, assessmentId);
  return decisionsOf(deps.db, assessment.id);
}
