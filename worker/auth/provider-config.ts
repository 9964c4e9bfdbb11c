import type { Env } from "../env";

/**
 * Which OpenID provider signs people in, from configuration:
 * - GOOGLE_CLIENT_ID (+ GOOGLE_CLIENT_SECRET): Google, the production provider;
 * - else OIDC_ISSUER (+ OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): a generic OpenID provider found by
 *   discovery. `npm start` and the tests point it at the local provider
 *   (dev/oidc-provider.mjs); production configuration never sets it;
 * - else none: sign-in answers "not configured".
 */
export type ProviderConfig =
  | {
      kind: "google";
      clientId: string;
      clientSecret: string;
      /** Google writes either form into `iss`. */
      issuers: string[];
      jwksUri: string;
    }
  | {
      kind: "oidc";
      clientId: string;
      clientSecret: string;
      issuers: string[];
      authorizationEndpoint: string;
      tokenEndpoint: string;
      jwksUri: string;
    };

export class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderConfigError";
  }
}

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const GOOGLE_JWKS = "https://www.googleapis.com/oauth2/v3/certs";

/**
 * Discovery documents, per isolate: sign-in is rare enough that a cold isolate fetching it
 * once is fine, and caching avoids a subrequest on every callback.
 */
const discoveryCache = new Map<string, Promise<Discovery>>();

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** Resolves the configured provider, or null when sign-in is not configured. */
export async function resolveProvider(env: Env, fetchFn: typeof fetch = fetch): Promise<ProviderConfig | null> {
  const googleId = env.GOOGLE_CLIENT_ID?.trim();
  if (googleId) {
    const secret = env.GOOGLE_CLIENT_SECRET?.trim();
    if (!secret) throw new ProviderConfigError("GOOGLE_CLIENT_SECRET is not set.");
    return { kind: "google", clientId: googleId, clientSecret: secret, issuers: GOOGLE_ISSUERS, jwksUri: GOOGLE_JWKS };
  }
  const issuer = env.OIDC_ISSUER?.trim().replace(/\/+$/, "");
  if (!issuer) return null;
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ProviderConfigError("OIDC_CLIENT_ID is not set.");
  assertAllowedIssuer(issuer);

  let pending = discoveryCache.get(issuer);
  if (!pending) {
    pending = discover(issuer, fetchFn);
    discoveryCache.set(issuer, pending);
    pending.catch(() => discoveryCache.delete(issuer));
  }
  const doc = await pending;
  return {
    kind: "oidc",
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() ?? "",
    issuers: [doc.issuer],
    authorizationEndpoint: doc.authorization_endpoint,
    tokenEndpoint: doc.token_endpoint,
    jwksUri: doc.jwks_uri,
  };
}

/** Plain http is accepted only for a provider on this machine (local development). */
function assertAllowedIssuer(issuer: string) {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ProviderConfigError(`OIDC_ISSUER is not a URL: ${issuer}`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw new ProviderConfigError("OIDC_ISSUER must use https (plain http only on localhost).");
  }
}

async function discover(issuer: string, fetchFn: typeof fetch): Promise<Discovery> {
  let res: Response;
  try {
    res = await fetchFn(`${issuer}/.well-known/openid-configuration`, { headers: { accept: "application/json" } });
  } catch {
    throw new ProviderConfigError(`The OpenID provider at ${issuer} could not be reached.`);
  }
  if (!res.ok) throw new ProviderConfigError(`The OpenID provider at ${issuer} answered ${res.status} to discovery.`);
  const doc = (await res.json().catch(() => null)) as Partial<Discovery> | null;
  if (
    !doc ||
    doc.issuer?.replace(/\/+$/, "") !== issuer ||
    typeof doc.authorization_endpoint !== "string" ||
    typeof doc.token_endpoint !== "string" ||
    typeof doc.jwks_uri !== "string"
  ) {
    throw new ProviderConfigError(`The OpenID provider at ${issuer} returned an unusable discovery document.`);
  }
  return doc as Discovery;
}
