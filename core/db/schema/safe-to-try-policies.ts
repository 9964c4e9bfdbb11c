import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { RiskLevel } from "@core/contract/analysis";
import { DataClass } from "@core/contract/safe-to-try";

/**
 * Every version of an organization's Safe-to-Try policy: a change adds a row (version + 1), so a
 * trial names the version that granted it and the history of the policy stays readable. The
 * organization's policy is its highest version; none at all means the default (version 0).
 */
export const safeToTryPoliciesTable = sqliteTable(
  "safe_to_try_policies",
  {
    organizationId: text("organization_id").notNull(),
    version: integer("version").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    maxOverallScore: real("max_overall_score").notNull(),
    maxRiskLevel: text("max_risk_level", { enum: enumValues(RiskLevel) }).notNull(),
    /** JSON string[] of review finding ids. */
    reviewFindings: text("review_findings").notNull(),
    maxDataClass: text("max_data_class", { enum: enumValues(DataClass) }).notNull(),
    trialDays: integer("trial_days").notNull(),
    maxPeople: integer("max_people").notNull(),
    /** JSON string[]. */
    guardrails: text("guardrails").notNull(),
    createdBy: text("created_by"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.version] })],
);

export type SafeToTryPolicyRow = typeof safeToTryPoliciesTable.$inferSelect;
