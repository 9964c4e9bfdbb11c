import type { Db } from "@core/db";
import type { MentionCandidate } from "@core/contract/review";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { findAssessmentFor, policyResource } from "../assessments/assessment-access";
import { membersWho, organizationMembers } from "../notifications/organization-members";

/**
 * Who can be mentioned in the discussion of an assessment (the comment box's autocomplete):
 * active members who can see it, the caller excepted, by name. Who may call: whoever may see it.
 */
export async function listMentionCandidates(
  deps: { db: Db },
  actor: Actor,
  assessmentId: string,
): Promise<MentionCandidate[]> {
  const member = authorize(actor, "assessment.view");
  const assessment = await findAssessmentFor(deps.db, member, assessmentId);
  const members = await organizationMembers(deps.db, assessment.organizationId);
  return membersWho(members, assessment.organizationId, "assessment.view", policyResource(assessment))
    .filter((m) => m.userId !== member.userId)
    .map((m) => ({ id: m.userId, name: m.name, email: m.email }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}
