import { organizationsTable } from "../../db/schema";
import type { Db } from "../../db";

export const DEFAULT_MONTHLY_ASSESSMENT_LIMIT = 10;

/**
 * The INSERT of a new organization with the product's defaults: status active, tier free,
 * subscription trial, 10 assessments a month. A domain is unique across organizations (the
 * insert fails if another request created it first); personal organizations have none.
 * Called by user setup on sign-in; returns the query so it can run inside a db.batch.
 */
export function createOrganizationQuery(
  db: Db,
  input: { id: string; name: string; domain: string | null; isPersonal: boolean; billingEmail: string | null; now: Date },
) {
  const now = input.now.toISOString();
  return db.insert(organizationsTable).values({
    id: input.id,
    name: input.name,
    domain: input.domain,
    billingEmail: input.billingEmail,
    status: "active",
    subscriptionTier: "free",
    subscriptionStatus: "trial",
    monthlyAssessmentLimit: DEFAULT_MONTHLY_ASSESSMENT_LIMIT,
    assessmentsUsedThisMonth: 0,
    isPersonal: input.isPersonal,
    createdAt: now,
    updatedAt: now,
  });
}
