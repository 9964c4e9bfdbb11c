import { desc, eq } from "drizzle-orm";
import { safeToTryPoliciesTable, userProfilesTable, type SafeToTryPolicyRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { SafeToTryPolicy } from "@core/contract/safe-to-try";
import {
  DEFAULT_SAFE_TO_TRY_POLICY,
  REVIEW_FINDING_IDS,
  type ReviewFindingId,
  type SafeToTryPolicyFields,
} from "@core/contract/safe-to-try-rules";
import { nameOrEmail } from "@core/contract/names";

/** An organization's policy in effect: its values and the version they are. */
export interface PolicyInEffect {
  values: SafeToTryPolicyFields;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

const KNOWN_FINDINGS = new Set<string>(REVIEW_FINDING_IDS);

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function valuesOf(row: SafeToTryPolicyRow): SafeToTryPolicyFields {
  return {
    enabled: row.enabled,
    max_overall_score: row.maxOverallScore,
    max_risk_level: row.maxRiskLevel,
    // A finding the engine no longer knows is left out rather than failing every request.
    review_findings: jsonList(row.reviewFindings).filter((id): id is ReviewFindingId => KNOWN_FINDINGS.has(id)),
    max_data_class: row.maxDataClass,
    trial_days: row.trialDays,
    max_people: row.maxPeople,
    guardrails: jsonList(row.guardrails),
  };
}

/** The organization's policy: its highest version, else the default (version 0, never saved). */
export async function policyInEffect(db: Db, organizationId: string): Promise<PolicyInEffect> {
  const t = safeToTryPoliciesTable;
  const [row] = await db
    .select({ policy: t, fullName: userProfilesTable.fullName, email: userProfilesTable.email })
    .from(t)
    .leftJoin(userProfilesTable, eq(userProfilesTable.id, t.createdBy))
    .where(eq(t.organizationId, organizationId))
    .orderBy(desc(t.version))
    .limit(1);
  if (!row) return { values: DEFAULT_SAFE_TO_TRY_POLICY, version: 0, updatedAt: null, updatedBy: null };
  return {
    values: valuesOf(row.policy),
    version: row.policy.version,
    updatedAt: row.policy.createdAt,
    updatedBy: row.email ? nameOrEmail(row.fullName, row.email) : null,
  };
}

export function toPolicyResponse(policy: PolicyInEffect): SafeToTryPolicy {
  return {
    ...policy.values,
    version: policy.version,
    updated_at: policy.updatedAt,
    updated_by: policy.updatedBy,
  };
}
