import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { clientKey } from "../http/client-key";
import { forbidden, unauthenticated } from "@core/lib/errors";
import { requireUser } from "@core/domain/authorize";
import { isSuperAdminEmail } from "@core/domain/users/super-admins";
import { appOrigin, clearSessionCookie, readSessionCookie, writeSessionCookie } from "./cookies";
import { validateSessionToken } from "./session";

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
 * anonymous, and the cookie is cleared. A session past half its life is renewed and the
 * cookie sent again. Organization and roles count only for active, non-suspended members;
 * super admin comes from the SUPER_ADMIN_EMAILS setting.
 */
export function sessionMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = clientKey(c.req.raw.headers, c.env.RATE_LIMIT_SALT);
    c.set("actor", { kind: "anonymous", clientKey: key });
    c.set("session", null);
    const token = readSessionCookie(c);
    if (token) {
      const session = await validateSessionToken(c.var.db, token, c.var.clock());
      if (!session) {
        clearSessionCookie(c);
      } else {
        if (session.renewed) writeSessionCookie(c, token, session.expiresAt);
        const { profile } = session;
        const member = profile.status === "active" && !profile.isSuspended && profile.organizationId !== null;
        c.set("session", session);
        c.set("actor", {
          kind: "user",
          clientKey: key,
          userId: profile.id,
          organizationId: member ? profile.organizationId : null,
          roles: member ? session.roles : [],
          isSuperAdmin: isSuperAdminEmail(profile.email, c.env.SUPER_ADMIN_EMAILS),
        });
      }
    }
    await next();
  };
}

/**
 * For routers whose every route needs a session: 401 before input validation runs.
 * `message` words the 401 (per request, e.g. the text for saving an assessment).
 */
export function requireSignedIn(message?: (c: Context<AppEnv>) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const text = message?.(c);
    if (text && c.var.actor.kind !== "user") throw unauthenticated(text);
    requireUser(c.var.actor);
    return next();
  };
}
