import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { apiTokensTable, organizationsTable, organizationUsageTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { AppError, forbidden } from "@core/lib/errors";
import { SCOPE_ACTIONS, type ApiTokenScope } from "@core/contract/api-tokens";
import type { Action } from "@core/contract/permissions";
import type { Actor } from "../actor";
import { parseList, tokenStatus } from "./api-token-rows";
import { addressAllowed, hashToken, isWellFormedToken } from "./token-secret";

export type TokenActor = Extract<Actor, { kind: "token" }>;

/** A 401 for a bearer token, with the header RFC 6750 asks for. */
function invalidToken(message: string) {
  return new AppError("UNAUTHENTICATED", 401, message, undefined, {
    "www-authenticate": 'Bearer realm="api", error="invalid_token"',
  });
}

/** How often the last use of a token is written (the list shows it to the minute). */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Turns `Authorization: Bearer <secret>` into the token's actor: 401 for a secret that is not one
 * of ours (bad shape or checksum: no database read), unknown, revoked or expired, or whose
 * organization is suspended; 403 for a request from outside its IP allow-list.
 */
export async function authenticateApiToken(
  deps: { db: Db; clock: () => Date },
  input: { secret: string; address: string | null; clientKey: string },
): Promise<TokenActor> {
  if (!isWellFormedToken(input.secret)) throw invalidToken("This API token is not valid.");
  const t = apiTokensTable;
  const o = organizationsTable;
  const [found] = await deps.db
    .select({ token: t, organizationStatus: o.status })
    .from(t)
    .innerJoin(o, eq(o.id, t.organizationId))
    .where(eq(t.tokenHash, hashToken(input.secret)))
    .limit(1);
  if (!found) throw invalidToken("This API token is not valid.");
  const { token } = found;
  const status = tokenStatus(token, deps.clock());
  if (status === "revoked") throw invalidToken("This API token was revoked.");
  if (status === "expired") throw invalidToken("This API token has expired.");
  if (found.organizationStatus === "suspended") throw invalidToken("This API token's organization is suspended.");
  if (!addressAllowed(input.address, parseList(token.allowedIps)))
    throw forbidden("This API token cannot be used from your address (its IP allow-list does not include it).");
  const scopes = parseList(token.scopes) as ApiTokenScope[];
  const actions = new Set<Action>(scopes.flatMap((s) => SCOPE_ACTIONS[s] ?? []));
  return {
    kind: "token",
    clientKey: input.clientKey,
    userId: token.id,
    tokenId: token.id,
    tokenName: token.name,
    organizationId: token.organizationId,
    roles: [],
    isSuperAdmin: false,
    scopes,
    tokenActions: [...actions],
  };
}

/**
 * After a token's request: its last use (time and address, at most once a minute) and one more
 * `api_requests` in its organization's usage for the day (organization_usage, period daily).
 */
export async function recordTokenUse(db: Db, actor: TokenActor, address: string | null, now: Date): Promise<void> {
  const t = apiTokensTable;
  const u = organizationUsageTable;
  const at = now.toISOString();
  const day = at.slice(0, 10);
  const since = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  await db.batch([
    db
      .update(t)
      .set({ lastUsedAt: at, lastUsedIp: address })
      .where(
        and(
          eq(t.id, actor.tokenId),
          or(isNull(t.lastUsedAt), lt(t.lastUsedAt, since), sql`${t.lastUsedIp} IS NOT ${address}`),
        ),
      ),
    db
      .insert(u)
      .values({
        id: crypto.randomUUID(),
        organizationId: actor.organizationId,
        metricName: "api_requests",
        metricValue: 1,
        period: "daily",
        periodStart: day,
        recordedAt: at,
      })
      .onConflictDoUpdate({
        target: [u.organizationId, u.metricName, u.period, u.periodStart],
        set: { metricValue: sql`${u.metricValue} + 1`, recordedAt: at },
      }),
  ]);
}
