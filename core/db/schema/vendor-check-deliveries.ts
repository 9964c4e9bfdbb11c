import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A check's changes were handed to one organization (notifications, reopened reviews, its event):
 * written in that organization's batch, so a retried check never tells anyone twice.
 */
export const vendorCheckDeliveriesTable = sqliteTable(
  "vendor_check_deliveries",
  {
    checkId: text("check_id").notNull(),
    organizationId: text("organization_id").notNull(),
    /** Names the batch that wrote the row: its other statements write only if this row is theirs. */
    token: text("token").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.organizationId] })],
);
