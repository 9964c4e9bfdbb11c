import { createDb } from "../db";
import type { Env } from "../env";
import { recordDailyUsage } from "../domain/organizations/record-daily-usage";

/** Each organization's usage of the day before (UTC), once a day; idempotent per day. */
export async function runDailyUsage(env: Env, now: Date) {
  const result = await recordDailyUsage(createDb(env.DB), now);
  console.log(JSON.stringify({ level: "info", msg: "daily usage recorded", day: result.day }));
  return result;
}
