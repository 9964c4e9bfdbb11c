import { sql, type SQL } from "drizzle-orm";
import { assessmentApprovalsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Statement } from "@core/db/batch";
import { insertWhere } from "@core/db/insert-where";
import type { Analysis } from "@core/contract/analysis";
import type { Lane } from "@core/contract/safe-to-try";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { policyResource } from "../assessments/assessment-access";
import { notificationStatements } from "../notifications/notification-statements";
import { decisionDraft, policyTrialDraft, toolOrUrl } from "../notifications/notification-texts";
import { membersWho, organizationMembers } from "../notifications/organization-members";
import { evaluateLane, type LaneRequest } from "./evaluate-lane";
import { policyInEffect } from "./policy-store";

/** The lane's answer for a request about to be saved for review, by the organization's policy in effect. */
export async function laneForRequest(
  db: Db,
  input: { organizationId: string; analysis: Analysis | null; request: LaneRequest; now: Date },
): Promise<Lane> {
  const policy = await policyInEffect(db, input.organizationId);
  return evaluateLane(policy, input.analysis, input.request, input.now);
}

/**
 * What the answer changes on the assessment saved for review: it always keeps the answer; a
 * trial is granted at once (decision state `trial`, its end, the policy's guardrails).
 */
export function laneColumns(lane: Lane, reanalysisRunning: boolean): Partial<OrgRiskAssessmentRow> {
  if (lane.outcome !== "trial") return { lane: JSON.stringify(lane) };
  return {
    lane: JSON.stringify(lane),
    approvalStatus: "trial",
    status: reanalysisRunning ? "processing" : "completed",
    trialExpiresAt: lane.expires_at,
    conditions: lane.guardrails.length ? JSON.stringify(lane.guardrails) : null,
  };
}

/**
 * The trial the policy granted, as statements for the save's own db.batch, each written only if
 * the save was (`applied`): the `trial` entry in the review history (actor `policy`, the policy's
 * version, the expiry and guardrails), the requester's decision notification, a note to those who
 * decide (they may still decide), and the ASSESSMENT_TRIAL_GRANTED audit entry.
 */
export async function policyTrialStatements(
  db: Db,
  input: { assessment: OrgRiskAssessmentRow; lane: Lane; applied: SQL; requestedBy: string; now: Date },
): Promise<Statement[]> {
  const { assessment: a, lane, applied, now } = input;
  if (lane.outcome !== "trial" || !lane.expires_at) return [];
  const at = now.toISOString();
  const entryId = crypto.randomUUID();
  const guardrails = lane.guardrails.length ? lane.guardrails : null;
  const members = await organizationMembers(db, a.organizationId);
  const creator = members.filter((m) => m.userId === a.createdBy);
  const deciders = membersWho(members, a.organizationId, "assessment.decide", policyResource(a)).filter(
    (m) => m.userId !== input.requestedBy,
  );
  const requesterName = members.find((m) => m.userId === input.requestedBy)?.name ?? null;
  const written = sql`EXISTS (SELECT 1 FROM ${assessmentApprovalsTable} WHERE ${assessmentApprovalsTable.id} = ${entryId})`;
  return [
    insertWhere(
      db,
      assessmentApprovalsTable,
      {
        id: entryId,
        assessmentId: a.id,
        organizationId: a.organizationId,
        actorKind: "policy",
        reviewerId: null,
        status: "trial",
        conditions: guardrails ? JSON.stringify(guardrails) : null,
        expiresAt: lane.expires_at,
        reason: lane.summary,
        policyVersion: lane.policy_version,
        assessmentVersion: a.version,
        createdAt: at,
      },
      applied,
    ),
    ...notificationStatements(db, {
      organizationId: a.organizationId,
      recipients: creator,
      draft: decisionDraft({
        assessment: a,
        status: "trial",
        reviewerName: `the Safe-to-Try policy (version ${lane.policy_version})`,
        comments: null,
        conditions: guardrails,
        expiresAt: lane.expires_at,
      }),
      now,
      when: written,
    }),
    ...notificationStatements(db, {
      organizationId: a.organizationId,
      recipients: deciders,
      draft: policyTrialDraft({
        assessment: a,
        requesterName,
        expiresAt: lane.expires_at,
        policyVersion: lane.policy_version,
      }),
      now,
      when: written,
    }),
    auditEventQueryIf(
      db,
      {
        action: "ASSESSMENT_TRIAL_GRANTED",
        resourceType: "assessment",
        resourceId: a.id,
        // Granted by the policy, not by a person; who asked is in the details.
        userId: null,
        organizationId: a.organizationId,
        details: {
          decision_id: entryId,
          tool: toolOrUrl(a),
          status: "trial",
          actor: "policy",
          policy_version: lane.policy_version,
          expires_at: lane.expires_at,
          requested_by: input.requestedBy,
          reasons: lane.reasons.map((r) => r.text),
          ...(guardrails ? { conditions: guardrails } : {}),
        },
      },
      now,
      written,
    ),
  ];
}
