import { and, eq } from "drizzle-orm";
import { webhookDeliveriesTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { conflict, notFound } from "@core/lib/errors";
import { cursorOrder, cursorWhere, toPage } from "@core/lib/pagination";
import { WEBHOOK_TEST_EVENT, type OrganizationEvent } from "@core/contract/events";
import type { ListPage, ListQuery } from "@core/contract/list";
import type { WebhookDelivery } from "@core/contract/webhooks";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import type { WebhookQueue } from "./deliver-webhook";
import { enqueueDeliveries } from "./dispatch-events";
import { findEndpoint, toDelivery } from "./webhook-rows";

type Deps = { db: Db; clock: () => Date };

/** An endpoint's delivery log, newest first: event, attempts, last status code, duration, answer. */
export async function listDeliveries(
  deps: Deps,
  actor: Actor,
  kind: "webhook" | "slack",
  id: string,
  query: ListQuery,
): Promise<ListPage<WebhookDelivery>> {
  const admin = authorize(actor, "organization.manage");
  const endpoint = await findEndpoint(deps.db, admin.organizationId, id, kind);
  const d = webhookDeliveriesTable;
  const columns = { createdAt: d.createdAt, id: d.id };
  const rows = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.endpointId, endpoint.id), cursorWhere(columns, query.cursor)))
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (r) => ({ createdAt: r.createdAt, id: r.id }), toDelivery);
}

async function newDelivery(
  deps: Deps & { queue: WebhookQueue },
  endpoint: { id: string; organizationId: string },
  event: OrganizationEvent,
): Promise<string> {
  const id = crypto.randomUUID();
  const at = deps.clock().toISOString();
  await deps.db.insert(webhookDeliveriesTable).values({
    id,
    endpointId: endpoint.id,
    organizationId: endpoint.organizationId,
    eventId: event.id,
    eventType: event.type,
    payload: JSON.stringify(event),
    status: "pending",
    attempt: 0,
    createdAt: at,
    nextAttemptAt: at,
  });
  await enqueueDeliveries(deps.queue, [id]);
  return id;
}

/** "Send test event": a `webhook.test` event to this endpoint only (disabled ones too: a test is how to check a fix). */
export async function sendTestEvent(
  deps: Deps & { queue: WebhookQueue },
  actor: Actor,
  kind: "webhook" | "slack",
  id: string,
): Promise<string> {
  const admin = authorize(actor, "organization.manage");
  const endpoint = await findEndpoint(deps.db, admin.organizationId, id, kind);
  if (endpoint.disabledAt) throw conflict("This endpoint is disabled; create it again to receive events.");
  return newDelivery(deps, endpoint, {
    id: `test_${crypto.randomUUID()}`,
    type: WEBHOOK_TEST_EVENT,
    timestamp: deps.clock().toISOString(),
    data: {
      organization_id: admin.organizationId,
      tool_name: "Example Tool",
      url: "https://example.com/",
      score: 4.2,
      risk_level: "medium",
      link: "/dashboard/assessments",
    },
  });
}

/** "Redeliver": the same event (same webhook-id, so receivers can tell) sent again as a new delivery. */
export async function redeliver(
  deps: Deps & { queue: WebhookQueue },
  actor: Actor,
  id: string,
  deliveryId: string,
): Promise<string> {
  const admin = authorize(actor, "organization.manage");
  const endpoint = await findEndpoint(deps.db, admin.organizationId, id);
  if (endpoint.disabledAt) throw conflict("This endpoint is disabled; create it again to receive events.");
  const d = webhookDeliveriesTable;
  const [original] = await deps.db
    .select()
    .from(d)
    .where(and(eq(d.id, deliveryId), eq(d.endpointId, endpoint.id)))
    .limit(1);
  if (!original) throw notFound("Delivery not found");
  return newDelivery(deps, endpoint, JSON.parse(original.payload) as OrganizationEvent);
}
