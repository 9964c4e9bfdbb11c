import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { requireSignedIn } from "../auth/middleware";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { webhookQueue } from "../http/webhook-deps";
import { allowLocalFromEnv } from "@core/domain/webhooks/endpoint-url";
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  rotateWebhookSecret,
} from "@core/domain/webhooks/manage-endpoints";
import { listDeliveries, redeliver, sendTestEvent } from "@core/domain/webhooks/delivery-log";
import { ListPage, ListQuery } from "@core/contract/list";
import {
  CreatedWebhook,
  CreateSlackChannelRequest,
  CreateWebhookRequest,
  RotatedSecret,
  Webhook,
  WebhookDelivery,
  WebhookQueued,
} from "@core/contract/webhooks";

const IdParams = z.object({ id: z.string().min(1).max(64) });
const DeliveryParams = IdParams.extend({ deliveryId: z.string().min(1).max(64) });
const PERMISSION = "Permission: `organization.manage` (admins), their own organization's; never an API token.";
const json = <T>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

function deps(c: Context<AppEnv>) {
  return { ...requestDeps(c), queue: webhookQueue(c.env), policy: { allowLocal: allowLocalFromEnv(c.env) } };
}

/** The routes of one kind of endpoint: webhooks (signed) or Slack channels (Block Kit). */
function endpointRouter(kind: "webhook" | "slack") {
  const what = kind === "webhook" ? "webhook" : "Slack channel";
  const createBody = kind === "webhook" ? CreateWebhookRequest : CreateSlackChannelRequest;
  const router = new OpenAPIHono<AppEnv>({ defaultHook });
  router.use("*", requireSignedIn());
  const create = createRoute({
    method: "post",
    path: "/",
    summary: kind === "webhook" ? "Register a webhook endpoint" : "Connect a Slack channel (incoming webhook)",
    description:
      kind === "webhook"
        ? `${PERMISSION} An https address on the public internet (no private, loopback or metadata address; checked again ` +
          "before every delivery). Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature " +
          "v1 HMAC-SHA256 over id.timestamp.body); `secret` (whsec_…) is in this answer only."
        : `${PERMISSION} Only https://hooks.slack.com/services/… addresses. Messages use Block Kit: tool, score in its ` +
          "colour, level, what changed or was decided, and a link.",
    request: { body: { content: { "application/json": { schema: createBody } }, required: true } },
    responses: {
      201: json(kind === "webhook" ? CreatedWebhook : Webhook, `The ${what}`),
      ...errorResponses(400, 401, 403, 409),
    },
  });
  const list = createRoute({
    method: "get",
    path: "/",
    summary: kind === "webhook" ? "The organization's webhooks" : "The organization's Slack channels",
    description: `${PERMISSION} Newest first, disabled ones too (status and failing_since say why).`,
    request: { query: ListQuery },
    responses: { 200: json(ListPage(Webhook), "A page"), ...errorResponses(400, 401, 403) },
  });
  const remove = createRoute({
    method: "delete",
    path: "/{id}",
    summary: `Delete a ${what}`,
    description: `${PERMISSION} No more deliveries; its secret is forgotten.`,
    request: { params: IdParams },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
  });
  const test = createRoute({
    method: "post",
    path: "/{id}/test",
    summary: "Send test event",
    description: `${PERMISSION} Queues an event of type \`webhook.test\` to this ${what} only; see its deliveries.`,
    request: { params: IdParams },
    responses: { 202: json(WebhookQueued, "Queued"), ...errorResponses(401, 403, 404, 409) },
  });
  const deliveries = createRoute({
    method: "get",
    path: "/{id}/deliveries",
    summary: "The delivery log",
    description: `${PERMISSION} Newest first: event, attempts, last status code, duration, the answer's start, next attempt.`,
    request: { params: IdParams, query: ListQuery },
    responses: { 200: json(ListPage(WebhookDelivery), "A page of deliveries"), ...errorResponses(400, 401, 403, 404) },
  });
  router
    .openapi(create, async (c) =>
      c.json(await createEndpoint(deps(c), c.var.actor, kind, c.req.valid("json") as CreateWebhookRequest), 201),
    )
    .openapi(list, async (c) => c.json(await listEndpoints(deps(c), c.var.actor, kind, c.req.valid("query")), 200))
    .openapi(remove, async (c) => {
      await deleteEndpoint(deps(c), c.var.actor, kind, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(test, async (c) =>
      c.json({ delivery_id: await sendTestEvent(deps(c), c.var.actor, kind, c.req.valid("param").id) }, 202),
    )
    .openapi(deliveries, async (c) =>
      c.json(await listDeliveries(deps(c), c.var.actor, kind, c.req.valid("param").id, c.req.valid("query")), 200),
    );
  return router;
}

const rotate = createRoute({
  method: "post",
  path: "/{id}/rotate-secret",
  summary: "Rotate a webhook's signing secret",
  description: `${PERMISSION} The new secret is in this answer only; the old one keeps signing next to it for 24 hours.`,
  request: { params: IdParams },
  responses: { 200: json(RotatedSecret, "The new secret"), ...errorResponses(401, 403, 404) },
});

const redeliverRoute = createRoute({
  method: "post",
  path: "/{id}/deliveries/{deliveryId}/redeliver",
  summary: "Redeliver",
  description: `${PERMISSION} Sends the same event again (same webhook-id) as a new delivery.`,
  request: { params: DeliveryParams },
  responses: { 202: json(WebhookQueued, "Queued"), ...errorResponses(401, 403, 404, 409) },
});

export const webhooksRouter = endpointRouter("webhook")
  .openapi(rotate, async (c) => c.json(await rotateWebhookSecret(deps(c), c.var.actor, c.req.valid("param").id), 200))
  .openapi(redeliverRoute, async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json({ delivery_id: await redeliver(deps(c), c.var.actor, id, deliveryId) }, 202);
  });

export const slackChannelsRouter = endpointRouter("slack");
