import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { JobStatus } from "../../shared/enums";

/**
 * Both job tables have the same columns: anonymous runs go to public_analysis_jobs, signed-in
 * runs to org_analysis_jobs (spec 01 section 3). `result` is the Analysis as JSON text.
 */
const jobColumns = {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  /** vendorKey(url): host without www plus a non-root path. */
  vendorKey: text("vendor_key").notNull(),
  status: text("status", { enum: enumValues(JobStatus) }).notNull().default("pending"),
  result: text("result"),
  errorMessage: text("error_message"),
  /** Delivery attempts the consumer has started. */
  attempts: integer("attempts").notNull().default(0),
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
  },
  (t) => [
    index("org_jobs_org_created_idx").on(t.organizationId, t.createdAt),
    index("org_jobs_status_updated_idx").on(t.status, t.updatedAt),
    index("org_jobs_created_idx").on(t.createdAt),
  ],
);

export type PublicAnalysisJobRow = typeof publicAnalysisJobsTable.$inferSelect;
export type OrgAnalysisJobRow = typeof orgAnalysisJobsTable.$inferSelect;
