import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumValues } from "../enum-values";
import { OrganizationEventType } from "@core/contract/events";

/**
 * The outbox of events that leave the product (webhooks, Slack): written in the same batch as
 * the change it reports; `dispatched_at` is set once every integration's delivery was queued.
 */
export const organizationEventsTable = sqliteTable(
  "organization_events",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    type: text("type", { enum: enumValues(OrganizationEventType) }).notNull(),
    /** JSON of OrganizationEventData. */
    data: text("data").notNull(),
    createdAt: text("created_at").notNull(),
    dispatchedAt: text("dispatched_at"),
  },
  (t) => [
    index("organization_events_org_created_idx").on(t.organizationId, t.createdAt),
    index("organization_events_undispatched_idx").on(t.dispatchedAt, t.createdAt),
  ],
);

export type OrganizationEventRow = typeof organizationEventsTable.$inferSelect;
