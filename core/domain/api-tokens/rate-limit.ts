import { lt, sql } from "drizzle-orm";
import { apiRateWindowsTable } from "@core/db/schema";
import type { Db } from "@core/db";
import { API_RATE_LIMITS } from "@core/contract/api-tokens";

export interface RateLimitPolicy {
  /** The policy's name in the RateLimit headers. */
  name: "token" | "organization";
  key: string;
  quota: number;
}

export interface RateLimitState {
  policy: RateLimitPolicy;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  states: RateLimitState[];
  /** Seconds to wait before a retry is counted in a new window (when not allowed). */
  retryAfter: number;
}

/** Limits of one token's requests: its own and its organization's together. */
export function tokenPolicies(
  token: { tokenId: string; organizationId: string },
  limits: { perToken: number; perOrganization: number } = API_RATE_LIMITS,
): RateLimitPolicy[] {
  return [
    { name: "token", key: `token:${token.tokenId}`, quota: limits.perToken },
    { name: "organization", key: `organization:${token.organizationId}`, quota: limits.perOrganization },
  ];
}

/**
 * Counts one request against each policy's current fixed window (one UPSERT per policy, in one
 * batch: D1 runs each atomically, so parallel requests cannot all see room) and says whether it
 * is within every quota.
 */
export async function takeRateLimit(
  db: Db,
  policies: RateLimitPolicy[],
  now: Date,
  windowSeconds: number = API_RATE_LIMITS.windowSeconds,
): Promise<RateLimitOutcome> {
  const t = apiRateWindowsTable;
  const seconds = Math.floor(now.getTime() / 1000);
  const windowStart = seconds - (seconds % windowSeconds);
  const reset = windowStart + windowSeconds - seconds;
  const statements = policies.map((p) =>
    db
      .insert(t)
      .values({ key: p.key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [t.key, t.windowStart], set: { count: sql`${t.count} + 1` } })
      .returning({ count: t.count }),
  );
  const results = (await db.batch(statements as [(typeof statements)[0]])) as { count: number }[][];
  const states = policies.map((policy, i) => ({
    policy,
    remaining: Math.max(0, policy.quota - (results[i]?.[0]?.count ?? 0)),
    reset,
  }));
  const allowed = policies.every((p, i) => (results[i]?.[0]?.count ?? 0) <= p.quota);
  return { allowed, states, retryAfter: reset };
}

/** `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers, structured fields). */
export function rateLimitHeaders(outcome: RateLimitOutcome, windowSeconds: number = API_RATE_LIMITS.windowSeconds) {
  return {
    "ratelimit-policy": outcome.states
      .map((s) => `"${s.policy.name}";q=${s.policy.quota};w=${windowSeconds}`)
      .join(", "),
    ratelimit: outcome.states.map((s) => `"${s.policy.name}";r=${s.remaining};t=${s.reset}`).join(", "),
  };
}

/** Windows that ended more than a day ago (the daily upkeep). */
export async function pruneRateWindows(db: Db, now: Date): Promise<void> {
  const t = apiRateWindowsTable;
  await db.delete(t).where(lt(t.windowStart, Math.floor(now.getTime() / 1000) - 86_400));
}
