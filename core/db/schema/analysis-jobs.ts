import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { JobStatus } from "@core/contract/enums";

/**
 * Both job tables have the same columns: anonymous runs go to public_analysis_jobs, signed-in
 * runs to org_analysis_jobs. `result` is the Analysis as JSON text.
 */
const jobColumns = {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  /** vendorKey(url): host without www plus a non-root path. */
  vendorKey: text("vendor_key").notNull(),
  status: text("status", { enum: enumValues(JobStatus) })
    .notNull()
    .default("pending"),
  result: text("result"),
  errorMessage: text("error_message"),
  /** Delivery attempts the consumer has started. */
  attempts: integer("attempts").notNull().default(0),
  /**
   * The queue message (id and delivery attempt) that claimed the job last: a retry of that same
   * message may claim it again (its delivery failed before it could let go), a duplicate may not.
   */
  claimedBy: text("claimed_by"),
  claimedAttempt: integer("claimed_attempt"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
  startedAt: text("started_at"),
  completedAt: text("completed_at"),
};

export const publicAnalysisJobsTable = sqliteTable(
  "public_analysis_jobs",
  {
    ...jobColumns,
    /** Hash of the client address, for the anonymous rate limit; never the address itself. */
    clientKey: text("client_key").notNull(),
  },
  (t) => [
    index("public_jobs_client_created_idx").on(t.clientKey, t.createdAt),
    index("public_jobs_status_updated_idx").on(t.status, t.updatedAt),
    // Platform analytics: jobs per day.
    index("public_jobs_created_idx").on(t.createdAt),
  ],
);

export const orgAnalysisJobsTable = sqliteTable(
  "org_analysis_jobs",
  {
    ...jobColumns,
    organizationId: text("organization_id").notNull(),
    userId: text("user_id").notNull(),
    /**
     * Monthly assessments this job took from its organization (1 when queued); set back to 0
     * when a failed job gives its unit back, so it is given back once.
     */
    unitsCharged: integer("units_charged").notNull().default(0),
  },
  (t) => [
    index("org_jobs_org_created_idx").on(t.organizationId, t.createdAt),
    index("org_jobs_status_updated_idx").on(t.status, t.updatedAt),
    index("org_jobs_created_idx").on(t.createdAt),
  ],
);

export type PublicAnalysisJobRow = typeof publicAnalysisJobsTable.$inferSelect;
export type OrgAnalysisJobRow = typeof orgAnalysisJobsTable.$inferSelect;
