import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { DomainProof, OrganizationStatus, SubscriptionStatus, SubscriptionTier } from "@core/contract/enums";

export const organizationsTable = sqliteTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** E-mail domain whose new users ask to join; null for personal organizations. */
    domain: text("domain"),
    /**
     * When the organization proved control of `domain`, and how. A domain without proof (rows
     * from before proof was required) routes nobody to the organization and is dropped when an
     * account the domain's Workspace manages arrives.
     */
    domainVerifiedAt: text("domain_verified_at"),
    domainProof: text("domain_proof", { enum: enumValues(DomainProof) }),
    /** A domain an admin asked for and has not proved yet: the DNS TXT challenge shown to them. */
    challengeDomain: text("challenge_domain"),
    challengeToken: text("challenge_token"),
    challengeCreatedAt: text("challenge_created_at"),
    /** High-risk tools need the approvals of two different reviewers. */
    requireTwoApprovals: integer("require_two_approvals", { mode: "boolean" }).notNull().default(false),
    billingEmail: text("billing_email"),
    status: text("status", { enum: enumValues(OrganizationStatus) })
      .notNull()
      .default("active"),
    subscriptionTier: text("subscription_tier", { enum: enumValues(SubscriptionTier) })
      .notNull()
      .default("free"),
    subscriptionStatus: text("subscription_status", { enum: enumValues(SubscriptionStatus) })
      .notNull()
      .default("trial"),
    monthlyAssessmentLimit: integer("monthly_assessment_limit").notNull().default(10),
    assessmentsUsedThisMonth: integer("assessments_used_this_month").notNull().default(0),
    /** Month (YYYY-MM) that assessments_used_this_month counts; a new month starts at 0. */
    usagePeriod: text("usage_period"),
    isPersonal: integer("is_personal", { mode: "boolean" }).notNull().default(false),
    trialEndsAt: text("trial_ends_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("organizations_domain_idx").on(t.domain),
    index("organizations_created_idx").on(t.createdAt, t.id),
  ],
);

export type OrganizationRow = typeof organizationsTable.$inferSelect;
