import { createApp } from "./app";
import type { Env } from "./env";
import { runDailyUpkeep } from "./scheduled";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env) {
    await runDailyUpkeep(env, new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
