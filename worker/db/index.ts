import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** One drizzle handle per request or message; never a module-level singleton. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
