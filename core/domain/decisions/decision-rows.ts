import { desc, eq } from "drizzle-orm";
import { assessmentApprovalsTable, userProfilesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Decision } from "@core/contract/review";

const a = assessmentApprovalsTable;
const p = userProfilesTable;

/** SELECT decisions with their reviewer's name. */
export function decisionSelect(db: Db) {
  return db
    .select({
      id: a.id,
      assessment_id: a.assessmentId,
      actor: a.actorKind,
      reviewer_id: a.reviewerId,
      reviewer_full_name: p.fullName,
      reviewer_email: p.email,
      status: a.status,
      comments: a.comments,
      conditions: a.conditions,
      expires_at: a.expiresAt,
      reason: a.reason,
      policy_version: a.policyVersion,
      alternative_assessment_id: a.alternativeAssessmentId,
      self_approved: a.selfApproved,
      assessment_version: a.assessmentVersion,
      approved_at: a.approvedAt,
      created_at: a.createdAt,
    })
    .from(a)
    .leftJoin(p, eq(p.id, a.reviewerId));
}

type DecisionRow = Awaited<ReturnType<ReturnType<typeof decisionSelect>["all"]>>[number];

export function toDecision(row: DecisionRow): Decision {
  const { reviewer_full_name, reviewer_email, conditions, ...rest } = row;
  return {
    ...rest,
    conditions: conditions ? (JSON.parse(conditions) as string[]) : null,
    reviewer_name: reviewer_full_name?.trim() || reviewer_email || null,
  };
}

/** Every decision on an assessment, newest first. */
export async function decisionsOf(db: Db, assessmentId: string): Promise<Decision[]> {
  const rows = await decisionSelect(db).where(eq(a.assessmentId, assessmentId)).orderBy(desc(a.createdAt), desc(a.id));
  return rows.map(toDecision);
}
