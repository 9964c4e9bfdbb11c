import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { OrganizationStatus, SubscriptionStatus, SubscriptionTier } from "@core/contract/enums";

export const organizationsTable = sqliteTable(
  "organizations",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** E-mail domain whose new users ask to join; null for personal organizations. */
    domain: text("domain"),
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
