import { organizationsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import type { DomainProof, SubscriptionTier } from "@core/contract/enums";

/**
 * The INSERT of a new organization with the product's defaults: status active, tier free,
 * subscription trial, and the monthly limit given (the platform setting
 * `organizations.default_monthly_limit`, 10 unless a super admin changed it). A domain is
 * unique across organizations (the insert fails if another request created it first) and held
 * only with proof (`domainProof`, organizations/domain-proof.ts); personal organizations have none. Called by user setup on sign-in and by the super admin's
 * create; returns the query so it can run inside a db.batch.
 */
export function createOrganizationQuery(
  db: Db,
  input: {
    id: string;
    name: string;
    domain: string | null;
    isPersonal: boolean;
    billingEmail: string | null;
    monthlyLimit: number;
    subscriptionTier?: SubscriptionTier;
    trialEndsAt?: string | null;
    /** How the domain was proved, and when (absent: the domain is held without proof). */
    domainProof?: DomainProof;
    domainVerifiedAt?: string;
    now: Date;
  },
) {
  const now = input.now.toISOString();
  return db.insert(organizationsTable).values({
    id: input.id,
    name: input.name,
    domain: input.domain,
    domainProof: input.domain ? (input.domainProof ?? null) : null,
    domainVerifiedAt: input.domain ? (input.domainVerifiedAt ?? null) : null,
    billingEmail: input.billingEmail,
    status: "active",
    subscriptionTier: input.subscriptionTier ?? "free",
    subscriptionStatus: "trial",
    monthlyAssessmentLimit: input.monthlyLimit,
    assessmentsUsedThisMonth: 0,
    isPersonal: input.isPersonal,
    trialEndsAt: input.trialEndsAt ?? null,
    createdAt: now,
    updatedAt: now,
  });
}
