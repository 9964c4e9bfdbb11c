import type { SQL } from "drizzle-orm";
import type { OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import type { Analysis } from "@core/contract/analysis";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { reopenAssessmentStatements } from "../decisions/reopen-assessment";
import { toolOrUrl } from "../notifications/notification-texts";

/**
 * What a decision is about: the fields a reviewer read when deciding. A change to any of them, or
 * to the report, sends a decided assessment back to review; the old and new values go into the
 * ASSESSMENT_UPDATED audit entry.
 */
export const DECISION_FIELDS = [
  ["toolName", "tool_name", "Tool name"],
  ["categoryId", "category_id", "Category"],
  ["department", "department", "Department"],
  ["requestedPurpose", "requested_purpose", "Purpose"],
  ["priority", "priority", "Priority"],
] as const;

export type FieldChanges = Record<string, { old: unknown; new: unknown }>;

/** The decision-relevant fields whose value differs between two versions of an assessment. */
export function metadataChanges(before: OrgRiskAssessmentRow, after: Partial<OrgRiskAssessmentRow>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [key, field] of DECISION_FIELDS) {
    if (after[key] === undefined) continue;
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was !== now) changes[field] = { old: was, new: now };
  }
  return changes;
}

/** The report's headline figures, for an audit entry that says how it changed. */
export function reportFigures(analysis: Analysis | null) {
  if (!analysis) return null;
  return {
    overall_score: analysis.overall_risk.score,
    risk_level: analysis.overall_risk.level,
    pricing: analysis.pricing_risk.score,
    privacy_legal: analysis.privacy_legal_risk.score,
    security: analysis.security_risk.score,
    recommendation: analysis.overall_risk.recommendation,
  };
}

const LABEL: Record<string, string> = Object.fromEntries(DECISION_FIELDS.map(([, field, label]) => [field, label]));

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "nothing";
  const text = String(value).replace(/\s+/g, " ");
  return `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;
}

/** In words, for the history and the notification: 'Purpose changed from "a" to "b"; the report changed'. */
export function changeReason(changes: FieldChanges): string {
  const parts = Object.entries(changes).map(([field, { old, new: next }]) =>
    field === "report"
      ? describeReport(old as ReturnType<typeof reportFigures>, next as ReturnType<typeof reportFigures>)
      : `${LABEL[field] ?? field} changed from ${shown(old)} to ${shown(next)}`,
  );
  return parts.join("; ");
}

function describeReport(old: ReturnType<typeof reportFigures>, next: ReturnType<typeof reportFigures>): string {
  if (!old || !next) return "The report changed";
  if (old.overall_score === next.overall_score && old.risk_level === next.risk_level) {
    return `The report changed (overall score still ${next.overall_score}/10)`;
  }
  return `The report changed: overall score ${old.overall_score}/10 (${old.risk_level}) → ${next.overall_score}/10 (${next.risk_level})`;
}

/**
 * The statements that record a change to an assessment, for the change's own db.batch, after its
 * conditional UPDATE (`applied` holds only if that UPDATE was written): a decided assessment goes
 * back to pending review through the shared reopen builder (history entry, approval pending,
 * approval-request notifications, the ASSESSMENT_UPDATED audit entry with old and new values); a
 * pending one only gets its audit entry. Nothing for no change.
 */
export async function assessmentChangeStatements(
  db: Db,
  input: {
    /** The assessment as read before the change. */
    before: OrgRiskAssessmentRow;
    changes: FieldChanges;
    applied: SQL;
    actor: { kind: "user" | "system"; userId: string | null };
    now: Date;
  },
): Promise<Statement[]> {
  const { before, changes } = input;
  if (Object.keys(changes).length === 0) return [];
  const details = { fields: Object.keys(changes), changes };
  const reason = changeReason(changes);
  const reopened = await reopenAssessmentStatements(db, {
    assessment: before,
    reason,
    actor: input.actor,
    audit: { action: "ASSESSMENT_UPDATED", details: { ...details, reopened: true } },
    now: input.now,
    when: input.applied,
  });
  if (reopened.statements.length) return reopened.statements;
  return [
    auditEventQueryIf(
      db,
      {
        action: "ASSESSMENT_UPDATED",
        resourceType: "assessment",
        resourceId: before.id,
        userId: input.actor.userId,
        organizationId: before.organizationId,
        details: { tool: toolOrUrl(before), reason, ...details },
      },
      input.now,
      input.applied,
    ),
  ];
}
