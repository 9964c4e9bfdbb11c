import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { AuditSeverity } from "@core/contract/enums";

export const auditLogsTable = sqliteTable(
  "audit_logs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id"),
    organizationId: text("organization_id"),
    action: text("action").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id"),
    severity: text("severity", { enum: enumValues(AuditSeverity) })
      .notNull()
      .default("info"),
    /** JSON object. */
    details: text("details"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("audit_logs_org_created_idx").on(t.organizationId, t.createdAt),
    // The platform's list of every organization's entries, and a user's recent activity.
    index("audit_logs_created_idx").on(t.createdAt, t.id),
    index("audit_logs_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLogsTable.$inferSelect;
