import { safeToTryPoliciesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { conflict, errorChainText } from "@core/lib/errors";
import type { SafeToTryPolicy, SafeToTryPolicyValues } from "@core/contract/safe-to-try";
import type { SafeToTryPolicyFields } from "@core/contract/safe-to-try-rules";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEventQuery } from "../audit/record-audit-event";
import { policyInEffect, toPolicyResponse } from "./policy-store";

const FIELDS = [
  "enabled",
  "max_overall_score",
  "max_risk_level",
  "review_findings",
  "max_data_class",
  "trial_days",
  "max_people",
  "guardrails",
] as const satisfies readonly (keyof SafeToTryPolicyFields)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the organization's Safe-to-Try policy as a new version (the old ones stay, so every trial
 * names the version that granted it; trials already running keep their expiry and guardrails).
 * Who may call: organization admins (`organization.manage`); others 403.
 * The new version and its SAFE_TO_TRY_POLICY_UPDATED audit entry (each changed field's old and
 * new value) are one db.batch; no change, no write. With `version`, only that version is
 * replaced (409 when someone saved since); of two admins saving at once, one wins, the other 409.
 */
export async function updateSafeToTryPolicy(
  deps: { db: Db; clock: Clock },
  actor: Actor,
  input: SafeToTryPolicyValues,
): Promise<SafeToTryPolicy> {
  const admin = authorize(actor, "organization.manage");
  const { db } = deps;
  const now = deps.clock();
  const current = await policyInEffect(db, admin.organizationId);
  if (input.version !== undefined && input.version !== current.version) throw changedMeanwhile();

  const next: SafeToTryPolicyFields = {
    enabled: input.enabled,
    max_overall_score: input.max_overall_score,
    max_risk_level: input.max_risk_level,
    review_findings: input.review_findings,
    max_data_class: input.max_data_class,
    trial_days: input.trial_days,
    max_people: input.max_people,
    guardrails: input.guardrails,
  };
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  for (const field of FIELDS) {
    if (!same(current.values[field], next[field])) changes[field] = { old: current.values[field], new: next[field] };
  }
  if (Object.keys(changes).length === 0) return toPolicyResponse(current);

  const version = current.version + 1;
  const at = now.toISOString();
  try {
    await db.batch([
      db.insert(safeToTryPoliciesTable).values({
        organizationId: admin.organizationId,
        version,
        enabled: next.enabled,
        maxOverallScore: next.max_overall_score,
        maxRiskLevel: next.max_risk_level,
        reviewFindings: JSON.stringify(next.review_findings),
        maxDataClass: next.max_data_class,
        trialDays: next.trial_days,
        maxPeople: next.max_people,
        guardrails: JSON.stringify(next.guardrails),
        createdBy: admin.userId,
        createdAt: at,
      }),
      auditEventQuery(
        db,
        {
          action: "SAFE_TO_TRY_POLICY_UPDATED",
          resourceType: "safe_to_try_policy",
          resourceId: admin.organizationId,
          userId: admin.userId,
          organizationId: admin.organizationId,
          // Turning the lane on lets tools in without a reviewer: worth a closer look.
          severity: changes.enabled && next.enabled ? "warning" : "info",
          details: { version, previous_version: current.version, fields: Object.keys(changes), changes },
        },
        now,
      ),
    ]);
  } catch (err) {
    // Another admin saved the same version number first (the primary key refused ours).
    if (/UNIQUE constraint failed|PRIMARY KEY/i.test(errorChainText(err))) throw changedMeanwhile();
    throw err;
  }
  return toPolicyResponse(await policyInEffect(db, admin.organizationId));
}

const changedMeanwhile = () =>
  conflict("The Safe-to-Try policy was changed by someone else since you opened it. Reload it and save again.");
