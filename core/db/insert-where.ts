import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./index";

/**
 * `INSERT INTO table (every column) SELECT <values> WHERE <condition>`: a row written only if
 * the condition holds when the statement runs, in one statement (D1 has no transactions to
 * check first). The values follow the table's own column list, so adding a column never
 * shifts them; columns not given take their default, else NULL.
 */
export function insertWhere<T extends SQLiteTable>(
  db: Db,
  table: T,
  values: Partial<T["$inferInsert"]>,
  condition: SQL,
) {
  const given = values as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = key in given ? given[key] : (column as { default?: unknown }).default;
    return value === undefined || value === null
      ? sql`NULL`
      : sql`${typeof value === "boolean" ? Number(value) : value}`;
  });
  return db.insert(table).select(sql`SELECT ${sql.join(columns, sql`, `)} WHERE ${condition}`);
}
