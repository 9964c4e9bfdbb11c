import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { ChangeDimension, ChangeKind, ChangeSeverity } from "@core/contract/monitoring";

/**
 * What a check found changed on a vendor since its previous check: written once per vendor, read
 * by every organization watching it (through its assessments of that vendor).
 */
export const vendorChangesTable = sqliteTable(
  "vendor_changes",
  {
    id: text("id").primaryKey(),
    vendorKey: text("vendor_key").notNull(),
    checkId: text("check_id").notNull(),
    detectedAt: text("detected_at").notNull(),
    kind: text("kind", { enum: enumValues(ChangeKind) }).notNull(),
    dimension: text("dimension", { enum: enumValues(ChangeDimension) }),
    severity: text("severity", { enum: enumValues(ChangeSeverity) }).notNull(),
    sourceUrl: text("source_url"),
    before: text("before"),
    after: text("after"),
    summary: text("summary").notNull(),
    /** JSON ChangeDetails. */
    details: text("details").notNull(),
  },
  (t) => [
    index("vendor_changes_vendor_detected_idx").on(t.vendorKey, t.detectedAt, t.id),
    index("vendor_changes_check_idx").on(t.checkId),
    index("vendor_changes_detected_idx").on(t.detectedAt),
  ],
);

export type VendorChangeRow = typeof vendorChangesTable.$inferSelect;
