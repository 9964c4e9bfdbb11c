import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { MonitoringFrequency } from "@core/contract/monitoring";

/**
 * An organization's monitoring settings (Organization settings -> Vendor monitoring). No row
 * means the defaults: new assessments watched weekly, and monitored changes reopen approvals.
 */
export const organizationMonitoringSettingsTable = sqliteTable("organization_monitoring_settings", {
  organizationId: text("organization_id").primaryKey(),
  defaultFrequency: text("default_frequency", { enum: enumValues(MonitoringFrequency) })
    .notNull()
    .default("weekly"),
  reopenOnChange: integer("reopen_on_change", { mode: "boolean" }).notNull().default(true),
  updatedAt: text("updated_at").notNull(),
  updatedBy: text("updated_by"),
});

export type OrganizationMonitoringSettingsRow = typeof organizationMonitoringSettingsTable.$inferSelect;
