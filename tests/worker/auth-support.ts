/**
 * Test support for sign-in: a fake OpenID provider served inside workerd (WebCrypto keys,
 * discovery, JWKS and token endpoint behind a stubbed global fetch, the one arctic and jose
 * use), an app with sign-in settings, and a cookie jar that walks the whole OAuth round trip.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, vi } from "vitest";
import { createApp } from "@worker/app";
import type { Env } from "@worker/env";
import { emailDomain, isConsumerMailDomain } from "@core/domain/organizations/email-domains";
import { APP } from "./helpers";

export const IDP = "https://idp.test";
export const CLIENT_ID = "rrr-test-client";
export const CLIENT_SECRET = "rrr-test-secret";
export const SUPER_ADMIN = "root@platform-owner.test";

export interface IdTokenOverrides {
  iss?: string;
  aud?: string | readonly string[];
  nonce?: string;
  exp?: number;
  iat?: number;
  email_verified?: unknown;
  email?: string;
  /** Sign with another key (same kid): the signature does not verify. */
  foreignKey?: boolean;
}

/**
 * Who signs in at the fake provider. `subject` defaults to one derived from the address (so a
 * second subject for the same address is a second identity); `hd` defaults to the address's
 * domain, as Google sends it for a Workspace account, except for consumer mail domains; `null`
 * sends none (a personal Google account on a company address).
 */
export interface FakeUser {
  email: string;
  name?: string | null;
  subject?: string;
  hd?: string | null;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  nonce: string;
  email: string;
  name: string | null;
  subject: string;
  hd: string | null;
  overrides: IdTokenOverrides;
}

export class FakeIdp {
  private codes = new Map<string, PendingCode>();
  tokenRequests = 0;
  /** Answer the token endpoint with this error (e.g. invalid_grant). */
  tokenError: string | null = null;

  private key!: CryptoKey;
  private foreign!: CryptoKey;
  private jwk!: Record<string, unknown>;

  /** What the provider does when the browser arrives at its authorization URL: returns the code. */
  authorize(authorizationUrl: string, user: FakeUser, overrides: IdTokenOverrides = {}) {
    const url = new URL(authorizationUrl);
    if (url.origin !== IDP) throw new Error(`not our authorization URL: ${authorizationUrl}`);
    const p = url.searchParams;
    if (p.get("client_id") !== CLIENT_ID) throw new Error("wrong client_id");
    if (p.get("code_challenge_method") !== "S256") throw new Error("PKCE S256 expected");
    if (!p.get("nonce") || !p.get("state")) throw new Error("nonce and state expected");
    if (!p.get("scope")?.split(" ").includes("openid")) throw new Error("openid scope expected");
    const code = crypto.randomUUID();
    this.codes.set(code, {
      challenge: p.get("code_challenge")!,
      redirectUri: p.get("redirect_uri")!,
      nonce: p.get("nonce")!,
      email: user.email,
      name: user.name === undefined ? user.email.split("@")[0]! : user.name,
      subject: user.subject ?? `sub-${user.email}`,
      hd:
        user.hd !== undefined
          ? user.hd
          : isConsumerMailDomain(emailDomain(user.email))
            ? null
            : emailDomain(user.email),
      overrides,
    });
    return { code, state: p.get("state")!, redirectUri: p.get("redirect_uri")! };
  }

  async signIdToken(claims: JWTPayload, foreign = false) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "fake-idp-key", typ: "JWT" })
      .sign(foreign ? this.foreign : this.key);
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/.well-known/openid-configuration") {
      return Response.json({
        issuer: IDP,
        authorization_endpoint: `${IDP}/authorize`,
        token_endpoint: `${IDP}/token`,
        jwks_uri: `${IDP}/jwks`,
      });
    }
    if (url.pathname === "/jwks") return Response.json({ keys: [this.jwk] });
    if (url.pathname === "/token" && request.method === "POST") {
      this.tokenRequests++;
      const expected = `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`;
      if (request.headers.get("authorization") !== expected)
        return Response.json({ error: "invalid_client" }, { status: 401 });
      if (this.tokenError) return Response.json({ error: this.tokenError }, { status: 400 });
      const form = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
      const pending = this.codes.get(form.get("code") ?? "");
      this.codes.delete(form.get("code") ?? "");
      if (!pending) return Response.json({ error: "invalid_grant" }, { status: 400 });
      const verifier = form.get("code_verifier") ?? "";
      const challenge = encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier)));
      if (challenge !== pending.challenge || form.get("redirect_uri") !== pending.redirectUri) {
        return Response.json({ error: "invalid_grant" }, { status: 400 });
      }
      const now = Math.floor(Date.now() / 1000);
      const o = pending.overrides;
      const idToken = await this.signIdToken(
        {
          iss: o.iss ?? IDP,
          aud: typeof o.aud === "object" ? [...o.aud] : (o.aud ?? CLIENT_ID),
          sub: pending.subject,
          iat: o.iat ?? now,
          exp: o.exp ?? now + 600,
          nonce: o.nonce ?? pending.nonce,
          email: o.email ?? pending.email,
          email_verified: "email_verified" in o ? o.email_verified : true,
          ...(pending.name ? { name: pending.name } : {}),
          ...(pending.hd ? { hd: pending.hd } : {}),
        },
        o.foreignKey,
      );
      return Response.json({
        access_token: `at-${crypto.randomUUID()}`,
        token_type: "Bearer",
        expires_in: 600,
        id_token: idToken,
      });
    }
    return new Response("not found", { status: 404 });
  }

  /** Makes the signing keys and routes fetches to https://idp.test to this provider; everything else goes out as usual. */
  async install() {
    const keys = await providerKeyPair();
    this.key = keys.key;
    this.foreign = keys.foreign;
    this.jwk = keys.jwk;
    const original = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin === IDP) return this.handle(request);
      return original(input, init);
    });
  }
}

