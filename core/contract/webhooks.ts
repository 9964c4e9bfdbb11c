/**
 * Webhooks (Standard Webhooks: signed HTTPS deliveries) and Slack channels (incoming webhooks,
 * Block Kit messages) for an organization's events. Shapes of the routes that manage them and of
 * their delivery log.
 */
import { z } from "zod";
import { OrganizationEventType } from "./events";

/** Back-off between attempts, in seconds: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 12 h (about 30 h in all). */
export const WEBHOOK_RETRY_DELAYS = [60, 300, 1800, 7200, 18_000, 36_000, 43_200] as const;
/** Attempts of one delivery: the first and one per delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS.length + 1;
/** An endpoint failing this long without one success is disabled and its admins told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 86_400_000;
/** How long a rotated-out secret keeps signing next to the new one. */
export const WEBHOOK_OLD_SECRET_MS = 86_400_000;
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT = 500;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_MAX_ENDPOINTS = 20;

const Events = z
  .array(OrganizationEventType)
  .min(1)
  .max(OrganizationEventType.options.length)
  .describe(`Which events to send: ${OrganizationEventType.options.join(", ")}.`);

export const CreateWebhookRequest = z
  .object({
    url: z
      .url({ protocol: /^https$/ })
      .max(2048)
      .describe("An https address on the public internet."),
    events: Events,
    description: z.string().trim().max(200).optional().describe("What receives it, for the admins' list."),
  })
  .strict();
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const SLACK_HOOK_PATTERN = /^https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+$/;

export const CreateSlackChannelRequest = z
  .object({
    url: z
      .string()
      .max(512)
      .regex(SLACK_HOOK_PATTERN, "must be a Slack incoming-webhook address (https://hooks.slack.com/services/…)")
      .describe("The Slack incoming webhook's address, https://hooks.slack.com/services/…"),
    events: Events,
    description: z.string().trim().max(200).optional().describe("The channel's name, for the admins' list."),
  })
  .strict();
export type CreateSlackChannelRequest = z.infer<typeof CreateSlackChannelRequest>;

export const WebhookStatus = z.enum(["active", "disabled"]);

export const Webhook = z.object({
  id: z.string(),
  kind: z.enum(["webhook", "slack"]),
  url: z.string().describe("For Slack, the address with its secret part hidden."),
  events: z.array(OrganizationEventType),
  description: z.string().nullable(),
  status: WebhookStatus,
  failing_since: z.string().nullable().describe("The first failed delivery since the last success."),
  disabled_at: z.string().nullable(),
  previous_secret_expires_at: z
    .string()
    .nullable()
    .describe("After a rotation: until when the old secret still signs deliveries."),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof Webhook>;

export const CreatedWebhook = Webhook.extend({
  secret: z.string().describe("The signing secret (whsec_…), shown this once."),
});
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookDelivery = z.object({
  id: z.string(),
  event: z.string().describe("The event type."),
  event_id: z.string().describe("The webhook-id header: the same for every attempt and redelivery of one event."),
  status: z.enum(["pending", "succeeded", "failed"]),
  attempt: z.number().int().describe("Attempts made so far."),
  status_code: z.number().int().nullable().describe("The receiver's HTTP status at the last attempt."),
  duration_ms: z.number().int().nullable(),
  response_excerpt: z.string().nullable().describe("The start of the receiver's answer, or why no answer came."),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookQueued = z.object({ delivery_id: z.string() });
export const RotatedSecret = z.object({
  secret: z.string().describe("The new signing secret (whsec_…), shown this once."),
  previous_secret_expires_at: z.string(),
});

/** A message of the webhook delivery queue: attempt this delivery now. */
export const WebhookMessage = z.object({ v: z.literal(1), type: z.literal("deliver"), deliveryId: z.string() });
export type WebhookMessage = z.infer<typeof WebhookMessage>;
