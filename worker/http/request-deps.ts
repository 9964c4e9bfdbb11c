import type { Context } from "hono";
import type { AppEnv } from "../env";
import { settingsReader, type SettingsDeps } from "@core/domain/settings/settings-reader";

/**
 * What a route hands a domain verb from its request: the database, the clock, the e-mail
 * sender (set once per request by the middleware in app.ts; tests replace the clock and the
 * sender through createApp) and the platform settings in effect. Verbs take the parts they
 * need: `listX(requestDeps(c), actor, query)`.
 */
export function requestDeps(c: Context<AppEnv>) {
  return { db: c.var.db, clock: c.var.clock, email: c.var.email, settings: settingsReader(settingsDeps(c)) };
}

/** What the settings reader and the settings verbs need from a request. */
export function settingsDeps(c: Context<AppEnv>): SettingsDeps {
  return { db: c.var.db, now: () => c.var.clock().getTime(), env: c.env };
}
