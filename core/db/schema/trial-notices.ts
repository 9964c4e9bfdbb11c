import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * What the trial expiry job already did for one trial (identified by its assessment and expiry):
 * the notices 7 days and 1 day before (`7d`, `1d`) and the end (`ended`). The unique index makes
 * a retried or overlapping run write nothing twice: its notifications, e-mails, events and the
 * end itself are written only together with a new row here.
 */
export const trialNoticesTable = sqliteTable(
  "trial_notices",
  {
    id: text("id").primaryKey(),
    assessmentId: text("assessment_id").notNull(),
    organizationId: text("organization_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    kind: text("kind", { enum: ["7d", "1d", "ended"] }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("trial_notices_trial_kind_idx").on(t.assessmentId, t.expiresAt, t.kind)],
);

export type TrialNoticeRow = typeof trialNoticesTable.$inferSelect;
