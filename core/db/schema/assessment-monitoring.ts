import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { MonitoringFrequency } from "@core/contract/monitoring";

/**
 * How often an organization's assessment has its vendor checked: one row per assessment, written
 * when it is saved (the organization's default frequency, `off` beyond the watched-vendor cap).
 * `vendor_key` is the assessment's: checks are shared by every assessment of the same vendor.
 */
export const assessmentMonitoringTable = sqliteTable(
  "assessment_monitoring",
  {
    assessmentId: text("assessment_id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    vendorKey: text("vendor_key").notNull(),
    frequency: text("frequency", { enum: enumValues(MonitoringFrequency) }).notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Who set the frequency last; null when it came from the organization's default. */
    updatedBy: text("updated_by"),
  },
  (t) => [
    index("assessment_monitoring_org_vendor_idx").on(t.organizationId, t.vendorKey, t.frequency),
    index("assessment_monitoring_vendor_idx").on(t.vendorKey, t.frequency),
  ],
);

export type AssessmentMonitoringRow = typeof assessmentMonitoringTable.$inferSelect;
