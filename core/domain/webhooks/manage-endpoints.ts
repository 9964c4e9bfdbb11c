import { and, count, eq, isNull } from "drizzle-orm";
import { webhookEndpointsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import { badRequest, conflict } from "@core/lib/errors";
import { cursorOrder, cursorWhere, toPage } from "@core/lib/pagination";
import type { ListPage, ListQuery } from "@core/contract/list";
import {
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_OLD_SECRET_MS,
  type CreatedWebhook,
  type CreateWebhookRequest,
  type Webhook,
} from "@core/contract/webhooks";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEventQuery } from "../audit/record-audit-event";
import { endpointProblem, type EndpointPolicy } from "./endpoint-url";
import { findEndpoint, newWebhookSecret, toWebhook } from "./webhook-rows";

type Deps = { db: Db; clock: () => Date };
type Kind = "webhook" | "slack";

/**
 * Registers a webhook (with its whsec_ signing secret, returned this once) or a Slack channel of
 * the admin's organization (`organization.manage`). The address must pass the public-address
 * checks (Slack: hooks.slack.com only); at most 20 per organization. Audited (WEBHOOK_CREATED).
 */
export async function createEndpoint(
  deps: Deps & { policy: EndpointPolicy },
  actor: Actor,
  kind: Kind,
  input: CreateWebhookRequest,
): Promise<CreatedWebhook> {
  const admin = authorize(actor, "organization.manage");
  const problem = endpointProblem(kind, input.url, deps.policy);
  if (problem) throw badRequest(`Invalid request: url: ${problem}`);
  const t = webhookEndpointsTable;
  const [{ n } = { n: 0 }] = await deps.db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.organizationId, admin.organizationId), isNull(t.deletedAt)));
  if (n >= WEBHOOK_MAX_ENDPOINTS)
    throw conflict(`An organization can have at most ${WEBHOOK_MAX_ENDPOINTS} webhooks and Slack channels.`);
  const now = deps.clock();
  const secret = kind === "webhook" ? newWebhookSecret() : null;
  const row = {
    id: crypto.randomUUID(),
    organizationId: admin.organizationId,
    kind,
    url: input.url,
    description: input.description?.trim() || null,
    events: JSON.stringify([...new Set(input.events)]),
    secret,
    previousSecret: null,
    previousSecretExpiresAt: null,
    failingSince: null,
    disabledAt: null,
    createdBy: admin.userId,
    createdAt: now.toISOString(),
    deletedAt: null,
  };
  await runBatch(deps.db, [
    deps.db.insert(t).values(row),
    auditEventQuery(
      deps.db,
      {
        action: kind === "slack" ? "SLACK_CHANNEL_CREATED" : "WEBHOOK_CREATED",
        resourceType: kind,
        resourceId: row.id,
        userId: admin.userId,
        organizationId: admin.organizationId,
        details: { url: kind === "slack" ? "hooks.slack.com" : row.url, events: JSON.parse(row.events) },
      },
      now,
    ),
  ]);
  return { ...toWebhook(row, now), secret: secret ?? "" };
}

/** The organization's webhooks or Slack channels, newest first (disabled ones too). */
export async function listEndpoints(
  deps: Deps,
  actor: Actor,
  kind: Kind,
  query: ListQuery,
): Promise<ListPage<Webhook>> {
  const { organizationId } = authorize(actor, "organization.manage");
  const t = webhookEndpointsTable;
  const columns = { createdAt: t.createdAt, id: t.id };
  const rows = await deps.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.organizationId, organizationId),
        eq(t.kind, kind),
        isNull(t.deletedAt),
        cursorWhere(columns, query.cursor),
      ),
    )
    .orderBy(...cursorOrder(columns))
    .limit(query.limit + 1);
  const now = deps.clock();
  return toPage(
    rows,
    query.limit,
    (r) => ({ createdAt: r.createdAt, id: r.id }),
    (r) => toWebhook(r, now),
  );
}

/** Deletes an endpoint: no more deliveries (pending ones fail). Audited. */
export async function deleteEndpoint(deps: Deps, actor: Actor, kind: Kind, id: string): Promise<void> {
  const admin = authorize(actor, "organization.manage");
  const row = await findEndpoint(deps.db, admin.organizationId, id, kind);
  const now = deps.clock();
  const t = webhookEndpointsTable;
  await runBatch(deps.db, [
    deps.db.update(t).set({ deletedAt: now.toISOString(), secret: null, previousSecret: null }).where(eq(t.id, row.id)),
    auditEventQuery(
      deps.db,
      {
        action: kind === "slack" ? "SLACK_CHANNEL_DELETED" : "WEBHOOK_DELETED",
        resourceType: kind,
        resourceId: row.id,
        userId: admin.userId,
        organizationId: admin.organizationId,
        details: { url: kind === "slack" ? "hooks.slack.com" : row.url },
      },
      now,
    ),
  ]);
}

/**
 * A new signing secret for a webhook, returned this once; the old one keeps signing next to it for
 * 24 hours (deliveries carry both signatures), so receivers can switch without losing any. Audited.
 */
export async function rotateWebhookSecret(
  deps: Deps,
  actor: Actor,
  id: string,
): Promise<{ secret: string; previous_secret_expires_at: string }> {
  const admin = authorize(actor, "organization.manage");
  const row = await findEndpoint(deps.db, admin.organizationId, id, "webhook");
  const now = deps.clock();
  const secret = newWebhookSecret();
  const expires = new Date(now.getTime() + WEBHOOK_OLD_SECRET_MS).toISOString();
  const t = webhookEndpointsTable;
  await runBatch(deps.db, [
    deps.db
      .update(t)
      .set({ secret, previousSecret: row.secret, previousSecretExpiresAt: expires })
      .where(eq(t.id, row.id)),
    auditEventQuery(
      deps.db,
      {
        action: "WEBHOOK_SECRET_ROTATED",
        resourceType: "webhook",
        resourceId: row.id,
        userId: admin.userId,
        organizationId: admin.organizationId,
        severity: "warning",
        details: { url: row.url, previous_secret_expires_at: expires },
      },
      now,
    ),
  ]);
  return { secret, previous_secret_expires_at: expires };
}
