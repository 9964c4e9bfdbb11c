import { apiTokensTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { runBatch } from "@core/db/batch";
import { badRequest } from "@core/lib/errors";
import { API_TOKEN_MAX_DAYS, type CreateApiTokenRequest, type CreatedApiToken } from "@core/contract/api-tokens";
import type { Actor } from "../actor";
import { authorize } from "../authorize";
import { auditEventQuery } from "../audit/record-audit-event";
import { hashToken, newTokenSecret, normalizeCidr, shownPrefix } from "./token-secret";
import { toApiToken } from "./api-token-rows";

const DAY_MS = 86_400_000;

/**
 * Creates an API token of the admin's organization (`organization.manage`; tokens themselves
 * cannot). The expiry is required, in the future and at most a year away; the allow-list is
 * stored in normal form. The secret is returned this once and only its hash kept; the token and
 * its API_TOKEN_CREATED audit entry are one batch.
 */
export async function createApiToken(
  deps: { db: Db; clock: () => Date },
  actor: Actor,
  input: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  const admin = authorize(actor, "organization.manage");
  const now = deps.clock();
  const expires = new Date(input.expires_at);
  if (expires.getTime() <= now.getTime()) throw badRequest("Invalid request: expires_at: must be in the future");
  if (expires.getTime() > now.getTime() + API_TOKEN_MAX_DAYS * DAY_MS)
    throw badRequest("Invalid request: expires_at: a token lives at most one year");
  const allowedIps: string[] = [];
  for (const text of input.allowed_ips ?? []) {
    const cidr = normalizeCidr(text);
    if (!cidr) throw badRequest(`Invalid request: allowed_ips: '${text}' is not an IP address or CIDR range`);
    if (!allowedIps.includes(cidr)) allowedIps.push(cidr);
  }
  const secret = newTokenSecret();
  const scopes = [...new Set(input.scopes)];
  const row = {
    id: crypto.randomUUID(),
    organizationId: admin.organizationId,
    name: input.name.trim(),
    prefix: shownPrefix(secret),
    tokenHash: hashToken(secret),
    scopes: JSON.stringify(scopes),
    allowedIps: JSON.stringify(allowedIps),
    expiresAt: expires.toISOString(),
    createdBy: admin.userId,
    createdAt: now.toISOString(),
    revokedAt: null,
    revokedBy: null,
    lastUsedAt: null,
    lastUsedIp: null,
  };
  await runBatch(deps.db, [
    deps.db.insert(apiTokensTable).values(row),
    auditEventQuery(
      deps.db,
      {
        action: "API_TOKEN_CREATED",
        resourceType: "api_token",
        resourceId: row.id,
        userId: admin.userId,
        organizationId: admin.organizationId,
        severity: "warning",
        details: { name: row.name, scopes, expires_at: row.expiresAt, allowed_ips: allowedIps, prefix: row.prefix },
      },
      now,
    ),
  ]);
  return { ...toApiToken(row, null, now), token: secret };
}
