import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { organizationEventsTable, webhookDeliveriesTable, webhookEndpointsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import { insertWhere } from "@core/db/insert-where";
import type { OrganizationEvent, OrganizationEventType } from "@core/contract/events";
import type { WebhookQueue } from "./deliver-webhook";
import { endpointEvents } from "./webhook-rows";

/** Events taken per run: a backlog drains over several runs. */
const EVENTS_PER_RUN = 50;
/** A pending delivery this late was lost by the queue: the sweep sends it again. */
const LOST_AFTER_MS = 2 * 60_000;

/** Sends one queue message per delivery; a failure leaves them to the sweep (they are pending in the table). */
export async function enqueueDeliveries(queue: WebhookQueue, ids: string[]): Promise<void> {
  for (const deliveryId of ids) {
    try {
      await queue.send({ v: 1, type: "deliver", deliveryId });
    } catch (err) {
      console.error(
        JSON.stringify({ level: "error", msg: "webhook delivery not queued", deliveryId, error: String(err) }),
      );
    }
  }
}

/**
 * Fans the outbox of organization events out to deliveries: for each event not dispatched yet,
 * one delivery per enabled endpoint of its organization that chose its type, written in one batch
 * with the event's dispatched_at (the deliveries only if this run set it, so two runs never
 * deliver an event twice), then queued. Returns the deliveries created.
 */
export async function dispatchEvents(deps: { db: Db; clock: () => Date; queue: WebhookQueue }): Promise<number> {
  const ev = organizationEventsTable;
  const e = webhookEndpointsTable;
  const events = await deps.db
    .select()
    .from(ev)
    .where(isNull(ev.dispatchedAt))
    .orderBy(asc(ev.createdAt))
    .limit(EVENTS_PER_RUN);
  if (events.length === 0) return 0;
  const organizations = [...new Set(events.map((x) => x.organizationId))];
  const endpoints = (
    await Promise.all(
      organizations.map((org) =>
        deps.db
          .select()
          .from(e)
          .where(and(eq(e.organizationId, org), isNull(e.deletedAt), isNull(e.disabledAt))),
      ),
    )
  ).flat();
  const now = deps.clock();
  const at = now.toISOString();
  const queued: string[] = [];
  for (const event of events) {
    const body: OrganizationEvent = {
      id: event.id,
      type: event.type,
      timestamp: event.createdAt,
      data: JSON.parse(event.data),
    };
    const claimed = sql`EXISTS (SELECT 1 FROM ${ev} WHERE ${ev.id} = ${event.id} AND ${ev.dispatchedAt} = ${at})`;
    const statements: Statement[] = [
      deps.db
        .update(ev)
        .set({ dispatchedAt: at })
        .where(and(eq(ev.id, event.id), isNull(ev.dispatchedAt))),
    ];
    const ids: string[] = [];
    for (const endpoint of endpoints) {
      if (endpoint.organizationId !== event.organizationId) continue;
      if (!endpointEvents(endpoint).includes(event.type as OrganizationEventType)) continue;
      const id = crypto.randomUUID();
      ids.push(id);
      statements.push(
        insertWhere(
          deps.db,
          webhookDeliveriesTable,
          {
            id,
            endpointId: endpoint.id,
            organizationId: event.organizationId,
            eventId: event.id,
            eventType: event.type,
            payload: JSON.stringify(body),
            status: "pending",
            attempt: 0,
            createdAt: at,
            nextAttemptAt: at,
          },
          claimed,
        ),
      );
    }
    await runBatch(deps.db, statements);
    const written = ids.length
      ? await deps.db
          .select({ id: webhookDeliveriesTable.id })
          .from(webhookDeliveriesTable)
          .where(and(eq(webhookDeliveriesTable.eventId, event.id), eq(webhookDeliveriesTable.createdAt, at)))
      : [];
    queued.push(...written.map((w) => w.id).filter((id) => ids.includes(id)));
  }
  await enqueueDeliveries(deps.queue, queued);
  return queued.length;
}

/**
 * The scheduled sweep: dispatches events still in the outbox (those written by the analysis
 * Worker, or whose request ended before dispatching), and queues again pending deliveries whose
 * attempt is overdue (a lost queue message). Attempts are claimed, so a duplicate does nothing.
 */
export async function sweepWebhooks(deps: { db: Db; clock: () => Date; queue: WebhookQueue }): Promise<void> {
  await dispatchEvents(deps);
  const d = webhookDeliveriesTable;
  const overdue = new Date(deps.clock().getTime() - LOST_AFTER_MS).toISOString();
  const lost = await deps.db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.status, "pending"), lte(d.nextAttemptAt, overdue)))
    .limit(100);
  await enqueueDeliveries(
    deps.queue,
    lost.map((l) => l.id),
  );
}
