import { ErrorEnvelope } from "@core/contract/api";
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import {
  appOrigin,
  clearOAuthCookies,
  clearSessionCookie,
  readOAuthCookies,
  writeOAuthCookies,
  writeSessionCookie,
} from "../auth/cookies";
import { CodeExchangeError, createOAuthClient, newOAuthRoundTrip } from "../auth/oauth-client";
import { IdTokenError, providerKeys, verifyIdToken } from "../auth/id-token";
import { ProviderConfigError, resolveProvider } from "../auth/provider-config";
import { createSession, deleteSession, signOutEverywhere } from "../auth/session";
import { setupUserOnSignIn } from "@core/domain/users/setup-user-on-sign-in";
import { requireUser } from "@core/domain/authorize";
import { clientAddress } from "../http/client-key";
import { defaultHook, errorResponses } from "../http/openapi";
import { requestDeps } from "../http/request-deps";
import { AUTH_ERROR_MESSAGES, type AuthErrorCode } from "@core/contract/auth-errors";

export const CALLBACK_PATH = "/api/auth/google/callback";

/** A failed sign-in: a page for browsers, the error envelope for callers that accept only JSON (failAuth). */
const html = (description: string) => ({
  description,
  content: { "text/html": { schema: z.string() }, "application/json": { schema: ErrorEnvelope } },
});

const startRoute = createRoute({
  method: "get",
  path: "/google",
  summary: "Start signing in with Google",
  description:
    "Redirects to the sign-in provider (Google; the local OpenID provider in development) with `state`, " +
    "PKCE (S256) and a nonce kept in short-lived HttpOnly cookies (`__Host-` prefixed on https). When sign-in is " +
    "not configured, redirects to `/auth?error=not_configured`. `return_to`: a path of the app to come back to " +
    "after signing in (the re-authentication prompt sends the page the user was on); anything that is not a " +
    "plain path of this site is ignored. Permission: anyone.",
  request: {
    query: z.object({
      return_to: z.string().max(2048).optional().describe("A path of this site, e.g. /admin/settings?tab=x."),
    }),
  },
  responses: { 302: { description: "To the provider's authorization page, or back to /auth with an error" } },
});

const callbackRoute = createRoute({
  method: "get",
  path: "/google/callback",
  summary: "Finish signing in (the provider redirects here)",
  description:
    "Checks `state`, exchanges the code (with the PKCE verifier), verifies the ID token (signature, issuer, " +
    "audience, expiry, nonce, `email_verified`), runs the user setup and starts a session. Redirects to " +
    "`/pending-approval` when the user waits for approval, else to `/`. Every failure answers its status with a " +
    "small HTML page that returns the browser to `/auth?error=<code>` (codes and their texts: " +
    "core/contract/auth-errors.ts; the page shows the text the app has for the code, never text from the link), " +
    "or the JSON error envelope when the client asks for JSON. A second identity presenting the address of an " +
    "existing account is refused (403, `identity_conflict`) and audited. Permission: anyone (the provider's " +
    "answer is what is checked).",
  request: {
    query: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
      error_description: z.string().optional(),
      iss: z.string().optional().describe("The issuer (RFC 9207); checked when present."),
    }),
  },
  responses: {
    302: { description: "Signed in: to /pending-approval or /, with the session cookie" },
    400: html("Invalid callback: missing or wrong state, missing PKCE verifier, refused code"),
    401: html("The ID token was refused"),
    403: html("Rejected or suspended user, or a member of a suspended organization"),
    502: html("The provider could not be reached"),
    503: html("Sign-in is not configured"),
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/logout",
  summary: "Sign out: ends the session and clears its cookie",
  description: "Permission: any signed-in user (waiting ones too).",
  responses: { 204: { description: "Signed out" }, ...errorResponses(401, 403) },
});

