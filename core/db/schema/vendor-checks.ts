import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { RiskLevel } from "@core/contract/analysis";
import { CheckStatus, CheckTrigger } from "@core/contract/monitoring";

/**
 * One check of a watched vendor: a crawl and analysis shared by every organization watching it,
 * and the snapshot the next check is compared with. `slot` makes dispatch idempotent: a
 * scheduled check is keyed by the time the vendor fell due, so a retried cron run inserts nothing
 * twice; a manual check by its own id. Claiming follows the analysis jobs (claimed_by/attempt).
 */
export const vendorChecksTable = sqliteTable(
  "vendor_checks",
  {
    id: text("id").primaryKey(),
    vendorKey: text("vendor_key").notNull(),
    url: text("url").notNull(),
    trigger: text("trigger", { enum: enumValues(CheckTrigger) }).notNull(),
    slot: text("slot").notNull(),
    /** The person who pressed "Check now"; null for scheduled checks. */
    requestedBy: text("requested_by"),
    status: text("status", { enum: enumValues(CheckStatus) })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAttempt: integer("claimed_attempt"),
    error: text("error"),
    /** When its queue message was sent (null: written but not yet sent; the dispatcher sends it). */
    queuedAt: text("queued_at"),
    startedAt: text("started_at"),
    completedAt: text("completed_at"),
    overallScore: real("overall_score"),
    pricingScore: real("pricing_score"),
    privacyLegalScore: real("privacy_legal_score"),
    securityScore: real("security_score"),
    riskLevel: text("risk_level", { enum: enumValues(RiskLevel) }),
    /** JSON string[]: certifications stated as attained. */
    certifications: text("certifications"),
    /** JSON Snapshot (core/contract/monitoring.ts). */
    snapshot: text("snapshot"),
    changesCount: integer("changes_count").notNull().default(0),
    /** When every watching organization had been told (notifications, reopened reviews, events). */
    effectsDoneAt: text("effects_done_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("vendor_checks_vendor_slot_idx").on(t.vendorKey, t.slot),
    index("vendor_checks_vendor_created_idx").on(t.vendorKey, t.createdAt),
    index("vendor_checks_vendor_completed_idx").on(t.vendorKey, t.status, t.completedAt),
    index("vendor_checks_status_updated_idx").on(t.status, t.updatedAt),
    index("vendor_checks_completed_idx").on(t.completedAt),
  ],
);

export type VendorCheckRow = typeof vendorChecksTable.$inferSelect;
