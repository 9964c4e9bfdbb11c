import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** What kind of tool an assessment is about (seeded by a migration). */
export const assessmentCategoriesTable = sqliteTable(
  "assessment_categories",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("assessment_categories_name_idx").on(t.name)],
);

export type AssessmentCategoryRow = typeof assessmentCategoriesTable.$inferSelect;
