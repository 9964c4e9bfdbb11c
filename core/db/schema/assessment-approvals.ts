import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { DecisionActor, DecisionStatus } from "@core/contract/enums";

/**
 * An assessment's review history: decisions of reviewers and of the Safe-to-Try policy, the end
 * of a trial, and returns to review (an edit, a changed report, a monitored vendor change).
 */
export const assessmentApprovalsTable = sqliteTable(
  "assessment_approvals",
  {
    id: text("id").primaryKey(),
    assessmentId: text("assessment_id").notNull(),
    organizationId: text("organization_id").notNull(),
    actorKind: text("actor_kind", { enum: enumValues(DecisionActor) })
      .notNull()
      .default("user"),
    /** The person who decided; null for entries of the policy or the system. */
    reviewerId: text("reviewer_id"),
    status: text("status", { enum: enumValues(DecisionStatus) }).notNull(),
    comments: text("comments"),
    /** JSON string[]: the conditions of an approval with conditions. */
    conditions: text("conditions"),
    /** When a trial ends. */
    expiresAt: text("expires_at"),
    /** Why the product reopened the assessment or ended its trial, naming the change. */
    reason: text("reason"),
    policyVersion: integer("policy_version"),
    alternativeAssessmentId: text("alternative_assessment_id"),
    selfApproved: integer("self_approved", { mode: "boolean" }).notNull().default(false),
    /** The assessment's version when it was decided. */
    assessmentVersion: integer("assessment_version"),
    approvedAt: text("approved_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("assessment_approvals_assessment_idx").on(t.assessmentId, t.createdAt)],
);

export type AssessmentApprovalRow = typeof assessmentApprovalsTable.$inferSelect;
