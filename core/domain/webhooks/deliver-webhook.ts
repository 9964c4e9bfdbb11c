import { and, eq, isNull, sql } from "drizzle-orm";
import { Webhook as Signer } from "standardwebhooks";
import { webhookDeliveriesTable, webhookEndpointsTable, type WebhookEndpointRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch, type Statement } from "@core/db/batch";
import { APP_ORIGIN_PLACEHOLDER } from "@core/email/outbox";
import { OrganizationEvent } from "@core/contract/events";
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RESPONSE_EXCERPT,
  WEBHOOK_RETRY_DELAYS,
  WEBHOOK_TIMEOUT_MS,
  type WebhookMessage,
} from "@core/contract/webhooks";
import { notificationStatements } from "../notifications/notification-statements";
import { organizationMembers } from "../notifications/organization-members";
import { auditEventQueryIf } from "../audit/record-audit-event";
import { endpointProblem } from "./endpoint-url";
import { slackMessage } from "./slack-message";

/** The delivery queue (Cloudflare Queues' producer, or a test's). */
export interface WebhookQueue {
  send(message: WebhookMessage, options?: { delaySeconds?: number }): Promise<void>;
}

export interface DeliveryDeps {
  db: Db;
  clock: () => Date;
  /** The network, already wrapped with the DNS check where a resolver is configured. */
  fetch: typeof fetch;
  queue: WebhookQueue;
  allowLocal: boolean;
  /** The app's public origin, for links in Slack messages. */
  appOrigin: string;
}

export type AttemptOutcome = "succeeded" | "retrying" | "failed" | "skipped";

/** The Standard Webhooks signatures of a body: one per secret still valid (a rotation signs with both). */
export function signatures(endpoint: WebhookEndpointRow, id: string, at: Date, body: string): string {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > at)
    secrets.push(endpoint.previousSecret);
  return secrets
    .filter((s): s is string => Boolean(s))
    .map((s) => new Signer(s).sign(id, at, body))
    .join(" ");
}

/** What is sent: the event for a webhook (its stored JSON), a Block Kit message for Slack. */
function requestOf(
  endpoint: WebhookEndpointRow,
  delivery: { eventId: string; payload: string },
  at: Date,
  appOrigin: string,
): { body: string; headers: Record<string, string> } {
  if (endpoint.kind === "slack") {
    const event = OrganizationEvent.parse(JSON.parse(delivery.payload));
    return { body: JSON.stringify(slackMessage(event, appOrigin)), headers: { "content-type": "application/json" } };
  }
  return {
    body: delivery.payload,
    headers: {
      "content-type": "application/json",
      "user-agent": "RapidRiskReview-Webhooks/1.0",
      "webhook-id": delivery.eventId,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signatures(endpoint, delivery.eventId, at, delivery.payload),
    },
  };
}

