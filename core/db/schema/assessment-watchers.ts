import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Who pressed "Watch" (watching true) or "Unwatch" (false) on an assessment. The creator and
 * whoever decided it watch it without a row; a row with watching false takes them off.
 */
export const assessmentWatchersTable = sqliteTable(
  "assessment_watchers",
  {
    assessmentId: text("assessment_id").notNull(),
    userId: text("user_id").notNull(),
    organizationId: text("organization_id").notNull(),
    watching: integer("watching", { mode: "boolean" }).notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.userId] }), index("assessment_watchers_user_idx").on(t.userId)],
);

export type AssessmentWatcherRow = typeof assessmentWatchersTable.$inferSelect;
