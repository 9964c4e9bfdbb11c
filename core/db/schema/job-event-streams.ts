import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Open job event streams (GET /api/jobs/:id/events), one row per stream, so the number a
 * client holds open at once can be capped across every Worker instance. A row is deleted when
 * its stream ends; one whose Worker died expires on its own (`expires_at`).
 */
export const jobEventStreamsTable = sqliteTable(
  "job_event_streams",
  {
    id: text("id").primaryKey(),
    /** Hash of the client address (never the address itself). */
    clientKey: text("client_key").notNull(),
    jobId: text("job_id").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [
    index("job_event_streams_client_idx").on(t.clientKey, t.expiresAt),
    index("job_event_streams_expires_idx").on(t.expiresAt),
  ],
);

export type JobEventStreamRow = typeof jobEventStreamsTable.$inferSelect;
