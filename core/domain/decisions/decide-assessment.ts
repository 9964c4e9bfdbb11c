import { and, eq, ne, sql } from "drizzle-orm";
import { assessmentApprovalsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { assessmentSummary, organizationEventStatementIf } from "../events/organization-event";
import { AppError, conflict } from "@core/lib/errors";
import type { Clock } from "@core/lib/clock";
import type { AssessmentDetail } from "@core/contract/assessments";
import type { DecisionStatus, ReviewerDecision } from "@core/contract/enums";
import { insertWhere } from "@core/db/insert-where";
import {
  decisionNeedsComment,
  decisionWords,
  isApprovingDecision,
  type Decision,
  type DecisionRequest,
} from "@core/contract/review";
import type { Actor } from "../actor";
import { authorize, type MemberActor } from "../authorize";
import { auditEventQueryIf, type AuditAction } from "../audit/record-audit-event";
import { assessmentPermissions, findAssessmentFor } from "../assessments/assessment-access";
import { toDetail } from "../assessments/assessment-rows";
import { notificationStatements } from "../notifications/notification-statements";
import { decisionDraft, toolOrUrl } from "../notifications/notification-texts";
import { organizationMembers } from "../notifications/organization-members";
import { decisionSelect, toDecision } from "./decision-rows";
import { assertFourEyes, otherApprovalOfVersion, reviewState } from "./review-guard";

export const COMMENT_REQUIRED_MESSAGE =
  "Please explain your decision: a comment is required to reject or to request changes.";

const AUDIT_ACTION: Record<ReviewerDecision, AuditAction> = {
  approved: "ASSESSMENT_APPROVED",
  rejected: "ASSESSMENT_REJECTED",
  changes_requested: "ASSESSMENT_CHANGES_REQUESTED",
};

/**
 * A reviewer's decision on a pending assessment: approve, reject or request changes.
 * Who may call: holders of `assessment.decide` (admins and reviewers) in the assessment's
 * organization; others 403, another organization's assessment 404.
 * Rules: a comment is optional to approve and required (not blank) otherwise (400
 * COMMENT_REQUIRED); only a pending, not archived assessment can be decided (409); with
 * `version` (the app always sends it), only that version (409 when it changed). Four eyes: the
 * assessment's creator may not decide it (403), except the organization's only admin when nobody
 * else may decide (marked self-approved). Where the organization requires two approvals for
 * high-risk tools, an approval is recorded and the assessment stays pending until a second
 * reviewer approves the same version (the same reviewer twice: 409).
 * One db.batch writes the decision (only if the assessment is still pending when it runs), then
 * the assessment's approval_status, the creator's notification (in the app, and by e-mail when
 * their switch is on) and the audit entry, each only if that decision was written: of two
 * deciders at once, one wins and the other gets 409 with nothing of theirs written.
 */
export async function decideAssessment(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  assessmentId: string,
  input: DecisionRequest,
): Promise<{ decision: Decision; assessment: AssessmentDetail }> {
  const decider = authorize(actor, "assessment.decide");
  const comments = input.comments?.trim() || null;
  if (decisionNeedsComment(input.status) && !comments)
    throw new AppError("COMMENT_REQUIRED", 400, COMMENT_REQUIRED_MESSAGE);

  const { db } = deps;
  const row = await findAssessmentFor(db, decider, assessmentId, "assessment.decide");
  assertDecidable(row, input.version);
  const state = await reviewState(db, row);
  const selfApproved = assertFourEyes(row, decider.userId, state);
  const needsSecond = isApprovingDecision(input.status) && state.approvals_required > 1;
  if (needsSecond && state.approvals.some((x) => x.reviewer_id === decider.userId)) {
    throw conflict("You already approved this version. A second reviewer must approve it too.");
  }

  const now = deps.clock();
  const decisionId = crypto.randomUUID();
  const a = assessmentApprovalsTable;
  const written = sql`EXISTS (SELECT 1 FROM ${a} WHERE ${a.id} = ${decisionId})`;
  // With two approvals required, the decision settles the assessment only as the second one.
  const settles = needsSecond
    ? sql`${written} AND EXISTS (SELECT 1 FROM ${a} WHERE ${otherApprovalOfVersion(row, decider.userId)})`
    : written;
  const t = orgRiskAssessmentsTable;
  const [, updated] = await db.batch([
    insertDecision(db, row, decider, decisionId, { ...input, selfApproved }, comments, now),
    db
      .update(t)
      .set({
        approvalStatus: input.status,
        status: sql`CASE WHEN ${t.reanalysisJobId} IS NULL AND ${t.status} <> 'archived' THEN 'completed' ELSE ${t.status} END`,
        version: sql`${t.version} + 1`,
        updatedAt: now.toISOString(),
      })
      .where(and(eq(t.id, row.id), settles))
      .returning(),
    ...(await creatorNotification(db, row, decider, input.status, comments, now, settles)),
    organizationEventStatementIf(
      db,
      {
        type: "assessment.decided",
        data: { ...assessmentSummary(row), decision: input.status, decision_id: decisionId, comment: comments },
      },
      now,
      settles,
    ),
    auditEventQueryIf(
      db,
      {
        action: AUDIT_ACTION[input.status],
        resourceType: "assessment",
        resourceId: row.id,
        userId: decider.userId,
        organizationId: row.organizationId,
        severity: selfApproved ? "warning" : "info",
        details: {
          decision_id: decisionId,
          tool: toolOrUrl(row),
          previous_status: row.approvalStatus,
          status: input.status,
          comments,
          version: row.version,
          ...(selfApproved ? { self_approved: true } : {}),
          ...(needsSecond ? { approvals_required: 2, approval_number: state.approvals.length + 1 } : {}),
        },
      },
      now,
      written,
    ),
  ]);
  let after = updated[0];
  if (!after) {
    const [recorded] = await db.select({ id: a.id }).from(a).where(eq(a.id, decisionId));
    if (!recorded || !needsSecond) {
      throw conflict("Someone else decided this assessment a moment ago. Reload it to see their decision.");
    }
    // The first of two approvals: recorded, the assessment waits for the second.
    [after] = await db.select().from(t).where(eq(t.id, row.id));
  }

  const [decision] = await decisionSelect(db).where(eq(assessmentApprovalsTable.id, decisionId));
  return {
    decision: toDecision(decision!),
    assessment: await toDetail(db, after!, assessmentPermissions(decider, after!)),
  };
}

function assertDecidable(row: OrgRiskAssessmentRow, version: number | undefined) {
  if (row.status === "archived") throw conflict("This assessment is archived. Restore it before deciding.");
  if (row.approvalStatus !== "pending") {
    throw conflict(
      `This assessment was already ${decisionWords(row.approvalStatus as DecisionStatus)}. Only a pending assessment can be decided.`,
    );
  }
  if (version !== undefined && version !== row.version) {
    throw conflict(
      `This assessment changed since you opened it (you looked at version ${version}; it is now version ${row.version}). Reload it to see what changed, then decide again.`,
    );
  }
}

/** The decision, written only if the assessment is (still) pending, not archived, and of `version` when given. */
function insertDecision(
  db: Db,
  row: OrgRiskAssessmentRow,
  decider: MemberActor,
  decisionId: string,
  input: DecisionRequest & { selfApproved: boolean },
  comments: string | null,
  now: Date,
): Statement {
  const t = orgRiskAssessmentsTable;
  const at = now.toISOString();
  const pending = and(
    eq(t.id, row.id),
    eq(t.approvalStatus, "pending"),
    ne(t.status, "archived"),
    input.version !== undefined ? eq(t.version, input.version) : undefined,
  );
  return insertWhere(
    db,
    assessmentApprovalsTable,
    {
      id: decisionId,
      assessmentId: row.id,
      organizationId: row.organizationId,
      actorKind: "user",
      reviewerId: decider.userId,
      status: input.status,
      comments,
      selfApproved: input.selfApproved,
      assessmentVersion: row.version,
      approvedAt: input.status === "approved" ? at : null,
      createdAt: at,
    },
    sql`EXISTS (SELECT 1 FROM ${t} WHERE ${pending})`,
  );
}

async function creatorNotification(
  db: Db,
  row: OrgRiskAssessmentRow,
  decider: MemberActor,
  status: DecisionStatus,
  comments: string | null,
  now: Date,
  written: ReturnType<typeof sql>,
): Promise<Statement[]> {
  const members = await organizationMembers(db, row.organizationId);
  const creator = members.filter((m) => m.userId === row.createdBy);
  const reviewerName = members.find((m) => m.userId === decider.userId)?.name ?? "A reviewer";
  return notificationStatements(db, {
    organizationId: row.organizationId,
    recipients: creator,
    draft: decisionDraft({ assessment: row, status, reviewerName, comments }),
    now,
    when: written,
  });
}
