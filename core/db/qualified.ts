import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column written with its table's name ("org_risk_assessments"."id"). drizzle leaves the
 * table out of column names in a query over one table, so a correlated subquery that compares
 * the outer row with its own table's columns would otherwise read its own `id` instead.
 */
export function qualified(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
