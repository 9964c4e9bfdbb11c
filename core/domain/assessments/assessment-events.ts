import type { SQL } from "drizzle-orm";
import type { OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { notificationStatements } from "../notifications/notification-statements";
import { approvalRequestDraft } from "../notifications/notification-texts";
import { membersWho, organizationMembers } from "../notifications/organization-members";
import { policyResource } from "./assessment-access";
import { assessmentSummary, organizationEventStatementIf } from "../events/organization-event";
import { watchOnSaveStatements } from "../monitoring/watch-on-save";

/**
 * Something happened to an assessment that other parts of the product react to. The reactions
 * are statements that join the change's own db.batch, after it; `applied` is an SQL condition
 * that holds only if the change itself was written (its conditional UPDATE may lose a race), so
 * reactions written as INSERT ... SELECT ... WHERE applied happen exactly when it does.
 */
export type AssessmentEvent = { assessment: OrgRiskAssessmentRow; applied: SQL } & AssessmentEventKind;

type AssessmentEventKind =
  /** Saved to the organization: created, or updated by saving the same address again. */
  | { kind: "saved"; created: boolean; analysisChanged: boolean; by: string }
  /** A re-analysis finished and its result replaced the analysis. */
  | { kind: "reanalyzed"; analysisChanged: boolean };

/**
 * The statements that react to an assessment event: when an assessment starts to wait for a
 * decision (saved new, or its report changed so its approval went back to pending), everyone who
 * may decide it is notified ("Approval Requests"), the person who saved it excepted; a new
 * assessment is watched (vendor monitoring, at the organization's default frequency).
 */
export async function assessmentEventEffects(db: Db, event: AssessmentEvent, now: Date): Promise<Statement[]> {
  // Integrations hear of every save (webhooks and Slack: assessment.saved).
  const outgoing =
    event.kind === "saved"
      ? [
          organizationEventStatementIf(
            db,
            { type: "assessment.saved", data: { ...assessmentSummary(event.assessment), created: event.created } },
            now,
            event.applied,
          ),
        ]
      : [];
  return [...outgoing, ...(await notifyDeciders(db, event, now))];
}

async function notifyDeciders(db: Db, event: AssessmentEvent, now: Date): Promise<Statement[]> {
  const a = event.assessment;
  const watch = event.kind === "saved" && event.created ? watchOnSaveStatements(db, a, event.applied, now) : [];
  return [...watch, ...(await approvalRequestEffects(db, event, now))];
}

async function approvalRequestEffects(db: Db, event: AssessmentEvent, now: Date): Promise<Statement[]> {
  const a = event.assessment;
  if (a.approvalStatus !== "pending" || a.status === "archived") return [];
  const created = event.kind === "saved" && event.created;
  if (!created && !event.analysisChanged) return [];

  const by = event.kind === "saved" ? event.by : null;
  const members = await organizationMembers(db, a.organizationId);
  const deciders = membersWho(members, a.organizationId, "assessment.decide", policyResource(a)).filter(
    (m) => m.userId !== by,
  );
  if (deciders.length === 0) return [];
  const requesterName = members.find((m) => m.userId === by)?.name ?? null;
  return notificationStatements(db, {
    organizationId: a.organizationId,
    recipients: deciders,
    draft: approvalRequestDraft({ assessment: a, requesterName, reason: created ? "saved" : "changed" }),
    now,
    when: event.applied,
  });
}
