import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Discussion on an assessment; only top-level comments are shown. */
export const assessmentCommentsTable = sqliteTable(
  "assessment_comments",
  {
    id: text("id").primaryKey(),
    assessmentId: text("assessment_id").notNull(),
    organizationId: text("organization_id").notNull(),
    userId: text("user_id").notNull(),
    comment: text("comment").notNull(),
    parentCommentId: text("parent_comment_id"),
    /**
     * Who the comment mentions: JSON `[{ "user_id": "...", "text": "@Jane Doe" }]`, the member's id
     * and the words that named them in the comment (to highlight them). Notified by id.
     */
    mentions: text("mentions"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("assessment_comments_assessment_idx").on(t.assessmentId, t.createdAt)],
);

export type AssessmentCommentRow = typeof assessmentCommentsTable.$inferSelect;