const logoutEverywhereRoute = createRoute({
  method: "post",
  path: "/logout-everywhere",
  summary: "Sign out everywhere: ends every session of the signed-in user (all browsers and devices)",
  description:
    "Revokes all of the user's sessions, writes a USER_SIGNED_OUT_EVERYWHERE audit entry in the same batch, and clears " +
    "this browser's cookie. Permission: any signed-in user (waiting ones too).",
  responses: { 204: { description: "Every session ended" }, ...errorResponses(401, 403) },
});

export const authRouter = new OpenAPIHono<AppEnv>({ defaultHook })
  .openapi(startRoute, async (c) => {
    let provider: Awaited<ReturnType<typeof resolveProvider>>;
    try {
      provider = await resolveProvider(c.env);
    } catch (err) {
      return failAuth(c, 503, configFailure(err));
    }
    if (!provider) return c.redirect(authErrorPath("not_configured"), 302);
    const trip = { ...newOAuthRoundTrip(), returnTo: safeReturnPath(c.req.valid("query").return_to) };
    const url = createOAuthClient(provider, redirectUri(c)).authorizationUrl(trip);
    writeOAuthCookies(c, trip);
    return c.redirect(url.toString(), 302);
  })
  .openapi(callbackRoute, async (c) => {
    const query = c.req.valid("query");
    const stored = readOAuthCookies(c);
    clearOAuthCookies(c);

    if (query.error) {
      if (query.error === "access_denied") return failAuth(c, 400, "cancelled");
      // Only a well-formed OAuth error code is echoed on the server's page: the query is anyone's to craft.
      const code = /^[a-z_]{1,40}$/.test(query.error) ? ` (${query.error})` : "";
      return failAuth(c, 400, "provider_error", `The sign-in provider reported an error${code}. Please try again.`);
    }
    if (!query.code || !query.state) return failAuth(c, 400, "incomplete");
    if (!stored.state || stored.state !== query.state) return failAuth(c, 400, "state_mismatch");
    if (!stored.codeVerifier || !stored.nonce) return failAuth(c, 400, "expired");

    let provider: Awaited<ReturnType<typeof resolveProvider>>;
    try {
      provider = await resolveProvider(c.env);
    } catch (err) {
      return failAuth(c, 503, configFailure(err));
    }
    if (!provider) return failAuth(c, 503, "not_configured");
    if (query.iss !== undefined && !provider.issuers.includes(query.iss)) return failAuth(c, 400, "wrong_issuer");

    let idToken: string;
    try {
      idToken = await createOAuthClient(provider, redirectUri(c)).exchangeCode(query.code, stored.codeVerifier);
    } catch (err) {
      if (err instanceof CodeExchangeError) {
        return err.kind === "refused"
          ? failAuth(c, 400, "code_refused", err.message)
          : failAuth(c, 502, "provider_unreachable", err.message);
      }
      throw err;
    }

    const now = c.var.clock();
    let identity: Awaited<ReturnType<typeof verifyIdToken>>;
    try {
      identity = await verifyIdToken(idToken, {
        keys: providerKeys(provider.jwksUri),
        issuers: provider.issuers,
        audience: provider.clientId,
        nonce: stored.nonce,
        now,
      });
    } catch (err) {
      if (err instanceof IdTokenError) return failAuth(c, 401, err.code, err.message);
      throw err;
    }

    const db = c.var.db;
    const ipAddress = clientAddress(c.req.raw.headers);
    const outcome = await setupUserOnSignIn(
      {
        db,
        clock: c.var.clock,
        email: c.var.email,
        appOrigin: appOrigin(c),
        ipAddress: ipAddress === "unknown" ? null : ipAddress,
        settings: requestDeps(c).settings,
        superAdminEmails: c.env.SUPER_ADMIN_EMAILS,
      },
      identity,
    );
    if (outcome.kind === "refused") return failAuth(c, 403, outcome.reason, outcome.message);

    // Signing in again in the same browser replaces the session it had.
    if (c.var.session) await deleteSession(db, c.var.session.sessionId);
    const session = await createSession(db, {
      userId: outcome.userId,
      ipAddress: ipAddress === "unknown" ? null : ipAddress,
      userAgent: c.req.header("user-agent") ?? null,
      location: requestLocation(c.req.raw),
      hostedDomain: identity.hostedDomain,
      now,
    });
    writeSessionCookie(c, session.token, session.expiresAt);
    if (outcome.status === "pending_approval") return c.redirect("/pending-approval", 302);
    return c.redirect(safeReturnPath(stored.returnTo) ?? "/", 302);
  })
  .openapi(logoutRoute, async (c) => {
    requireUser(c.var.actor);
    const session = c.var.session;
    if (session) await deleteSession(c.var.db, session.sessionId);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .openapi(logoutEverywhereRoute, async (c) => {
    const user = requireUser(c.var.actor);
    const ipAddress = clientAddress(c.req.raw.headers);
    await signOutEverywhere(c.var.db, {
      userId: user.userId,
      organizationId: user.organizationId,
      ipAddress: ipAddress === "unknown" ? null : ipAddress,
      now: c.var.clock(),
    });
    clearSessionCookie(c);
    return c.body(null, 204);
  });

/** "City, Country" as the edge located the request (request.cf), or null where it did not (local development). */
export function requestLocation(request: Request): string | null {
  const cf = (request as Request & { cf?: { city?: unknown; country?: unknown } }).cf;
  const parts = [cf?.city, cf?.country].filter(
    (p): p is string => typeof p === "string" && p.trim() !== "" && p !== "XX" && p !== "T1",
  );
  return parts.length ? parts.join(", ").slice(0, 120) : null;
}

/**
 * Where to go after signing in: only a path of this site ("/admin/settings?x=1"), never another
 * origin ("//evil.example", "/\\evil.example", "https://..."), never the API, no control characters.
 */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > 1024 || !value.startsWith("/") || /^\/[\\/]/.test(value)) return undefined;
  if (/[\p{Cc}\\]/u.test(value) || value.startsWith("/api/")) return undefined;
  try {
    const url = new URL(value, "https://app.invalid");
    if (url.origin !== "https://app.invalid") return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

function redirectUri(c: Context<AppEnv>) {
  return `${appOrigin(c)}${CALLBACK_PATH}`;
}

function authErrorPath(code: AuthErrorCode) {
  return `/auth?error=${code}`;
}

function configFailure(err: unknown): AuthErrorCode {
  if (err instanceof ProviderConfigError) {
    console.error(JSON.stringify({ level: "error", msg: "sign-in provider configuration", error: err.message }));
    return "unavailable";
  }
  throw err;
}

/**
 * A failed sign-in: the HTTP status says what went wrong (scripts and tests read it), and the
 * page sends the person straight back to /auth with the error's code; the SPA shows its own
 * text for the code. `message` (server-made, more specific) is shown on this page only.
 */
function failAuth(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 502 | 503,
  code: AuthErrorCode,
  message: string = AUTH_ERROR_MESSAGES[code],
) {
  const target = authErrorPath(code);
  if (
    (c.req.header("accept") ?? "").includes("application/json") &&
    !(c.req.header("accept") ?? "").includes("text/html")
  ) {
    const envelopeCode =
      status === 401
        ? "UNAUTHENTICATED"
        : status === 403
          ? "FORBIDDEN"
          : status >= 500
            ? "INTERNAL"
            : "INVALID_REQUEST";
    return c.json(
      { error: { code: envelopeCode, message, requestId: c.var.requestId, details: { reason: code } } },
      status,
    );
  }
  const safe = escapeHtml(message);
  const href = escapeHtml(target);
  c.header(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  c.header("referrer-policy", "no-referrer");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign-in failed</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
      `<h1 style="font-size:1.25rem">Sign-in failed</h1><p>${safe}</p><p><a href="${href}">Back to sign in</a></p>` +
      `</body></html>`,
    status,
  );
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
