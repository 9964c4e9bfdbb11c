import { and, asc, eq, inArray, ne } from "drizzle-orm";
import {
  assessmentApprovalsTable,
  organizationsTable,
  userProfilesTable,
  type OrgRiskAssessmentRow,
} from "@core/db/schema";
import type { Db } from "@core/db";
import { forbidden } from "@core/lib/errors";
import { isHighRisk } from "@core/contract/assessment-rules";
import type { ReviewProgress } from "@core/contract/assessments";
import { APPROVING_DECISIONS } from "@core/contract/review-rules";
import { membersWho, organizationMembers } from "../notifications/organization-members";

export const OWN_ASSESSMENT_MESSAGE =
  "You requested this assessment, so another reviewer must decide it (four eyes). Only the only admin of an organization without reviewers may decide their own.";

/**
 * The review rules beyond the permission policy:
 * - four eyes: nobody decides an assessment they created, except the only admin of an
 *   organization where nobody else may decide (no reviewer, no other admin): that decision is
 *   marked self-approved in the history, the audit log and the PDF;
 * - two approvals: an organization may require the approvals of two different reviewers for
 *   high-risk tools (overall score 7 or more, or level high or critical). Every approving kind
 *   (approved, with conditions, for a trial) counts; approvals count for the version decided, so
 *   any change to the assessment starts the count again.
 */
export interface ReviewState extends ReviewProgress {
  organizationId: string;
}

export function isHighRiskAssessment(row: Pick<OrgRiskAssessmentRow, "overallScore" | "riskLevel">): boolean {
  return isHighRisk(row.overallScore) || row.riskLevel === "high" || row.riskLevel === "critical";
}

export async function reviewState(db: Db, row: OrgRiskAssessmentRow): Promise<ReviewState> {
  const a = assessmentApprovalsTable;
  const [org] = await db
    .select({ requireTwoApprovals: organizationsTable.requireTwoApprovals })
    .from(organizationsTable)
    .where(eq(organizationsTable.id, row.organizationId));
  const required = org?.requireTwoApprovals && isHighRiskAssessment(row) ? 2 : 1;
  const approvals =
    row.approvalStatus === "pending" && required > 1
      ? await db
          .select({
            reviewer_id: a.reviewerId,
            full_name: userProfilesTable.fullName,
            email: userProfilesTable.email,
            created_at: a.createdAt,
          })
          .from(a)
          .leftJoin(userProfilesTable, eq(userProfilesTable.id, a.reviewerId))
          .where(
            and(
              eq(a.assessmentId, row.id),
              eq(a.assessmentVersion, row.version),
              eq(a.actorKind, "user"),
              inArray(a.status, [...APPROVING_DECISIONS] as never[]),
            ),
          )
          .orderBy(asc(a.createdAt))
      : [];
  return {
    organizationId: row.organizationId,
    approvals_required: required,
    approvals: approvals
      .filter((x) => x.reviewer_id !== null)
      .map((x) => ({
        reviewer_id: x.reviewer_id!,
        reviewer_name: x.full_name?.trim() || x.email || null,
        created_at: x.created_at,
      })),
    self_approval_allowed: await soleDecider(db, row),
  };
}

/** Is the assessment's creator the only one who may decide it, as the organization's only admin? */
async function soleDecider(db: Db, row: OrgRiskAssessmentRow): Promise<boolean> {
  const members = await organizationMembers(db, row.organizationId);
  const deciders = membersWho(members, row.organizationId, "assessment.decide", {
    organizationId: row.organizationId,
    ownerId: row.createdBy,
    approvalStatus: "pending",
  });
  const [only] = deciders;
  return deciders.length === 1 && only!.userId === row.createdBy && only!.roles.includes("admin");
}

/** Four eyes: 403 for the creator unless they are the sole deciding admin; returns whether it is a self-approval. */
export function assertFourEyes(row: OrgRiskAssessmentRow, deciderId: string, state: ReviewState): boolean {
  if (row.createdBy !== deciderId) return false;
  if (!state.self_approval_allowed) throw forbidden(OWN_ASSESSMENT_MESSAGE);
  return true;
}

/** Approving entries of this version by other people than `deciderId`: the SQL the completing UPDATE asks. */
export function otherApprovalOfVersion(row: OrgRiskAssessmentRow, deciderId: string) {
  const a = assessmentApprovalsTable;
  return and(
    eq(a.assessmentId, row.id),
    eq(a.assessmentVersion, row.version),
    eq(a.actorKind, "user"),
    ne(a.reviewerId, deciderId),
    inArray(a.status, [...APPROVING_DECISIONS] as never[]),
  )!;
}
