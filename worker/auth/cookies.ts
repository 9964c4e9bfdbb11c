import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { AppEnv } from "../env";

/**
 * Cookies of sign-in. All HttpOnly and SameSite=Lax (the OAuth callback is a top-level GET
 * navigation from the provider, which Lax allows). Secure everywhere except plain-http
 * loopback development (browsers drop Secure cookies set over http). On https every cookie
 * (the session and the OAuth round trip's state, verifier and nonce) carries the __Host- prefix
 * (Secure, Path=/, no Domain), so a sibling subdomain cannot plant or overwrite one.
 */
const SESSION_COOKIE = "rrr_session";
const OAUTH_COOKIES = {
  state: "rrr_oauth_state",
  verifier: "rrr_oauth_verifier",
  nonce: "rrr_oauth_nonce",
  returnTo: "rrr_oauth_return",
} as const;
/** The OAuth round trip must finish within this many seconds. */
export const OAUTH_COOKIE_MAX_AGE = 600;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The app's public origin: the APP_ORIGIN setting, else the origin the request came to. */
export function appOrigin(c: Context<AppEnv>): string {
  const configured = c.env.APP_ORIGIN?.trim().replace(/\/+$/, "");
  return configured || new URL(c.req.url).origin;
}

export function isSecureOrigin(origin: string): boolean {
  const url = new URL(origin);
  return !(url.protocol === "http:" && LOOPBACK.has(url.hostname));
}

function secure(c: Context<AppEnv>) {
  return isSecureOrigin(appOrigin(c));
}

export function sessionCookieName(secureOrigin: boolean) {
  return secureOrigin ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

function sessionOptions(c: Context<AppEnv>): CookieOptions {
  const isSecure = secure(c);
  return {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: isSecure,
    ...(isSecure ? { prefix: "host" as const } : {}),
  };
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return secure(c) ? getCookie(c, SESSION_COOKIE, "host") : getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    ...sessionOptions(c),
    expires: expiresAt,
    maxAge: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, sessionOptions(c));
}

/** On plain-http loopback (no __Host- possible) the cookies stay scoped to the sign-in routes. */
function oauthOptions(c: Context<AppEnv>): CookieOptions {
  const isSecure = secure(c);
  return isSecure
    ? { httpOnly: true, sameSite: "Lax", path: "/", secure: true, prefix: "host", maxAge: OAUTH_COOKIE_MAX_AGE }
    : { httpOnly: true, sameSite: "Lax", path: "/api/auth", secure: false, maxAge: OAUTH_COOKIE_MAX_AGE };
}

export interface OAuthRoundTrip {
  state: string;
  codeVerifier: string;
  nonce: string;
  /** The page of the app to return to after signing in (a checked path), if any. */
  returnTo?: string;
}

export function writeOAuthCookies(c: Context<AppEnv>, trip: OAuthRoundTrip) {
  const opts = oauthOptions(c);
  setCookie(c, OAUTH_COOKIES.state, trip.state, opts);
  setCookie(c, OAUTH_COOKIES.verifier, trip.codeVerifier, opts);
  setCookie(c, OAUTH_COOKIES.nonce, trip.nonce, opts);
  if (trip.returnTo) setCookie(c, OAUTH_COOKIES.returnTo, encodeURIComponent(trip.returnTo), opts);
}

export function readOAuthCookies(c: Context<AppEnv>): Partial<OAuthRoundTrip> {
  const prefix = secure(c) ? ("host" as const) : undefined;
  return {
    state: getCookie(c, OAUTH_COOKIES.state, prefix) || undefined,
    codeVerifier: getCookie(c, OAUTH_COOKIES.verifier, prefix) || undefined,
    nonce: getCookie(c, OAUTH_COOKIES.nonce, prefix) || undefined,
    returnTo: decodedCookie(getCookie(c, OAUTH_COOKIES.returnTo, prefix)),
  };
}

function decodedCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The round-trip cookies are single use: cleared on every callback, success or not. */
export function clearOAuthCookies(c: Context<AppEnv>) {
  const { maxAge: _unused, ...opts } = oauthOptions(c);
  for (const name of Object.values(OAUTH_COOKIES)) deleteCookie(c, name, opts);
}
