/**
 * The one convention for every list of the API: `?q=&limit=&cursor=` in, `{ items, next_cursor }`
 * out, newest first with a stable cursor over (created_at, id). The same schemas validate the
 * routes, appear in /api/openapi.json and validate the SPA's search params.
 */
import { z } from "zod";

export const LIST_DEFAULT_LIMIT = 25;
export const LIST_MAX_LIMIT = 100;

export const ListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    // A NUL cuts a bound string short in D1 (the search would match every row): no control characters.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f]*$/, "must not contain control characters")
    .optional()
    .describe("Text search; what it matches is said by each list."),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIST_MAX_LIMIT)
    .default(LIST_DEFAULT_LIMIT)
    .describe(`Items per page, 1-${LIST_MAX_LIMIT} (default ${LIST_DEFAULT_LIMIT}).`),
  cursor: z.string().max(512).optional().describe("The next_cursor of the previous page; absent for the first page."),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** `{ items, next_cursor }` for a given item schema. */
export function ListPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    next_cursor: z.string().nullable().describe("Pass as ?cursor= to get the next page; null on the last page."),
  });
}
export type ListPage<T> = { items: T[]; next_cursor: string | null };

/** A position in a list ordered by (created_at desc, id desc). Opaque to clients. */
export interface CursorPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  const json = JSON.stringify([position.createdAt, position.id]);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const b64 = cursor.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string") {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // fall through
  }
  return null;
}
