import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { ApprovalStatus, AssessmentStatus, Priority } from "@core/contract/enums";
import { RiskLevel } from "@core/contract/analysis";
import { DataClass } from "@core/contract/safe-to-try";

/**
 * An analysis saved to an organization's records with its metadata.
 * One per organization and URL: saving the same URL again updates it.
 * `analysis` and `analyzed_pages` are JSON text; score and level are copied out of the analysis
 * so lists can filter and sort without parsing it.
 */
export const orgRiskAssessmentsTable = sqliteTable(
  "org_risk_assessments",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    url: text("url").notNull(),
    /** vendorKey(url): host without www plus a non-root path (the cache key of the analysis). */
    vendorKey: text("vendor_key").notNull(),
    toolName: text("tool_name"),
    vendorName: text("vendor_name"),
    logoUrl: text("logo_url"),
    categoryId: text("category_id"),
    department: text("department"),
    requestedPurpose: text("requested_purpose"),
    priority: text("priority", { enum: enumValues(Priority) })
      .notNull()
      .default("normal"),
    analysis: text("analysis"),
    analyzedPages: text("analyzed_pages"),
    overallScore: real("overall_score"),
    riskLevel: text("risk_level", { enum: enumValues(RiskLevel) }),
    status: text("status", { enum: enumValues(AssessmentStatus) })
      .notNull()
      .default("pending_review"),
    approvalStatus: text("approval_status", { enum: enumValues(ApprovalStatus) })
      .notNull()
      .default("pending"),
    /** The job whose result is the current analysis (null when it came from the cache). */
    jobId: text("job_id"),
    analyzedAt: text("analyzed_at"),
    /**
     * The re-analysis running now (an org_analysis_jobs id); cleared when it settles. While it is
     * set the assessment's status is `processing`.
     */
    reanalysisJobId: text("reanalysis_job_id"),
    /** Why the latest re-analysis failed (status `failed`); cleared by the next analysis. */
    reanalysisError: text("reanalysis_error"),
    /** What the requester said will go into the tool, and how many people will use it (the Safe-to-Try lane's input). */
    dataClass: text("data_class", { enum: enumValues(DataClass) }),
    people: integer("people"),
    /** JSON Lane: the Safe-to-Try lane's answer when the request was last saved for review. */
    lane: text("lane"),
    /** When the current trial ends; read only while approval_status is trial or trial_ended. */
    trialExpiresAt: text("trial_expires_at"),
    /**
     * JSON string[]: the conditions of an approval with conditions, or a trial's guardrails; read
     * only in those decision states (the decision entry in history keeps them too).
     */
    conditions: text("conditions"),
    createdBy: text("created_by").notNull(),
    /** Bumped on every write; lets a decision refuse to act on a stale version. */
    version: integer("version").notNull().default(1),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("org_risk_assessments_org_url_idx").on(t.organizationId, t.url),
    index("org_risk_assessments_org_created_idx").on(t.organizationId, t.createdAt, t.id),
    index("org_risk_assessments_org_approval_idx").on(t.organizationId, t.approvalStatus, t.createdAt),
    index("org_risk_assessments_org_creator_idx").on(t.organizationId, t.createdBy, t.createdAt),
    index("org_risk_assessments_org_vendor_idx").on(t.organizationId, t.vendorKey),
    // Covers the dashboard's counts: read from the index alone, never from rows whose report
    // JSON spills into overflow pages.
    index("org_risk_assessments_org_stats_idx").on(
      t.organizationId,
      t.status,
      t.approvalStatus,
      t.riskLevel,
      t.overallScore,
      t.createdBy,
    ),
    index("org_risk_assessments_reanalysis_idx").on(t.reanalysisJobId),
    // The trial expiry job and the dashboard's "Trials ending" card.
    index("org_risk_assessments_trial_idx").on(t.approvalStatus, t.trialExpiresAt),
  ],
);

export type OrgRiskAssessmentRow = typeof orgRiskAssessmentsTable.$inferSelect;
