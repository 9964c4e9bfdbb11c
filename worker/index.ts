import { createApp } from "./app";
import type { Env } from "./env";
import { runScheduled } from "./scheduled";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron triggers (wrangler.toml): each expression runs its job (worker/scheduled.ts). */
  async scheduled(controller, env) {
    await runScheduled(controller, env);
  },
} satisfies ExportedHandler<Env>;
