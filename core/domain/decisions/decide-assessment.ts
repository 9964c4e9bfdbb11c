import { and, eq, ne, sql } from "drizzle-orm";
import { assessmentApprovalsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { conflict } from "@core/lib/errors";
import { assessmentSummary, organizationEventStatementIf } from "../events/organization-event";
import type { Clock } from "@core/lib/clock";
import type { AssessmentDetail } from "@core/contract/assessments";
import type { ApprovalStatus, DecisionStatus, ReviewerDecision } from "@core/contract/enums";
import { insertWhere } from "@core/db/insert-where";
import { decisionWords, isApprovingDecision, type Decision, type DecisionRequest } from "@core/contract/review";
import { allowedDecisions, isTrialExtension } from "@core/contract/safe-to-try-rules";
import type { Actor } from "../actor";
import { authorize, type MemberActor } from "../authorize";
import { auditEventQueryIf, type AuditAction } from "../audit/record-audit-event";
import { assessmentPermissions, findAssessmentFor } from "../assessments/assessment-access";
import { toDetail } from "../assessments/assessment-rows";
import { notificationStatements } from "../notifications/notification-statements";
import { decisionDraft, toolOrUrl } from "../notifications/notification-texts";
import { organizationMembers } from "../notifications/organization-members";
import { approvedAlternative, assertExtensible, trialConditions, type Alternative } from "./decision-checks";
import { checkDecision, type CheckedDecision } from "./decision-input";
import { decisionSelect, toDecision } from "./decision-rows";
import { assertFourEyes, otherApprovalOfVersion, reviewState } from "./review-guard";

export { COMMENT_REQUIRED_MESSAGE } from "./decision-input";

const AUDIT_ACTION: Record<ReviewerDecision, AuditAction> = {
  approved: "ASSESSMENT_APPROVED",
  approved_with_conditions: "ASSESSMENT_APPROVED_WITH_CONDITIONS",
  trial: "ASSESSMENT_TRIAL_GRANTED",
  rejected: "ASSESSMENT_REJECTED",
  changes_requested: "ASSESSMENT_CHANGES_REQUESTED",
  retired: "ASSESSMENT_RETIRED",
};

/**
 * A reviewer's decision: approve, approve with conditions, grant or extend a trial, reject
 * (optionally naming an approved alternative), request changes, or retire a tool.
 * Who may call: holders of `assessment.decide` (admins and reviewers) in the assessment's
 * organization; others 403, another organization's assessment 404.
 * Rules: the fields of each kind (checkDecision: a comment to reject or request changes, 400
 * COMMENT_REQUIRED; conditions to approve with conditions; an expiry within 90 days for a trial;
 * an alternative only on a rejection, and only an approved tool of the catalog); which decision
 * applies in which state (allowedDecisions: a pending assessment gets any, a trial may still be
 * decided, extended once or retired, an approved tool only retired; 409 otherwise); not archived
 * (409); with `version` (the app always sends it), only that version (409 when it changed). Four
 * eyes: the assessment's creator may not decide it (403), except the organization's only admin
 * when nobody else may decide (marked self-approved); retiring a tool is not a judgement of it and
 * is exempt. Where the organization requires two approvals for high-risk tools, an approving
 * decision on a pending assessment is recorded and the assessment stays pending until a second
 * reviewer approves the same version (the same reviewer twice: 409).
 * One db.batch writes the history entry (only if the assessment is still in the state and the
 * version that were read when the batch runs), then the assessment's decision state with its
 * conditions and trial expiry, the creator's notification (in the app, and by e-mail when their
 * switch is on), the organization's event and the audit entry, each only if that entry was
 * written (and, of two approvals, settles it): of two deciders at once, one wins and the other
 * gets 409 with nothing of theirs written.
 */
export async function decideAssessment(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  assessmentId: string,
  input: DecisionRequest,
): Promise<{ decision: Decision; assessment: AssessmentDetail }> {
  const decider = authorize(actor, "assessment.decide");
  const now = deps.clock();
  const decision = checkDecision(input, now);

  const { db } = deps;
  const row = await findAssessmentFor(db, decider, assessmentId, "assessment.decide");
  assertDecidable(row, decision.status, input.version);
  const extension = isTrialExtension(row.approvalStatus, decision.status);
  if (extension) await assertExtensible(db, row, decision);
  const alternative = decision.alternativeId ? await approvedAlternative(db, row, decision.alternativeId) : null;
  const conditions =
    decision.status === "trial" ? await trialConditions(db, row, decision, extension) : decision.conditions;
  const state = await reviewState(db, row);
  const selfApproved = decision.status === "retired" ? false : assertFourEyes(row, decider.userId, state);
  const needsSecond =
    row.approvalStatus === "pending" && isApprovingDecision(decision.status) && state.approvals_required > 1;
  if (needsSecond && state.approvals.some((x) => x.reviewer_id === decider.userId)) {
    throw conflict("You already approved this version. A second reviewer must approve it too.");
  }

  const decisionId = crypto.randomUUID();
  const a = assessmentApprovalsTable;
  const written = sql`EXISTS (SELECT 1 FROM ${a} WHERE ${a.id} = ${decisionId})`;
  // With two approvals required, the decision settles the assessment only as the second one.
  const settles = needsSecond
    ? sql`${written} AND EXISTS (SELECT 1 FROM ${a} WHERE ${otherApprovalOfVersion(row, decider.userId)})`
    : written;
  const t = orgRiskAssessmentsTable;
  const [, updated] = await db.batch([
    insertDecision(db, { row, decider, decisionId, decision, conditions, selfApproved, version: input.version, now }),
    db
      .update(t)
      .set({
        approvalStatus: decision.status,
        status: sql`CASE WHEN ${t.reanalysisJobId} IS NULL AND ${t.status} <> 'archived' THEN 'completed' ELSE ${t.status} END`,
        conditions: conditions ? JSON.stringify(conditions) : null,
        trialExpiresAt: decision.expiresAt,
        version: sql`${t.version} + 1`,
        updatedAt: now.toISOString(),
      })
      .where(and(eq(t.id, row.id), settles))
      .returning(),
    ...(await creatorNotification(db, {
      row,
      decider,
      decision,
      conditions,
      extension,
      alternative,
      now,
      written: settles,
    })),
    organizationEventStatementIf(
      db,
      {
        type: "assessment.decided",
        data: {
          ...assessmentSummary(row),
          decision: decision.status,
          decision_id: decisionId,
          comment: decision.comments,
        },
      },
      now,
      settles,
    ),
    auditEventQueryIf(
      db,
      {
        action: extension ? "ASSESSMENT_TRIAL_EXTENDED" : AUDIT_ACTION[decision.status],
        resourceType: "assessment",
        resourceId: row.id,
        userId: decider.userId,
        organizationId: row.organizationId,
        severity: selfApproved ? "warning" : "info",
        details: {
          decision_id: decisionId,
          tool: toolOrUrl(row),
          status: decision.status,
          previous_status: row.approvalStatus,
          comments: decision.comments,
          version: row.version,
          ...(selfApproved ? { self_approved: true } : {}),
          ...(needsSecond ? { approvals_required: 2, approval_number: state.approvals.length + 1 } : {}),
          ...(conditions ? { conditions } : {}),
          ...(decision.expiresAt ? { expires_at: decision.expiresAt } : {}),
          ...(alternative ? { alternative_assessment_id: alternative.id, alternative: alternative.name } : {}),
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
    if (!after) throw conflict("Someone else decided this assessment a moment ago. Reload it to see their decision.");
  }

  const [entry] = await decisionSelect(db).where(eq(assessmentApprovalsTable.id, decisionId));
  return {
    decision: toDecision(entry!),
    assessment: await toDetail(db, after, assessmentPermissions(decider, after)),
  };
}

/** What a state allows, said in words: why this decision cannot be taken now. */
function notAllowedMessage(state: ApprovalStatus, status: ReviewerDecision): string {
  const words = decisionWords(state as DecisionStatus);
  switch (state) {
    case "approved":
    case "approved_with_conditions":
      return `This assessment was already ${words}. An approved tool can only be retired.`;
    case "changes_requested":
      return "Changes were requested on this assessment. It can be decided again once its requester resubmits it.";
    case "rejected":
    case "retired":
      return `This assessment was already ${words}. Only a pending assessment can be decided.`;
    case "trial":
    case "trial_ended":
      return `A tool ${state === "trial" ? "on trial" : "at the end of its trial"} cannot be ${decisionWords(status)}. Choose one of: ${allowedDecisions(
        state,
      )
        .map((d) => decisionWords(d))
        .join(", ")}.`;
    default:
      return `This assessment cannot be ${decisionWords(status)} now.`;
  }
}

function assertDecidable(row: OrgRiskAssessmentRow, status: ReviewerDecision, version: number | undefined) {
  if (row.status === "archived") throw conflict("This assessment is archived. Restore it before deciding.");
  if (!allowedDecisions(row.approvalStatus).includes(status))
    throw conflict(notAllowedMessage(row.approvalStatus, status));
  if (version !== undefined && version !== row.version) {
    throw conflict(
      `This assessment changed since you opened it (you looked at version ${version}; it is now version ${row.version}). Reload it to see what changed, then decide again.`,
    );
  }
}

/**
 * The history entry, written only if the assessment is (still) in the state and the version that
 * were read, and not archived: a decision never acts on something else than what was decided.
 */
function insertDecision(
  db: Db,
  input: {
    row: OrgRiskAssessmentRow;
    decider: MemberActor;
    decisionId: string;
    decision: CheckedDecision;
    conditions: string[] | null;
    selfApproved: boolean;
    version: number | undefined;
    now: Date;
  },
): Statement {
  const { row, decision } = input;
  const t = orgRiskAssessmentsTable;
  const at = input.now.toISOString();
  const unchanged = and(
    eq(t.id, row.id),
    eq(t.approvalStatus, row.approvalStatus),
    ne(t.status, "archived"),
    eq(t.version, input.version ?? row.version),
  );
  return insertWhere(
    db,
    assessmentApprovalsTable,
    {
      id: input.decisionId,
      assessmentId: row.id,
      organizationId: row.organizationId,
      actorKind: "user",
      reviewerId: input.decider.userId,
      status: decision.status,
      comments: decision.comments,
      conditions: input.conditions ? JSON.stringify(input.conditions) : null,
      expiresAt: decision.expiresAt,
      alternativeAssessmentId: decision.alternativeId,
      selfApproved: input.selfApproved,
      assessmentVersion: row.version,
      approvedAt: decision.status === "approved" || decision.status === "approved_with_conditions" ? at : null,
      createdAt: at,
    },
    sql`EXISTS (SELECT 1 FROM ${t} WHERE ${unchanged})`,
  );
}

async function creatorNotification(
  db: Db,
  input: {
    row: OrgRiskAssessmentRow;
    decider: MemberActor;
    decision: CheckedDecision;
    conditions: string[] | null;
    extension: boolean;
    alternative: Alternative | null;
    now: Date;
    written: ReturnType<typeof sql>;
  },
): Promise<Statement[]> {
  const { row, decision } = input;
  const members = await organizationMembers(db, row.organizationId);
  const creator = members.filter((m) => m.userId === row.createdBy);
  const reviewerName = members.find((m) => m.userId === input.decider.userId)?.name ?? "A reviewer";
  return notificationStatements(db, {
    organizationId: row.organizationId,
    recipients: creator,
    draft: decisionDraft({
      assessment: row,
      status: decision.status,
      reviewerName,
      comments: decision.comments,
      conditions: input.conditions,
      expiresAt: decision.expiresAt,
      extension: input.extension,
      alternative: input.alternative,
    }),
    now: input.now,
    when: input.written,
  });
}
