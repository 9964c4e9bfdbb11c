import { createApp } from "./app";
import type { Env } from "./env";
import { runScheduled } from "./scheduled";
import { WebhookMessage } from "@core/contract/webhooks";
import { attemptDelivery } from "@core/domain/webhooks/deliver-webhook";
import { systemClock } from "@core/lib/clock";
import { webhookDeliveryDeps } from "./http/webhook-deps";

const app = createApp();

export default {
  fetch: app.fetch,
  /** Cron triggers (wrangler.toml): each expression runs its job (worker/scheduled.ts). */
  async scheduled(controller, env) {
    await runScheduled(controller, env);
  },
  /**
   * The webhook delivery queue: one attempt per message (a failed attempt queues the next one after
   * its back-off itself). A message that is not ours is dropped; an attempt that throws is retried.
   */
  async queue(batch, env) {
    const deps = webhookDeliveryDeps(env, systemClock);
    for (const message of batch.messages) {
      const parsed = WebhookMessage.safeParse(message.body);
      if (!parsed.success) {
        message.ack();
        continue;
      }
      try {
        await attemptDelivery(deps, parsed.data.deliveryId);
        message.ack();
      } catch (err) {
        console.error(JSON.stringify({ level: "error", msg: "webhook attempt failed", error: String(err) }));
        message.retry({ delaySeconds: 60 });
      }
    }
  },
} satisfies ExportedHandler<Env, unknown>;
