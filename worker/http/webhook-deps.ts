import type { Env } from "../env";
import { createDb } from "@core/db";
import type { Clock } from "@core/lib/clock";
import { withDnsCheck } from "@core/lib/dns-check";
import type { WebhookMessage } from "@core/contract/webhooks";
import type { DeliveryDeps, WebhookQueue } from "@core/domain/webhooks/deliver-webhook";
import { allowLocalFromEnv } from "@core/domain/webhooks/endpoint-url";

/** The webhook delivery queue of this Worker (wrangler.toml WEBHOOK_QUEUE). */
export function webhookQueue(env: Env): WebhookQueue {
  return {
    send: async (message: WebhookMessage, options?: { delaySeconds?: number }) => {
      await env.WEBHOOK_QUEUE.send(message, options?.delaySeconds ? { delaySeconds: options.delaySeconds } : undefined);
    },
  };
}

/**
 * What a delivery needs: the network (through the DNS check where DNS_RESOLVER_URL names a
 * resolver, as the crawler's), the queue for retries, and whether local endpoints are allowed
 * (WEBHOOK_ALLOW_LOCAL, development only).
 */
export function webhookDeliveryDeps(env: Env, clock: Clock, network: typeof fetch = fetch): DeliveryDeps {
  const resolverUrl = env.DNS_RESOLVER_URL?.trim();
  const allowLocal = allowLocalFromEnv(env);
  return {
    db: createDb(env.DB),
    clock,
    fetch: resolverUrl && !allowLocal ? withDnsCheck(network, { resolverUrl, fetch: network }) : network,
    queue: webhookQueue(env),
    allowLocal,
    appOrigin: (env.APP_ORIGIN ?? "").replace(/\/+$/, ""),
  };
}
