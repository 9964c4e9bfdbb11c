import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Platform settings the super admin edits. `value` is JSON text; a key
 * without a row uses its default in code.
 */
export const platformSettingsTable = sqliteTable(
  "platform_settings",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    updatedAt: text("updated_at").notNull(),
    updatedBy: text("updated_by"),
  },
  (t) => [uniqueIndex("platform_settings_key_idx").on(t.key)],
);

export type PlatformSettingRow = typeof platformSettingsTable.$inferSelect;
