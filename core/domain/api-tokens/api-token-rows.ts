import { eq } from "drizzle-orm";
import { apiTokensTable, userProfilesTable, type ApiTokenRow } from "@core/db/schema";
import type { Db } from "@core/db";
import type { ApiToken, ApiTokenScope } from "@core/contract/api-tokens";

/** The token's state at `now`: revoked wins over expired. */
export function tokenStatus(row: Pick<ApiTokenRow, "revokedAt" | "expiresAt">, now: Date): ApiToken["status"] {
  if (row.revokedAt) return "revoked";
  return new Date(row.expiresAt).getTime() <= now.getTime() ? "expired" : "active";
}

export function parseList(text: string | null): string[] {
  try {
    const value: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The API's view of a token (never its secret nor its hash). */
export function toApiToken(
  row: ApiTokenRow,
  creator: { name: string | null; email: string | null } | null,
  now: Date,
): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: parseList(row.scopes) as ApiTokenScope[],
    expires_at: row.expiresAt,
    prefix: row.prefix,
    allowed_ips: parseList(row.allowedIps),
    created_at: row.createdAt,
    created_by: creator ? { id: row.createdBy, name: creator.name, email: creator.email } : null,
    last_used_at: row.lastUsedAt,
    last_used_ip: row.lastUsedIp,
    revoked_at: row.revokedAt,
    status: tokenStatus(row, now),
  };
}

/** Tokens with their creator's name and address. */
export function selectTokens(db: Db) {
  const t = apiTokensTable;
  const u = userProfilesTable;
  return db
    .select({ token: t, name: u.fullName, email: u.email })
    .from(t)
    .leftJoin(u, eq(u.id, t.createdBy))
    .$dynamic();
}
