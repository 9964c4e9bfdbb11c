import { and, eq, isNull } from "drizzle-orm";
import { webhookEndpointsTable, type WebhookDeliveryRow, type WebhookEndpointRow } from "@core/db/schema";
import type { Db } from "@core/db";
import { notFound } from "@core/lib/errors";
import { OrganizationEventType } from "@core/contract/events";
import type { Webhook, WebhookDelivery } from "@core/contract/webhooks";
import { maskedSlackUrl } from "./endpoint-url";

export const ENDPOINT_NOT_FOUND = "Webhook not found";

export function endpointEvents(row: Pick<WebhookEndpointRow, "events">): OrganizationEventType[] {
  try {
    const value: unknown = JSON.parse(row.events);
    return Array.isArray(value) ? value.filter((v) => OrganizationEventType.safeParse(v).success) : [];
  } catch {
    return [];
  }
}

export function toWebhook(row: WebhookEndpointRow, now: Date): Webhook {
  const previousValid = row.previousSecretExpiresAt && new Date(row.previousSecretExpiresAt) > now;
  return {
    id: row.id,
    kind: row.kind,
    url: row.kind === "slack" ? maskedSlackUrl(row.url) : row.url,
    events: endpointEvents(row),
    description: row.description,
    status: row.disabledAt ? "disabled" : "active",
    failing_since: row.failingSince,
    disabled_at: row.disabledAt,
    previous_secret_expires_at: previousValid ? row.previousSecretExpiresAt : null,
    created_at: row.createdAt,
  };
}

export function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.eventType,
    event_id: row.eventId,
    status: row.status,
    attempt: row.attempt,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    response_excerpt: row.responseExcerpt ?? row.error,
    created_at: row.createdAt,
    next_attempt_at: row.nextAttemptAt,
  };
}

/** An endpoint of the organization that was not deleted; 404 otherwise (another organization's too). */
export async function findEndpoint(
  db: Db,
  organizationId: string,
  id: string,
  kind?: "webhook" | "slack",
): Promise<WebhookEndpointRow> {
  const t = webhookEndpointsTable;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId), isNull(t.deletedAt)))
    .limit(1);
  if (!row || (kind && row.kind !== kind))
    throw notFound(kind === "slack" ? "Slack channel not found" : ENDPOINT_NOT_FOUND);
  return row;
}

/** A new signing secret: whsec_ + 32 random bytes in base64 (Standard Webhooks). */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