async function send(deps: DeliveryDeps, url: string, request: { body: string; headers: Record<string, string> }) {
  const started = Date.now();
  try {
    const res = await deps.fetch(url, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      // A redirect is a failure: following it could lead anywhere the checks did not look.
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await res.text().catch(() => "");
    return {
      ok: res.status >= 200 && res.status < 300,
      statusCode: res.status,
      excerpt: text.slice(0, WEBHOOK_RESPONSE_EXCERPT),
      durationMs: Date.now() - started,
    };
  } catch (err) {
    const timeout = err instanceof Error && err.name === "TimeoutError";
    const reason = timeout
      ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
      : `could not connect: ${String(err).slice(0, 200)}`;
    return { ok: false, statusCode: null, excerpt: reason, durationMs: Date.now() - started };
  }
}

/**
 * Makes the next attempt of one delivery (at least once: a queue message, or the sweep for a lost
 * one). The attempt is claimed by one conditional UPDATE (a duplicate message does nothing). The
 * endpoint's address is checked again first. A 2xx succeeds and clears the endpoint's failing
 * streak; anything else schedules the next attempt after the back-off (WEBHOOK_RETRY_DELAYS) or
 * fails the delivery after the last one. An endpoint failing for three days straight is disabled
 * and its admins are told (in the app, integration_failing, and by e-mail).
 */
export async function attemptDelivery(deps: DeliveryDeps, deliveryId: string): Promise<AttemptOutcome> {
  const d = webhookDeliveriesTable;
  const e = webhookEndpointsTable;
  const [found] = await deps.db
    .select({ delivery: d, endpoint: e })
    .from(d)
    .innerJoin(e, eq(e.id, d.endpointId))
    .where(eq(d.id, deliveryId))
    .limit(1);
  if (found?.delivery.status !== "pending") return "skipped";
  const { delivery, endpoint } = found;
  const now = deps.clock();
  const at = now.toISOString();
  if (endpoint.deletedAt || endpoint.disabledAt) {
    await deps.db
      .update(d)
      .set({
        status: "failed",
        error: endpoint.deletedAt ? "The endpoint was deleted." : "The endpoint is disabled.",
        nextAttemptAt: null,
      })
      .where(and(eq(d.id, delivery.id), eq(d.status, "pending")));
    return "skipped";
  }
  const claimed = await deps.db
    .update(d)
    .set({ attempt: delivery.attempt + 1, lastAttemptAt: at, nextAttemptAt: null })
    .where(and(eq(d.id, delivery.id), eq(d.status, "pending"), eq(d.attempt, delivery.attempt)))
    .returning({ id: d.id });
  if (claimed.length === 0) return "skipped";
  const attempt = delivery.attempt + 1;

  const problem = endpointProblem(endpoint.kind, endpoint.url, { allowLocal: deps.allowLocal });
  const result = problem
    ? { ok: false, statusCode: null, excerpt: `not sent: ${problem}`, durationMs: 0 }
    : await send(deps, endpoint.url, requestOf(endpoint, delivery, now, deps.appOrigin));

  const record = { statusCode: result.statusCode, durationMs: result.durationMs, responseExcerpt: result.excerpt };
  if (result.ok) {
    await runBatch(deps.db, [
      deps.db
        .update(d)
        .set({ ...record, status: "succeeded", error: null })
        .where(eq(d.id, delivery.id)),
      deps.db.update(e).set({ failingSince: null }).where(eq(e.id, endpoint.id)),
    ]);
    return "succeeded";
  }
  const last = attempt >= WEBHOOK_MAX_ATTEMPTS;
  const delay = WEBHOOK_RETRY_DELAYS[attempt - 1] ?? 0;
  const next = last ? null : new Date(now.getTime() + delay * 1000).toISOString();
  const failingSince = endpoint.failingSince ?? at;
  const disable = now.getTime() - new Date(failingSince).getTime() >= WEBHOOK_DISABLE_AFTER_MS;
  await runBatch(deps.db, [
    deps.db
      .update(d)
      .set({ ...record, status: last || disable ? "failed" : "pending", nextAttemptAt: disable ? null : next })
      .where(eq(d.id, delivery.id)),
    deps.db
      .update(e)
      .set({ failingSince: sql`coalesce(${e.failingSince}, ${at})` })
      .where(eq(e.id, endpoint.id)),
    ...(disable ? await disableStatements(deps, endpoint, now) : []),
  ]);
  if (!last && !disable)
    await deps.queue.send({ v: 1, type: "deliver", deliveryId: delivery.id }, { delaySeconds: delay });
  return last || disable ? "failed" : "retrying";
}

/** Disables the endpoint (once: conditional on it being enabled) and tells its organization's admins. */
async function disableStatements(deps: DeliveryDeps, endpoint: WebhookEndpointRow, now: Date): Promise<Statement[]> {
  const e = webhookEndpointsTable;
  const at = now.toISOString();
  const admins = (await organizationMembers(deps.db, endpoint.organizationId)).filter((m) => m.roles.includes("admin"));
  const name = endpoint.kind === "slack" ? "A Slack channel" : `The webhook ${endpoint.url}`;
  const when = sql`EXISTS (SELECT 1 FROM ${e} WHERE ${e.id} = ${endpoint.id} AND ${e.disabledAt} = ${at})`;
  return [
    deps.db
      .update(e)
      .set({ disabledAt: at })
      .where(and(eq(e.id, endpoint.id), isNull(e.disabledAt))),
    ...notificationStatements(deps.db, {
      organizationId: endpoint.organizationId,
      recipients: admins,
      now,
      when,
      draft: {
        type: "integration_failing",
        title: "Integration disabled",
        message: `${name} failed for 3 days and was disabled. Fix it, then create it again.`,
        link: "/admin/api",
        email: {
          subject: "An integration was disabled after failing for 3 days",
          text: (recipient) =>
            `Hello ${recipient.name},\n\n${name}${endpoint.description ? ` (${endpoint.description})` : ""} has failed every delivery for 3 days, so it was disabled and receives no more events.\n\nCheck the receiver, then set it up again: ${APP_ORIGIN_PLACEHOLDER}/admin/api\n\nRapid Risk Review`,
        },
      },
    }),
    auditEventQueryIf(
      deps.db,
      {
        action: "WEBHOOK_DISABLED",
        resourceType: "webhook",
        resourceId: endpoint.id,
        userId: null,
        organizationId: endpoint.organizationId,
        severity: "warning",
        details: { url: endpoint.kind === "slack" ? "slack" : endpoint.url, failing_since: endpoint.failingSince },
      },
      now,
      when,
    ),
  ];
}
