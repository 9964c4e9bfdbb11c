/**
 * A zod enum's values in the tuple form drizzle's `text({ enum })` wants, so a column's value
 * set comes from the one shared zod enum (core/contract) instead of a second list.
 */
export function enumValues<T extends string>(e: { options: readonly T[] }): [T, ...T[]] {
  return e.options as unknown as [T, ...T[]];
}
