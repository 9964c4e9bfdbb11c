import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

/** One drizzle handle per request or message; never a module-level singleton. */
export function createDb(d1: D1Database): Db {
  return drizzle(d1, { schema });
}
