import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import type { AssessmentDetail } from "@core/contract/assessments";
import type { Actor } from "../actor";
import { assessmentPermissions, findAssessmentFor, requireMember } from "./assessment-access";
import { toDetail } from "./assessment-rows";
import { settleReanalysis } from "./settle-reanalysis";

/**
 * One assessment with its analysis, analyzed pages, metadata, the running re-analysis and what
 * the caller may do with it. Who may call: members who may see it (members: their own, a
 * colleague's is 403); unknown or another organization's is 404 'Assessment not found'.
 * A re-analysis that finished without reaching the assessment is settled first.
 */
export async function getAssessment(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  id: string,
): Promise<AssessmentDetail> {
  const { db } = deps;
  const member = requireMember(actor, "Please sign in to continue.");
  let row = await findAssessmentFor(db, member, id);
  if (row.reanalysisJobId && (await settleReanalysis(db, row.reanalysisJobId, deps.clock()))) {
    row = await findAssessmentFor(db, member, id);
  }
  return toDetail(db, row, assessmentPermissions(member, row));
}
