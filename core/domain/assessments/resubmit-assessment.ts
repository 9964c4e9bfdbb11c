import { and, eq, ne, sql } from "drizzle-orm";
import { orgRiskAssessmentsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { conflict } from "@core/lib/errors";
import type { Clock } from "@core/lib/clock";
import type { AssessmentDetail } from "@core/contract/assessments";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { notificationStatements } from "../notifications/notification-statements";
import { approvalRequestDraft, toolOrUrl } from "../notifications/notification-texts";
import { membersWho, organizationMembers } from "../notifications/organization-members";
import { assessmentPermissions, findAssessmentFor, policyResource } from "./assessment-access";
import { toDetail } from "./assessment-rows";

/**
 * Sends an assessment whose reviewer requested changes back to review: approval `pending`
 * again (status pending_review, unless a re-analysis runs), and those who decide are notified.
 * Who may call: `assessment.resubmit`: the person who requested it (its creator) or an admin;
 * others who can see it 403, otherwise 404. Only after changes were requested (409 otherwise,
 * and for an archived assessment). The notifications and the audit entry come first in the
 * db.batch, each written only if the assessment still waits for changes when it runs, then the
 * UPDATE under the same condition: of two resubmits at once only one writes anything.
 */
export async function resubmitAssessment(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  assessmentId: string,
): Promise<AssessmentDetail> {
  const member = authorize(actor, "assessment.view");
  const { db } = deps;
  const row = await findAssessmentFor(db, member, assessmentId, "assessment.resubmit");
  if (row.status === "archived") throw conflict("This assessment is archived. Restore it before resubmitting.");
  if (row.approvalStatus !== "changes_requested") {
    throw conflict("Only an assessment whose reviewer requested changes can be resubmitted for review.");
  }

  const now = deps.clock();
  const t = orgRiskAssessmentsTable;
  const waiting = and(eq(t.id, row.id), eq(t.approvalStatus, "changes_requested"), ne(t.status, "archived"))!;
  const stillWaiting = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${waiting})`;
  const members = await organizationMembers(db, row.organizationId);
  const afterResource = { ...policyResource(row), approvalStatus: "pending" };
  const deciders = membersWho(members, row.organizationId, "assessment.decide", afterResource).filter(
    (m) => m.userId !== member.userId,
  );
  const requesterName = members.find((m) => m.userId === member.userId)?.name ?? null;

  const results = await db.batch([
    auditEventQueryIf(
      db,
      {
        action: "ASSESSMENT_RESUBMITTED",
        resourceType: "assessment",
        resourceId: row.id,
        userId: member.userId,
        organizationId: row.organizationId,
        details: { tool: toolOrUrl(row) },
      },
      now,
      stillWaiting,
    ),
    ...notificationStatements(db, {
      organizationId: row.organizationId,
      recipients: deciders,
      draft: approvalRequestDraft({ assessment: row, requesterName, reason: "resubmitted" }),
      now,
      when: stillWaiting,
    }),
    db
      .update(t)
      .set({
        approvalStatus: "pending",
        status: sql`CASE WHEN ${t.reanalysisJobId} IS NULL THEN 'pending_review' ELSE ${t.status} END`,
        version: sql`${t.version} + 1`,
        updatedAt: now.toISOString(),
      })
      .where(waiting)
      .returning(),
  ]);
  const after = (results.at(-1) as (typeof row)[])[0];
  if (!after) throw conflict("This assessment was changed at the same time. Reload it and try again.");
  return toDetail(db, after, assessmentPermissions(member, after));
}
