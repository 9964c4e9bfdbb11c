import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { assessmentApprovalsTable, orgRiskAssessmentsTable, type OrgRiskAssessmentRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { conflict } from "@core/lib/errors";
import { APPROVED_STATES } from "@core/contract/safe-to-try-rules";
import { dayOf, toolOrUrl } from "../notifications/notification-texts";
import { parseConditions } from "../assessments/assessment-rows";
import { policyInEffect } from "../safe-to-try/policy-store";
import { fieldError, type CheckedDecision } from "./decision-input";

/** An approved tool a rejection points to: how messages name it and where the catalog shows it. */
export interface Alternative {
  id: string;
  name: string;
  link: string;
}

/** The catalog entry of a tool, by name (the requester may not be allowed to open a colleague's assessment). */
export const catalogLink = (name: string) => `/dashboard/catalog?q=${encodeURIComponent(name)}`;

/**
 * A trial is extended once: in the current run of trial entries (the newest entries of its
 * history that are a trial or its end) there may be one trial so far, and the extension must end
 * after the running trial does.
 */
export async function assertExtensible(db: Db, row: OrgRiskAssessmentRow, decision: CheckedDecision): Promise<void> {
  const a = assessmentApprovalsTable;
  const history = await db
    .select({ status: a.status })
    .from(a)
    .where(eq(a.assessmentId, row.id))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(50);
  let trials = 0;
  for (const entry of history) {
    if (entry.status !== "trial" && entry.status !== "trial_ended") break;
    if (entry.status === "trial") trials++;
  }
  if (trials >= 2) {
    throw conflict(
      "This trial was already extended once. Approve it, approve it with conditions, reject or retire it.",
    );
  }
  if (row.approvalStatus === "trial" && row.trialExpiresAt && decision.expiresAt! <= row.trialExpiresAt) {
    throw fieldError(
      "expires_at",
      `an extension must end after the current end of the trial (${dayOf(row.trialExpiresAt)})`,
    );
  }
}

/** The approved tool a rejection names: one of the organization's catalog in an approved state, not the rejected tool. */
export async function approvedAlternative(db: Db, row: OrgRiskAssessmentRow, id: string): Promise<Alternative> {
  const t = orgRiskAssessmentsTable;
  const [alt] = await db
    .select({ id: t.id, toolName: t.toolName, vendorName: t.vendorName, url: t.url })
    .from(t)
    .where(
      and(
        eq(t.id, id),
        eq(t.organizationId, row.organizationId),
        inArray(t.approvalStatus, [...APPROVED_STATES]),
        ne(t.status, "archived"),
        ne(t.id, row.id),
      ),
    )
    .limit(1);
  if (!alt) throw fieldError("alternative_assessment_id", "not an approved tool of your organization's catalog");
  const name = toolOrUrl({ toolName: alt.toolName ?? alt.vendorName, url: alt.url });
  return { id: alt.id, name, link: catalogLink(name) };
}

/**
 * The guardrails of a trial a reviewer grants: the ones they wrote, else (extending) those of the
 * running trial, else the organization's policy's. Null when there are none.
 */
export async function trialConditions(
  db: Db,
  row: OrgRiskAssessmentRow,
  decision: CheckedDecision,
  extension: boolean,
): Promise<string[] | null> {
  if (decision.conditions) return decision.conditions;
  if (extension) {
    const running = parseConditions(row.conditions);
    if (running) return running;
  }
  const policy = await policyInEffect(db, row.organizationId);
  return policy.values.guardrails.length ? policy.values.guardrails : null;
}
