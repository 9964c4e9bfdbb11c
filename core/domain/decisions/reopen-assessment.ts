import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { assessmentApprovalsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { insertWhere } from "@core/db/insert-where";
import { auditEventQueryIf, type AuditAction } from "../audit/record-audit-event";
import { policyResource } from "../assessments/assessment-access";
import { notificationStatements } from "../notifications/notification-statements";
import { approvalRequestDraft, toolOrUrl } from "../notifications/notification-texts";
import { membersWho, organizationMembers } from "../notifications/organization-members";

export interface ReopenAssessmentInput {
  /** The assessment as read before the change, with the decision state it had then. */
  assessment: OrgRiskAssessmentRow;
  /** Why it goes back to review, naming the change ("Purpose changed from … to …"). */
  reason: string;
  /** A person's edit (`user`, with their id) or the product itself (`system`: monitoring). */
  actor: { kind: "user" | "system"; userId: string | null };
  /** The audit entry that records the change (old and new values in its details). */
  audit: { action: AuditAction | (string & {}); details: Record<string, unknown> };
  now: Date;
  /**
   * Reopen only if this also holds when the batch runs: the caller's own change (e.g. its
   * conditional UPDATE, placed before these statements) was written.
   */
  when?: SQL;
}

/**
 * Sends a decided assessment back to pending review, as statements for the caller's one db.batch:
 * a `reopened` entry in its review history (with the reason), its approval `pending` again (the
 * version bumped, so a decision made on the old version is refused), the approval-request
 * notifications to those who may decide it (the person who caused it excepted) and the audit
 * entry. Every statement is conditional on the assessment still being decided as it was read, so
 * of two changes at once only one reopens it, and an assessment already pending is left alone.
 * Returns [] for an assessment that is pending or archived: nothing to reopen.
 */
export async function reopenAssessmentStatements(
  db: Db,
  input: ReopenAssessmentInput,
): Promise<{ statements: Statement[]; applied: SQL | null }> {
  const a = input.assessment;
  if (a.approvalStatus === "pending" || a.status === "archived") return { statements: [], applied: null };
  const t = orgRiskAssessmentsTable;
  const at = input.now.toISOString();
  const entryId = crypto.randomUUID();
  const stillDecided = and(eq(t.id, a.id), eq(t.approvalStatus, a.approvalStatus), ne(t.status, "archived"))!;
  const applied = sql`EXISTS (SELECT 1 FROM ${assessmentApprovalsTable} WHERE ${assessmentApprovalsTable.id} = ${entryId})`;

  const members = await organizationMembers(db, a.organizationId);
  const afterResource = { ...policyResource(a), approvalStatus: "pending" };
  const deciders = membersWho(members, a.organizationId, "assessment.decide", afterResource).filter(
    (m) => m.userId !== input.actor.userId,
  );
  const requesterName = members.find((m) => m.userId === input.actor.userId)?.name ?? null;

  const statements: Statement[] = [
    insertWhere(
      db,
      assessmentApprovalsTable,
      {
        id: entryId,
        assessmentId: a.id,
        organizationId: a.organizationId,
        actorKind: input.actor.kind,
        reviewerId: input.actor.userId,
        status: "reopened",
        reason: input.reason,
        assessmentVersion: a.version,
        createdAt: at,
      },
      input.when
        ? sql`EXISTS (SELECT 1 FROM ${t} WHERE ${stillDecided}) AND ${input.when}`
        : sql`EXISTS (SELECT 1 FROM ${t} WHERE ${stillDecided})`,
    ),
    db
      .update(t)
      .set({
        approvalStatus: "pending",
        status: sql`CASE WHEN ${t.reanalysisJobId} IS NULL THEN 'pending_review' ELSE ${t.status} END`,
        version: sql`${t.version} + 1`,
        updatedAt: at,
      })
      .where(and(eq(t.id, a.id), applied)),
    ...notificationStatements(db, {
      organizationId: a.organizationId,
      recipients: deciders,
      draft: approvalRequestDraft({ assessment: a, requesterName, reason: "reopened", why: input.reason }),
      now: input.now,
      when: applied,
    }),
    auditEventQueryIf(
      db,
      {
        action: input.audit.action,
        resourceType: "assessment",
        resourceId: a.id,
        userId: input.actor.userId,
        organizationId: a.organizationId,
        details: { tool: toolOrUrl(a), reason: input.reason, ...input.audit.details },
      },
      input.now,
      applied,
    ),
  ];
  return { statements, applied };
}
