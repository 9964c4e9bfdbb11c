import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { clientAddress } from "../http/client-key";
import { afterResponse } from "../http/after-response";
import { operationOf } from "../http/operations";
import { AppError, forbidden } from "@core/lib/errors";
import { TOKEN_REFUSAL } from "@core/domain/authorize";
import { authenticateApiToken, recordTokenUse } from "@core/domain/api-tokens/authenticate-api-token";
import { rateLimitHeaders, takeRateLimit, tokenPolicies } from "@core/domain/api-tokens/rate-limit";
import { API_RATE_LIMITS } from "@core/contract/api-tokens";

export type ApiRateLimits = { windowSeconds: number; perToken: number; perOrganization: number };

/** API_RATE_LIMIT_PER_TOKEN / API_RATE_LIMIT_PER_ORGANIZATION (requests a minute), else the defaults. */
function limitsFromEnv(env: { API_RATE_LIMIT_PER_TOKEN?: string; API_RATE_LIMIT_PER_ORGANIZATION?: string }) {
  const read = (text: string | undefined, fallback: number) => {
    const n = Number(text);
    return text && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    windowSeconds: API_RATE_LIMITS.windowSeconds,
    perToken: read(env.API_RATE_LIMIT_PER_TOKEN, API_RATE_LIMITS.perToken),
    perOrganization: read(env.API_RATE_LIMIT_PER_ORGANIZATION, API_RATE_LIMITS.perOrganization),
  };
}

/**
 * Requests with `Authorization: Bearer <token>`: the organization's API token becomes the actor
 * (instead of any session cookie), its rate limits are counted (429 with Retry-After beyond them;
 * RateLimit and RateLimit-Policy on every answer), and the operation's `security`
 * (worker/http/operations.ts, the same the OpenAPI document shows) decides: an operation without
 * a token scope set is refused (403), one whose scopes the token lacks answers 403
 * INSUFFICIENT_SCOPE. Each request is counted in the organization's usage and the token's last use.
 */
export function apiTokenGate(configured?: ApiRateLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization");
    if (header === undefined) return next();
    const limits = configured ?? limitsFromEnv(c.env);
    const match = /^Bearer[ ]+([^ ]+)[ ]*$/i.exec(header);
    if (!match)
      throw new AppError("UNAUTHENTICATED", 401, "The Authorization header must be 'Bearer <API token>'.", undefined, {
        "www-authenticate": 'Bearer realm="api", error="invalid_request"',
      });
    const address = clientAddress(c.req.raw.headers);
    const actor = await authenticateApiToken(
      { db: c.var.db, clock: c.var.clock },
      { secret: match[1]!, address: address === "unknown" ? null : address, clientKey: c.var.actor.clientKey },
    );
    c.set("actor", actor);
    c.set("session", null);
    const outcome = await takeRateLimit(c.var.db, tokenPolicies(actor, limits), c.var.clock(), limits.windowSeconds);
    const headers = rateLimitHeaders(outcome, limits.windowSeconds);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await afterResponse(c, () =>
      recordTokenUse(c.var.db, actor, address === "unknown" ? null : address, c.var.clock()),
    );
    if (!outcome.allowed) {
      throw new AppError(
        "RATE_LIMITED",
        429,
        `Too many requests with this API token: try again in ${outcome.retryAfter} seconds.`,
        { retry_after: outcome.retryAfter },
        { ...headers, "retry-after": String(outcome.retryAfter) },
      );
    }
    const operation = operationOf(c.req.method, c.req.path);
    if (operation && operation.access !== "public") {
      if (typeof operation.access !== "object") throw forbidden(TOKEN_REFUSAL);
      const sets = operation.access.tokens;
      if (!sets.some((set) => set.every((scope) => actor.scopes.includes(scope)))) {
        const needed = sets.map((set) => set.join(" ")).join("' or '");
        throw new AppError(
          "INSUFFICIENT_SCOPE",
          403,
          `This API token lacks the scope this needs: '${needed}'.`,
          { required_scopes: sets },
          { "www-authenticate": `Bearer realm="api", error="insufficient_scope", scope="${sets[0]!.join(" ")}"` },
        );
      }
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
