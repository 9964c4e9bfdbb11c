import type { DrizzleD1Database } from "drizzle-orm/d1";
import type * as schema from "./db/schema";
import type { Actor } from "./domain/actor";

/**
 * Bindings of the web Worker: generated ones (worker-env.d.ts, `npm run types`) plus the
 * optional settings and secrets that wrangler.toml does not declare.
 */
export interface Env extends WorkerEnv {
  /** Public origin of the app, e.g. https://risk.example.com (OAuth redirect, Origin checks). */
  APP_ORIGIN?: string;
  /** Salt for hashing client addresses in the rate limit. */
  RATE_LIMIT_SALT?: string;
}

export type Db = DrizzleD1Database<typeof schema>;

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
    /** Who is asking: set for every /api request by the actor middleware. */
    actor: Actor;
  };
};
