import { and, desc, eq, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { badRequest } from "./errors";
import { decodeCursor, encodeCursor, type ListPage } from "../contract/list";

/** The two columns a list is ordered by: newest first, id breaking ties. */
export interface CursorColumns {
  createdAt: AnyColumn;
  id: AnyColumn;
}

/**
 * The WHERE part that starts a page after `cursor` (undefined for the first page) and the
 * ORDER BY of every list. A cursor that is not ours is a 400, never a silent first page.
 */
export function cursorWhere(columns: CursorColumns, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const position = decodeCursor(cursor);
  if (!position) throw badRequest("Invalid request: cursor: not a cursor of this list");
  return or(
    lt(columns.createdAt, position.createdAt),
    and(eq(columns.createdAt, position.createdAt), lt(columns.id, position.id)),
  );
}

export function cursorOrder(columns: CursorColumns): SQL[] {
  return [desc(columns.createdAt), desc(columns.id)];
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only says a next page exists.
 * `position` reads the (created_at, id) of a row.
 */
export function toPage<Row, Item = Row>(
  rows: Row[],
  limit: number,
  position: (row: Row) => { createdAt: string; id: string },
  map: (row: Row) => Item = (row) => row as unknown as Item,
): ListPage<Item> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(map),
    next_cursor: rows.length > limit && last ? encodeCursor(position(last)) : null,
  };
}

/**
 * The `q` of a list: rows where any of `columns` contains the text, ignoring case of ASCII
 * letters (SQLite's lower() folds those only), every character taken literally. A substring test
 * (instr), not LIKE: D1 refuses LIKE patterns over 50 bytes, so a long search would fail.
 * Undefined without text; text with a NUL (which D1 cuts a bound string at) matches nothing.
 * Each list says in its doc comment and its OpenAPI description which columns `q` searches.
 */
export function textMatch(q: string | undefined, ...columns: AnyColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  if (text.includes("\u0000")) return sql`0`;
  return or(...columns.map((column) => sql`instr(lower(${column}), lower(${text})) > 0`));
}