/**
 * The provider's keys, made once per runtime: test files share one runtime, and the app keeps
 * the keys it fetched for the provider's key id (as it does in production), so a new key under
 * the same id in a later file would not verify.
 */
const KEYS = Symbol.for("rrr.fake-idp-keys");
type ProviderKeys = { key: CryptoKey; foreign: CryptoKey; jwk: Record<string, unknown> };
function providerKeyPair(): Promise<ProviderKeys> {
  const store = globalThis as unknown as { [KEYS]?: Promise<ProviderKeys> };
  store[KEYS] ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const foreign = (await generateKeyPair("RS256")).privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: "fake-idp-key", alg: "RS256", use: "sig" };
    return { key: privateKey, foreign, jwk };
  })();
  return store[KEYS];
}

/** A fake provider for the tests of this file (or describe block), installed before them. */
export function useFakeIdp(): FakeIdp {
  const idp = new FakeIdp();
  beforeAll(() => idp.install());
  afterAll(() => vi.unstubAllGlobals());
  return idp;
}

/** Settings of a test app that signs in through the fake provider. */
export function authEnv(extra: Partial<Env> = {}): Env {
  return {
    ...(env as unknown as Env),
    OIDC_ISSUER: IDP,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    SUPER_ADMIN_EMAILS: `${SUPER_ADMIN}, Other.Root@Platform-Owner.test`,
    ...extra,
  };
}

export type App = ReturnType<typeof createApp>;
const defaultApp = createApp();

/** A request to the app (default: one with the system clock and e-mail sender) with sign-in settings (http://app.test). */
export function authApi(path: string, init: RequestInit = {}, settings: Partial<Env> = {}, to: App = defaultApp) {
  return to.request(`${APP}${path}`, init, authEnv(settings));
}

/** The cookies a browser would keep, from Set-Cookie headers. */
export class CookieJar {
  cookies = new Map<string, string>();
  setCookies: string[] = [];

  /** `app`: send to this app instead of the default one (e.g. createApp({ clock }) to control time). */
  constructor(readonly app: App = defaultApp) {}

  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      this.setCookies.push(line);
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const maxAge = attrs.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith("max-age="));
      if (value === "" || maxAge === "max-age=0") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get session() {
    return this.cookies.get("__Host-rrr_session");
  }

  /** A request with these cookies, sent like the SPA would (same origin). */
  async fetch(path: string, init: RequestInit = {}, settings: Partial<Env> = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", this.header());
    // Like the SPA: same-origin requests carry Origin; pass `origin: ""` to send none (curl).
    if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", APP);
    if (headers.get("origin") === "") headers.delete("origin");
    return this.take(await authApi(path, { ...init, headers }, settings, this.app));
  }
}

/** Starts a sign-in: GET /api/auth/google, returns the provider's authorization URL. */
export async function startSignIn(jar: CookieJar) {
  const res = await jar.fetch("/api/auth/google");
  if (res.status !== 302) throw new Error(`expected a redirect, got ${res.status}`);
  return res.headers.get("location")!;
}

/** The whole round trip through the fake provider. Returns the callback response. */
export async function signIn(
  idp: FakeIdp,
  user: FakeUser,
  options: {
    jar?: CookieJar;
    overrides?: IdTokenOverrides;
    headers?: Record<string, string>;
    settings?: Partial<Env>;
  } = {},
) {
  const jar = options.jar ?? new CookieJar();
  const location = await startSignIn(jar);
  const { code, state } = idp.authorize(location, user, options.overrides);
  const res = await jar.fetch(
    `/api/auth/google/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`,
    { headers: options.headers },
    options.settings,
  );
  return { jar, res, location: res.headers.get("location") };
}

/** Signs in and expects success; returns the jar holding the session cookie. */
export async function signedIn(idp: FakeIdp, email: string, name?: string, app?: App) {
  const { jar, res } = await signIn(idp, { email, name }, { jar: new CookieJar(app) });
  if (res.status !== 302 || !jar.session)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return jar;
}
