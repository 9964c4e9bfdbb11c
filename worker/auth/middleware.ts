import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { clientKey } from "../http/client-key";
import { forbidden, unauthenticated } from "@core/lib/errors";
import { requireActing } from "@core/domain/authorize";
import { appOrigin, clearSessionCookie, readSessionCookie, writeSessionCookie } from "./cookies";
import { FRESH_SIGN_IN_MS, validateSessionToken } from "./session";
import { signedOutReason } from "./signed-out-reason";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence for the JSON API: a state-changing request (POST, PUT, PATCH, DELETE) that a
 * browser sends from another origin is refused with 403, before anything else runs.
 * Browsers send `Origin` on every cross-origin POST (and `Sec-Fetch-Site`), so: an `Origin`
 * that is not the app's own → 403; no `Origin` but `Sec-Fetch-Site: cross-site` or
 * `same-site` → 403. Requests without either (curl, servers) carry no ambient browser
 * credentials and pass, so anonymous `curl -X POST /api/analyze` keeps working.
 * The app's own origin is APP_ORIGIN, the origin the request was sent to, or the one its
 * Host header names (the Vite dev proxy forwards the browser's Host).
 */
export function originCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    if (origin !== undefined) {
      if (!ownOrigins(c).has(origin.toLowerCase())) {
        throw forbidden("This request came from another site and was refused.");
      }
    } else if (fetchSite === "cross-site" || fetchSite === "same-site") {
      throw forbidden("This request came from another site and was refused.");
    }
    return next();
  };
}

function ownOrigins(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Set<string> {
  const url = new URL(c.req.url);
  const origins = new Set([appOrigin(c).toLowerCase(), url.origin.toLowerCase()]);
  const host = c.req.header("host");
  if (host) origins.add(`${url.protocol}//${host}`.toLowerCase());
  return origins;
}

/**
 * Resolves the session cookie into `c.var.actor` (and `c.var.session`) for every /api
 * request. No cookie: anonymous, no database work. An invalid, expired or revoked session:
 * anonymous, the cookie is cleared, and why it stopped working is kept (`signedOutReason`). A used
 * session's idle deadline moves ahead and the cookie is sent again. Organization and roles count
 * only for active, non-suspended members of an active organization; super admin comes from the
 * SUPER_ADMIN_EMAILS setting and the identity pinned to the address. A change made with a sign-in
 * older than 12 hours is marked (`staleSignIn`): administrators' changes then need a new sign-in.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = clientKey(c.req.raw.headers, c.env.RATE_LIMIT_SALT);
    c.set("actor", { kind: "anonymous", clientKey: key });
    c.set("session", null);
    c.set("signedOutReason", null);
    const token = readSessionCookie(c);
    if (token) {
      const now = c.var.clock();
      const session = await validateSessionToken(c.var.db, token, now, c.env.SUPER_ADMIN_EMAILS);
      if (!session) {
        // Told once (the cookie goes): GET /api/me and 401s say why.
        c.set("signedOutReason", await signedOutReason(c.var.db, token));
        clearSessionCookie(c);
      } else {
        if (session.renewed) writeSessionCookie(c, token, session.expiresAt);
        const { profile, member } = session;
        c.set("session", session);
        c.set("actor", {
          kind: "user",
          clientKey: key,
          userId: profile.id,
          organizationId: member ? profile.organizationId : null,
          roles: member ? session.roles : [],
          isSuperAdmin: session.superAdmin,
          ...(STATE_CHANGING.has(c.req.method) && now.getTime() - session.signedInAt.getTime() >= FRESH_SIGN_IN_MS
            ? { staleSignIn: true }
            : {}),
        });
      }
    }
    await next();
  };
}

/**
 * For routers whose every route needs a session (or an API token, where the operation's scopes
 * let one in: worker/auth/api-token.ts decided that already): 401 before input validation runs.
 * `message` words the 401 (per request, e.g. the text for saving an assessment).
 */
export function requireSignedIn(message?: (c: Context<AppEnv>) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const text = message?.(c);
    if (text && c.var.actor.kind === "anonymous") throw unauthenticated(text);
    requireActing(c.var.actor);
    return next();
  };
}
