import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { MembershipRequestStatus } from "@core/contract/enums";

/** A request to join an organization. */
export const pendingApprovalsTable = sqliteTable(
  "pending_approvals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    organizationId: text("organization_id").notNull(),
    status: text("status", { enum: enumValues(MembershipRequestStatus) })
      .notNull()
      .default("pending"),
    requestedAt: text("requested_at").notNull(),
    decidedAt: text("decided_at"),
    decidedBy: text("decided_by"),
  },
  (t) => [
    index("pending_approvals_org_status_idx").on(t.organizationId, t.status),
    index("pending_approvals_user_idx").on(t.userId),
  ],
);

export type PendingApprovalRow = typeof pendingApprovalsTable.$inferSelect;
