import type { Db } from "../../db";
import type { AssessmentDetail } from "../../shared/assessments";
import type { Actor } from "../actor";
import { assessmentPermissions, findVisibleAssessment, requireMember } from "./assessment-access";
import { toDetail } from "./assessment-rows";
import { settleReanalysis } from "./settle-reanalysis";

/**
 * One assessment with its analysis, analyzed pages, metadata, the running re-analysis and what
 * the caller may do with it. Who may call: members who may see it (members: their own);
 * anything else, including another organization's, is 404 'Assessment not found'.
 * A re-analysis that finished without reaching the assessment is settled first.
 */
export async function getAssessment(db: Db, now: Date, actor: Actor, id: string): Promise<AssessmentDetail> {
  const member = requireMember(actor, "Please sign in to continue.");
  let row = await findVisibleAssessment(db, member, id);
  if (row.reanalysisJobId && (await settleReanalysis(db, row.reanalysisJobId, now))) {
    row = await findVisibleAssessment(db, member, id);
  }
  return toDetail(db, row, assessmentPermissions(member, row));
}
