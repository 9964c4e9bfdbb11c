import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { retryBusy } from "./retry-busy";
import * as schema from "./schema";

export type Db = DrizzleD1Database<typeof schema>;

/** One drizzle handle per request or message; never a module-level singleton. Busy databases are retried (retry-busy.ts). */
export function createDb(d1: D1Database): Db {
  return drizzle(retryBusy(d1), { schema });
}
