import type { Context } from "hono";
import type { AppEnv } from "../env";

/**
 * What a route hands a domain verb from its request: the database, the clock and the e-mail
 * sender (set once per request by the middleware in app.ts; tests replace the clock and the
 * sender through createApp). Verbs take the parts they need: `listX(requestDeps(c), actor, query)`.
 */
export function requestDeps(c: Context<AppEnv>) {
  return { db: c.var.db, clock: c.var.clock, email: c.var.email };
}
