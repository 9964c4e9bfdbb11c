import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfilesTable, userSessionsTable } from "@core/db/schema";
import { ErrorEnvelope } from "@core/contract/api";
import { Me } from "@core/contract/auth";
import { isAuthErrorCode } from "@core/contract/auth-errors";
import { authApi, CLIENT_ID, CookieJar, useFakeIdp, IDP, signIn, startSignIn } from "./auth-support";
import { db } from "./helpers";

const idp = useFakeIdp();

function cookieLine(jar: CookieJar, name: string) {
  return jar.setCookies.filter((l) => l.startsWith(`${name}=`)).at(-1);
}

/** Bodies already read by errorTarget, for pageText. */
const bodies = new WeakMap<Response, string>();

/**
 * The page a failed callback answers with sends the browser to /auth?error=<code>: a code the
 * app knows, never a message (the SPA shows its own text for the code).
 */
async function errorTarget(res: Response) {
  const body = await res.text();
  bodies.set(res, body);
  const refresh = body.match(/http-equiv="refresh" content="0;url=([^"]+)"/)?.[1];
  expect(refresh, body).toBeTruthy();
  const decoded = refresh!.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
  const url = new URL(decoded, "http://app.test");
  expect(url.pathname).toBe("/auth");
  expect(body).toContain('href="/auth?error=');
  const code = url.searchParams.get("error")!;
  expect(isAuthErrorCode(code), code).toBe(true);
  expect([...url.searchParams.keys()]).toEqual(["error"]);
  return code;
}

/** The server's own, more specific message on the failure page (not in the link). */
function pageText(res: Response) {
  return bodies.get(res)!.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)));
}

async function profileCount(email: string) {
  return (await db().select().from(userProfilesTable).where(eq(userProfilesTable.email, email))).length;
}

describe("GET /api/auth/google", () => {
  it("redirects to the provider with state, PKCE S256, a nonce and our callback, kept in short-lived HttpOnly cookies", async () => {
    const jar = new CookieJar();
    const location = new URL(await startSignIn(jar));
    expect(location.origin + location.pathname).toBe(`${IDP}/authorize`);
    const p = location.searchParams;
    expect(p.get("response_type")).toBe("code");
    expect(p.get("client_id")).toBe(CLIENT_ID);
    expect(p.get("redirect_uri")).toBe("http://app.test/api/auth/google/callback");
    expect(p.get("scope")).toBe("openid email profile");
    expect(p.get("code_challenge_method")).toBe("S256");
    expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get("state")!.length).toBeGreaterThanOrEqual(20);
    expect(p.get("nonce")!.length).toBeGreaterThanOrEqual(20);
    expect(p.get("nonce")).not.toBe(p.get("state"));

    // __Host- prefix on https: Secure, Path=/, no Domain, so no subdomain can plant or replace them.
    expect(jar.cookies.get("__Host-rrr_oauth_state")).toBe(p.get("state"));
    expect(jar.cookies.get("__Host-rrr_oauth_nonce")).toBe(p.get("nonce"));
    expect(jar.cookies.get("__Host-rrr_oauth_verifier")).toBeTruthy();
    for (const name of ["__Host-rrr_oauth_state", "__Host-rrr_oauth_verifier", "__Host-rrr_oauth_nonce"]) {
      const line = cookieLine(jar, name)!;
      expect(line).toContain("HttpOnly");
      expect(line).toContain("SameSite=Lax");
      expect(line).toContain("Secure");
      expect(line).toContain("Path=/;");
      expect(line).not.toContain("Domain=");
      expect(line).toContain("Max-Age=600");
    }
    expect(jar.cookies.has("rrr_oauth_state")).toBe(false);
  });

  it("sends the browser back to /auth with a message when sign-in is not configured", async () => {
    const res = await authApi("/api/auth/google", {}, { OIDC_ISSUER: "", OIDC_CLIENT_ID: "" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!, "http://app.test");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("error")).toBe("not_configured");
  });

  it("uses Google's endpoints when GOOGLE_CLIENT_ID is set", async () => {
    const res = await authApi(
      "/api/auth/google",
      {},
      { GOOGLE_CLIENT_ID: "google-id", GOOGLE_CLIENT_SECRET: "google-secret" },
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe("google-id");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("nonce")).toBeTruthy();
  });

  it("refuses a plain-http provider that is not on this machine", async () => {
    const res = await authApi("/api/auth/google", {}, { OIDC_ISSUER: "http://idp.example.com" });
    expect(res.status).toBe(503);
    expect(await errorTarget(res)).toBe("unavailable");
    expect(pageText(res)).toMatch(/not available/);
  });
});

