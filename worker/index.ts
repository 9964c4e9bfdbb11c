import { createApp } from "./app";
import { createDb } from "./db";
import type { Env } from "./env";
import { recordDailyUsage } from "./domain/organizations/record-daily-usage";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron trigger (wrangler.toml): each organization's usage of the day before, once a day. */
  async scheduled(controller, env) {
    const { day } = await recordDailyUsage(createDb(env.DB), new Date(controller.scheduledTime));
    console.log(JSON.stringify({ level: "info", msg: "daily usage recorded", day, cron: controller.cron }));
  },
} satisfies ExportedHandler<Env>;
