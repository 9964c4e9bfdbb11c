import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { DecisionStatus } from "@core/contract/enums";

/** A reviewer's decision on an assessment: its review history (spec 02 section 3). */
export const assessmentApprovalsTable = sqliteTable(
  "assessment_approvals",
  {
    id: text("id").primaryKey(),
    assessmentId: text("assessment_id").notNull(),
    organizationId: text("organization_id").notNull(),
    reviewerId: text("reviewer_id").notNull(),
    status: text("status", { enum: enumValues(DecisionStatus) }).notNull(),
    comments: text("comments"),
    approvedAt: text("approved_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("assessment_approvals_assessment_idx").on(t.assessmentId, t.createdAt)],
);

export type AssessmentApprovalRow = typeof assessmentApprovalsTable.$inferSelect;
