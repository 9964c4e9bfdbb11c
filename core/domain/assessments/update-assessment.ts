import { and, eq, sql } from "drizzle-orm";
import { orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { conflict } from "@core/lib/errors";
import type { AssessmentDetail, UpdateAssessmentInput } from "@core/contract/assessments";
import { assertCategory } from "../categories/list-categories";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import {
  ASSESSMENT_NOT_FOUND,
  assessmentPermissions,
  findAssessmentFor,
  policyResource,
  requireMember,
} from "./assessment-access";
import { settledStatus, toDetail } from "./assessment-rows";
import { assessmentChangeStatements, metadataChanges } from "./assessment-changes";

/**
 * Changes an assessment's metadata (tool name, category, department, purpose, priority) and
 * archives it (`status: "archived"`) or restores it (`status: "active"`).
 * Who may call: metadata, whoever may save assessments and see this one; archiving and
 * restoring, whoever holds `assessment.archive` on it (admins; analysts and members their own
 * while it waits for review). Unknown or another organization's: 404; not allowed: 403.
 * Archiving does not touch the approval; restoring sets `pending_review` or `completed` by it.
 * A metadata change is what a decision is about: it is audited (ASSESSMENT_UPDATED, old and new
 * values), and an assessment already decided (approved, rejected, changes requested, ...) goes
 * back to pending review in the same db.batch, its deciders notified.
 */
export async function updateAssessment(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  id: string,
  input: UpdateAssessmentInput,
): Promise<AssessmentDetail> {
  const { db } = deps;
  const member = requireMember(actor, "Please sign in to continue.");
  const existing = await findAssessmentFor(db, member, id);
  const resource = policyResource(existing);
  const set: Partial<OrgRiskAssessmentRow> = {};

  const metadataGiven = (["tool_name", "category_id", "department", "requested_purpose", "priority"] as const).some(
    (k) => input[k] !== undefined,
  );
  if (metadataGiven) {
    authorize(member, "assessment.create", resource, ASSESSMENT_NOT_FOUND);
    await assertCategory(db, input.category_id);
    if (input.tool_name !== undefined) set.toolName = input.tool_name;
    if (input.category_id !== undefined) set.categoryId = input.category_id || null;
    if (input.department !== undefined) set.department = input.department;
    if (input.requested_purpose !== undefined) set.requestedPurpose = input.requested_purpose;
    if (input.priority !== undefined) set.priority = input.priority;
  }
  if (input.status) {
    authorize(member, "assessment.archive", resource, ASSESSMENT_NOT_FOUND);
    if (input.status === "archived") set.status = "archived";
    else if (existing.status === "archived")
      set.status = existing.reanalysisJobId ? "processing" : settledStatus(existing.approvalStatus);
  }
  if (Object.keys(set).length === 0) return toDetail(db, existing, assessmentPermissions(member, existing));

  const t = orgRiskAssessmentsTable;
  const now = deps.clock();
  const applied = sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${existing.id} AND ${t.version} = ${existing.version + 1})`;
  const changed = await assessmentChangeStatements(db, {
    before: existing,
    changes: metadataChanges(existing, set),
    applied,
    actor: { kind: "user", userId: member.userId },
    now,
  });
  const [updated] = await db.batch([
    db
      .update(t)
      .set({ ...set, version: sql`${t.version} + 1`, updatedAt: now.toISOString() })
      .where(and(eq(t.id, existing.id), eq(t.version, existing.version)))
      .returning(),
    ...changed,
  ]);
  if (!updated[0]) throw conflict("This assessment was changed at the same time. Please reload it and try again.");
  const [row] = changed.length ? await db.select().from(t).where(eq(t.id, existing.id)) : updated;
  return toDetail(db, row!, assessmentPermissions(member, row!));
}
