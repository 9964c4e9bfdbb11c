/**
 * The one file that imports arctic (deprecated by its author in 2026 but working): the
 * authorization URL with state + PKCE (S256) + nonce, and the code exchange. Replacing arctic
 * means rewriting only this file. Google goes through arctic's `Google` class (its endpoints
 * are built in); any other OpenID provider, such as the local one of `npm start`, through the
 * generic `OAuth2Client` with endpoints from configuration. Both then run the same ID token
 * checks (id-token.ts).
 */
import {
  ArcticFetchError,
  CodeChallengeMethod,
  Google,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
} from "arctic";
import type { ProviderConfig } from "./provider-config";

const SCOPES = ["openid", "email", "profile"];

export interface OAuthClient {
  authorizationUrl(trip: { state: string; codeVerifier: string; nonce: string }): URL;
  /** Exchanges the authorization code for the provider's ID token (a compact JWT). */
  exchangeCode(code: string, codeVerifier: string): Promise<string>;
}

/** Why a code exchange failed: the provider refused the code, or could not be reached / answered nonsense. */
export class CodeExchangeError extends Error {
  constructor(
    readonly kind: "refused" | "unavailable",
    message: string,
  ) {
    super(message);
    this.name = "CodeExchangeError";
  }
}

export function newOAuthRoundTrip() {
  return { state: generateState(), codeVerifier: generateCodeVerifier(), nonce: generateState() };
}

export function createOAuthClient(provider: ProviderConfig, redirectUri: string): OAuthClient {
  if (provider.kind === "google") {
    const google = new Google(provider.clientId, provider.clientSecret, redirectUri);
    return {
      authorizationUrl({ state, codeVerifier, nonce }) {
        const url = google.createAuthorizationURL(state, codeVerifier, SCOPES);
        url.searchParams.set("nonce", nonce);
        url.searchParams.set("prompt", "select_account");
        return url;
      },
      exchangeCode: (code, codeVerifier) => exchange(() => google.validateAuthorizationCode(code, codeVerifier)),
    };
  }
  const client = new OAuth2Client(provider.clientId, provider.clientSecret || null, redirectUri);
  return {
    authorizationUrl({ state, codeVerifier, nonce }) {
      const url = client.createAuthorizationURLWithPKCE(
        provider.authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      url.searchParams.set("nonce", nonce);
      return url;
    },
    exchangeCode: (code, codeVerifier) =>
      exchange(() => client.validateAuthorizationCode(provider.tokenEndpoint, code, codeVerifier)),
  };
}

async function exchange(run: () => Promise<{ idToken(): string }>): Promise<string> {
  let tokens: { idToken(): string };
  try {
    tokens = await run();
  } catch (err) {
    if (err instanceof OAuth2RequestError) {
      throw new CodeExchangeError(
        "refused",
        `The sign-in provider refused the sign-in (${err.code}). Please try again.`,
      );
    }
    if (err instanceof ArcticFetchError) {
      throw new CodeExchangeError("unavailable", "The sign-in provider could not be reached. Please try again.");
    }
    throw new CodeExchangeError("unavailable", "The sign-in provider gave an unexpected answer. Please try again.");
  }
  try {
    return tokens.idToken();
  } catch {
    throw new CodeExchangeError("unavailable", "The sign-in provider did not return an identity token.");
  }
}
