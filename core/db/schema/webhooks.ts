import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Where an organization's events go: a signed webhook (`kind` webhook, Standard Webhooks) or a
 * Slack incoming webhook (`kind` slack, Block Kit messages). `events` is a JSON array of event
 * types. A webhook's `secret` signs its deliveries (whsec_…); after a rotation the previous one
 * keeps signing next to it until `previous_secret_expires_at`. `failing_since` is the first failed
 * delivery since the last success: three days of it disable the endpoint (`disabled_at`).
 */
export const webhookEndpointsTable = sqliteTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    kind: text("kind", { enum: ["webhook", "slack"] }).notNull(),
    url: text("url").notNull(),
    description: text("description"),
    events: text("events").notNull(),
    secret: text("secret"),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: text("previous_secret_expires_at"),
    failingSince: text("failing_since"),
    disabledAt: text("disabled_at"),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
    deletedAt: text("deleted_at"),
  },
  (t) => [index("webhook_endpoints_org_created_idx").on(t.organizationId, t.createdAt, t.id)],
);
export type WebhookEndpointRow = typeof webhookEndpointsTable.$inferSelect;

/**
 * One event for one endpoint, delivered at least once: `pending` until an attempt succeeds
 * (`succeeded`) or the back-off schedule ends (`failed`). Each attempt updates the row (attempt,
 * status code, duration, response excerpt) and sets `next_attempt_at` for the next one.
 */
export const webhookDeliveriesTable = sqliteTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    endpointId: text("endpoint_id").notNull(),
    organizationId: text("organization_id").notNull(),
    /** The organization event (or a test event's own id): Standard Webhooks' webhook-id. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The JSON body sent. */
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    attempt: integer("attempt").notNull().default(0),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms"),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    createdAt: text("created_at").notNull(),
    lastAttemptAt: text("last_attempt_at"),
    nextAttemptAt: text("next_attempt_at"),
  },
  (t) => [
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveriesTable.$inferSelect;
