import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * "Contains this text" over some columns, case-insensitive (SQLite's LIKE for ASCII), with
 * `%`, `_` and `\` in the text matched literally. Undefined for an empty search.
 */
export function containsText(columns: AnyColumn[], text: string | undefined): SQL | undefined {
  const q = text?.trim();
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}
