import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * An organization's API token. Only the SHA-256 of the secret is kept (`token_hash`); `prefix`
 * is its first characters, to tell tokens apart. `scopes` and `allowed_ips` are JSON string arrays.
 * A revoked token keeps its row (the audit log and the list name it).
 */
export const apiTokensTable = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes").notNull(),
    allowedIps: text("allowed_ips").notNull().default("[]"),
    expiresAt: text("expires_at").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull(),
    revokedAt: text("revoked_at"),
    revokedBy: text("revoked_by"),
    lastUsedAt: text("last_used_at"),
    lastUsedIp: text("last_used_ip"),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_idx").on(t.tokenHash),
    index("api_tokens_org_created_idx").on(t.organizationId, t.createdAt, t.id),
  ],
);
export type ApiTokenRow = typeof apiTokensTable.$inferSelect;

/**
 * Requests counted per fixed window for the API's rate limits: one row per key (`token:<id>`,
 * `organization:<id>`) and window start; counted with one UPSERT per request. Old windows are
 * deleted by the daily upkeep.
 */
export const apiRateWindowsTable = sqliteTable(
  "api_rate_windows",
  {
    key: text("key").notNull(),
    /** Unix seconds at the start of the window. */
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
