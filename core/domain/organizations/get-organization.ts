import { eq } from "drizzle-orm";
import { organizationsTable, type OrganizationRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { monthOf, type Clock } from "@core/lib/clock";
import { notFound } from "@core/lib/errors";
import type { Organization } from "@core/contract/organization";
import type { Actor } from "../actor";
import { allows, authorize } from "../authorize";
import { challengeRecordName, challengeRecordValue, holdsWithProof } from "./domain-proof";

/**
 * The actor's own organization. Every active member may read it (`team.view`); the billing
 * e-mail is shown only to those who manage it (`organization.manage`). Others: 403.
 */
export async function getOrganization(deps: { db: Db; clock: Clock }, actor: Actor): Promise<Organization> {
  const member = authorize(actor, "team.view");
  const [row] = await deps.db
    .select()
    .from(organizationsTable)
    .where(eq(organizationsTable.id, member.organizationId))
    .limit(1);
  if (!row) throw notFound("No organization found");
  return toOrganization(row, deps.clock(), allows(member, "organization.manage"));
}

/** Analyses counted this calendar month: the counter restarts when a new month begins. */
export function usedThisMonth(
  row: Pick<OrganizationRow, "usagePeriod" | "assessmentsUsedThisMonth">,
  now: Date,
): number {
  return row.usagePeriod === monthOf(now) ? row.assessmentsUsedThisMonth : 0;
}

/** `admin`: the caller manages the organization (billing e-mail and the domain challenge are theirs to see). */
export function toOrganization(row: OrganizationRow, now: Date, admin: boolean): Organization {
  const challenge =
    admin && row.challengeDomain && row.challengeToken
      ? {
          domain: row.challengeDomain,
          record_name: challengeRecordName(row.challengeDomain),
          record_value: challengeRecordValue(row.challengeToken),
          created_at: row.challengeCreatedAt ?? row.updatedAt,
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    domain_verified: holdsWithProof(row),
    domain_proof: row.domain ? row.domainProof : null,
    domain_verified_at: row.domain ? row.domainVerifiedAt : null,
    domain_challenge: challenge,
    require_two_approvals: row.requireTwoApprovals,
    billing_email: admin ? row.billingEmail : null,
    status: row.status,
    subscription_tier: row.subscriptionTier,
    subscription_status: row.subscriptionStatus,
    monthly_assessment_limit: row.monthlyAssessmentLimit,
    assessments_used_this_month: usedThisMonth(row, now),
    trial_ends_at: row.trialEndsAt,
    is_personal: row.isPersonal,
    created_at: row.createdAt,
  };
}