describe("GET /api/auth/google/callback", () => {
  it("signs in: sets the session cookie with the right flags, clears the round-trip cookies, goes to /", async () => {
    const { jar, res } = await signIn(idp, { email: "ada@happy-path.test", name: "Ada Lovelace" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const line = cookieLine(jar, "__Host-rrr_session")!;
    expect(line).toMatch(/^__Host-rrr_session=[a-z2-7]{32}\.[a-z2-7]{32};/);
    expect(line).toContain("HttpOnly");
    expect(line).toContain("Secure");
    expect(line).toContain("SameSite=Lax");
    expect(line).toContain("Path=/;");
    // 7 days, the idle lifetime, counted from the session's creation: the seconds a loaded
    // machine takes between creating it and writing the cookie are already spent.
    const maxAge = Number(line.match(/Max-Age=(\d+);/)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(604800);
    expect(maxAge).toBeGreaterThan(604800 - 60);
    expect(line).not.toContain("Domain=");
    for (const name of ["__Host-rrr_oauth_state", "__Host-rrr_oauth_verifier", "__Host-rrr_oauth_nonce"]) {
      expect(jar.cookies.has(name), name).toBe(false);
    }
    const me = Me.parse(await (await jar.fetch("/api/me")).json());
    expect(me.user).toMatchObject({ email: "ada@happy-path.test", full_name: "Ada Lovelace" });
    // Only the hash of the secret is stored.
    const [sessionId, secret] = jar.session!.split(".");
    const [row] = await db().select().from(userSessionsTable).where(eq(userSessionsTable.id, sessionId!));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secretHash).not.toContain(secret!);
  });

  it("on plain-http localhost the session cookie is not Secure and has no __Host- prefix", async () => {
    const jar = new CookieJar();
    const start = await authApi("/api/auth/google", {}, { APP_ORIGIN: "http://localhost:8787" });
    jar.take(start);
    const location = start.headers.get("location")!;
    expect(new URL(location).searchParams.get("redirect_uri")).toBe("http://localhost:8787/api/auth/google/callback");
    expect(cookieLine(jar, "rrr_oauth_state")).not.toContain("Secure");
    expect(cookieLine(jar, "rrr_oauth_state")).toContain("Path=/api/auth");
    const { code, state } = idp.authorize(location, { email: "local@localhost-dev.test" });
    const res = jar.take(
      await authApi(
        `/api/auth/google/callback?code=${code}&state=${state}`,
        { headers: { cookie: jar.header() } },
        { APP_ORIGIN: "http://localhost:8787" },
      ),
    );
    expect(res.status).toBe(302);
    const line = cookieLine(jar, "rrr_session")!;
    expect(line).toContain("HttpOnly");
    expect(line).toContain("SameSite=Lax");
    expect(line).not.toContain("Secure");
  });

  it("wrong state → 400, no token request, no session; the page leads back to /auth with a message", async () => {
    const jar = new CookieJar();
    const location = await startSignIn(jar);
    const { code } = idp.authorize(location, { email: "eve@wrong-state.test" });
    const before = idp.tokenRequests;
    const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=not-the-state`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await errorTarget(res)).toBe("state_mismatch");
    expect(pageText(res)).toMatch(/state did not match/);
    expect(idp.tokenRequests).toBe(before);
    expect(jar.session).toBeUndefined();
    expect(await profileCount("eve@wrong-state.test")).toBe(0);
  });

  it("no state cookie (callback without starting here) → 400", async () => {
    const jar = new CookieJar();
    const location = await startSignIn(jar);
    const { code, state } = idp.authorize(location, { email: "eve@no-state.test" });
    jar.cookies.delete("__Host-rrr_oauth_state");
    const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`);
    expect(res.status).toBe(400);
    expect(jar.session).toBeUndefined();
  });

  it("missing PKCE verifier → 400", async () => {
    const jar = new CookieJar();
    const location = await startSignIn(jar);
    const { code, state } = idp.authorize(location, { email: "eve@no-verifier.test" });
    jar.cookies.delete("__Host-rrr_oauth_verifier");
    const before = idp.tokenRequests;
    const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`);
    expect(res.status).toBe(400);
    expect(await errorTarget(res)).toBe("expired");
    expect(idp.tokenRequests).toBe(before);
    expect(jar.session).toBeUndefined();
  });

  it("missing code → 400; the provider's access_denied → 400 'cancelled'", async () => {
    const jar = new CookieJar();
    const location = await startSignIn(jar);
    const state = new URL(location).searchParams.get("state")!;
    const res = await jar.fetch(`/api/auth/google/callback?state=${state}`);
    expect(res.status).toBe(400);

    const jar2 = new CookieJar();
    const state2 = new URL(await startSignIn(jar2)).searchParams.get("state")!;
    const denied = await jar2.fetch(`/api/auth/google/callback?error=access_denied&state=${state2}`);
    expect(denied.status).toBe(400);
    expect(await errorTarget(denied)).toBe("cancelled");
  });

  it("echoes only well-formed provider error codes; a callback naming another issuer → 400", async () => {
    const jar = new CookieJar();
    const state = new URL(await startSignIn(jar)).searchParams.get("state")!;
    const crafted = await jar.fetch(
      `/api/auth/google/callback?state=${state}&error=${encodeURIComponent("Call +1 555 0100 now")}`,
    );
    expect(crafted.status).toBe(400);
    expect(await errorTarget(crafted)).toBe("provider_error");
    expect(pageText(crafted)).not.toContain("555");

    const jar2 = new CookieJar();
    const location = await startSignIn(jar2);
    const { code, state: state2 } = idp.authorize(location, { email: "mixup@issuer.test" });
    const before = idp.tokenRequests;
    const res = await jar2.fetch(
      `/api/auth/google/callback?code=${code}&state=${state2}&iss=${encodeURIComponent("https://evil-idp.test")}`,
    );
    expect(res.status).toBe(400);
    expect(idp.tokenRequests).toBe(before);
  });

  it("a JSON client gets the error envelope with the same status", async () => {
    const jar = new CookieJar();
    const location = await startSignIn(jar);
    const { code } = idp.authorize(location, { email: "eve@json.test" });
    const res = await jar.fetch(`/api/auth/google/callback?code=${code}&state=wrong`, {
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(400);
    expect(ErrorEnvelope.parse(await res.json()).error.code).toBe("INVALID_REQUEST");
  });

  it("a code the provider refuses → 400", async () => {
    idp.tokenError = "invalid_grant";
    try {
      const { res, jar } = await signIn(idp, { email: "eve@refused-code.test" });
      expect(res.status).toBe(400);
      expect(await errorTarget(res)).toBe("code_refused");
      expect(pageText(res)).toMatch(/refused/);
      expect(jar.session).toBeUndefined();
    } finally {
      idp.tokenError = null;
    }
  });

  it("the round trip is single use: replaying the callback fails", async () => {
    const jar = new CookieJar();
    const location = await startSignIn(jar);
    const { code, state } = idp.authorize(location, { email: "once@replay.test" });
    const first = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`);
    expect(first.status).toBe(302);
    const again = await jar.fetch(`/api/auth/google/callback?code=${code}&state=${state}`);
    expect(again.status).toBe(400);
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ["wrong audience", { aud: "someone-else" }, /another application/, "token_refused"],
    [
      "several audiences without us as authorized party",
      { aud: ["someone-else", CLIENT_ID] },
      /another application/,
      "token_refused",
    ],
    ["wrong issuer", { iss: "https://evil-idp.test" }, /expected provider/, "token_refused"],
    ["wrong nonce", { nonce: "replayed-nonce" }, /this sign-in attempt/, "token_refused"],
    ["expired", { exp: now() - 3600, iat: now() - 7200 }, /expired/, "token_refused"],
    ["unverified e-mail", { email_verified: false }, /not verified/, "email_unverified"],
    ["e-mail verification missing", { email_verified: undefined }, /not verified/, "email_unverified"],
    ["signature by another key", { foreignKey: true }, /signature/, "token_refused"],
  ] as const)("ID token with %s → refused (401), no user, no session", async (_label, overrides, message, code) => {
    const email = `refused-${crypto.randomUUID().slice(0, 8)}@idtoken.test`;
    const { res, jar } = await signIn(idp, { email }, { overrides: { ...overrides } });
    expect(res.status).toBe(401);
    expect(await errorTarget(res)).toBe(code);
    expect(pageText(res)).toMatch(message);
    expect(jar.session).toBeUndefined();
    expect(await profileCount(email)).toBe(0);
  });
});

describe("the sign-in routes in /api/openapi.json", () => {
  it("documents every route of sign-in and joining", async () => {
    const doc = (await (await authApi("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/api/auth/google"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/auth/google/callback"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/auth/logout"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/auth/logout-everywhere"]!)).toEqual(["post"]);
    expect(Object.keys(doc.paths["/api/me"]!)).toEqual(["get", "patch"]);
    expect(Object.keys(doc.paths["/api/membership-requests"]!)).toEqual(["get"]);
    expect(Object.keys(doc.paths["/api/membership-requests/{id}/decision"]!)).toEqual(["post"]);
  });
});

describe("signing in again in the same browser", () => {
  it("replaces the browser's previous session", async () => {
    const { jar } = await signIn(idp, { email: "twice@same-browser.test" });
    const first = jar.session!;
    const { res } = await signIn(idp, { email: "twice@same-browser.test" }, { jar });
    expect(res.status).toBe(302);
    expect(jar.session).not.toBe(first);
    const old = await new CookieJar().fetch("/api/me", { headers: { cookie: `__Host-rrr_session=${first}` } });
    expect(old.status).toBe(200);
    expect(await old.json()).toEqual({ user: null });
  });
});
