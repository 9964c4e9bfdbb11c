import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { cleanProvidedName } from "@core/contract/field-limits";

/** The identity an ID token proves, after every check passed. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** Lower case. */
  email: string;
  name: string | null;
  picture: string | null;
  /**
   * Google's `hd` claim: the domain of the Google Workspace that manages the account (absent
   * for consumer accounts). Lower case; null when absent.
   */
  hostedDomain: string | null;
}

/** Google writes its issuer with or without the scheme; a person's identity must not depend on which. */
const ISSUER_ALIASES: Record<string, string> = { "accounts.google.com": "https://accounts.google.com" };

/** An ID token that must not sign anybody in. The message is written for the person signing in. */
export class IdTokenError extends Error {
  constructor(
    message: string,
    /** The code for `/auth?error=` (core/contract/auth-errors.ts). */
    readonly code: "token_refused" | "email_unverified" = "token_refused",
  ) {
    super(message);
    this.name = "IdTokenError";
  }
}

export interface IdTokenExpectations {
  /** The provider's signing keys. */
  keys: JWTVerifyGetKey;
  issuers: string[];
  /** Our client id. */
  audience: string;
  /** The nonce sent with the authorization request (from its cookie). */
  nonce: string;
  now: Date;
}

const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "ES256", "ES384", "EdDSA"];
/** Tolerated clock difference between us and the provider. */
const CLOCK_TOLERANCE_S = 60;

/**
 * Checks an ID token: signature against the provider's published keys, issuer, audience
 * (and authorized party when there are several audiences), expiry, nonce, and that the
 * provider verified the e-mail address. Anything else is refused with IdTokenError.
 */
export async function verifyIdToken(idToken: string, expect: IdTokenExpectations): Promise<VerifiedIdentity> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, expect.keys, {
      issuer: expect.issuers,
      audience: expect.audience,
      algorithms: ALGORITHMS,
      currentDate: expect.now,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
    }));
  } catch (err) {
    throw new IdTokenError(describe(err));
  }

  const aud = payload.aud;
  if (Array.isArray(aud) && aud.length > 1 && payload.azp !== expect.audience) {
    throw new IdTokenError("The sign-in token was issued for another application.");
  }
  if (typeof payload.nonce !== "string" || payload.nonce !== expect.nonce) {
    throw new IdTokenError("The sign-in token does not belong to this sign-in attempt. Please try again.");
  }
  const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
  if (!email?.includes("@")) {
    throw new IdTokenError("The sign-in provider did not share an e-mail address.");
  }
  // Google sends a boolean; some providers send the string "true".
  if (payload.email_verified !== true && payload.email_verified !== "true") {
    throw new IdTokenError(
      "Your e-mail address is not verified with the sign-in provider. Please verify it and try again.",
      "email_unverified",
    );
  }
  const issuer = String(payload.iss);
  return {
    issuer: ISSUER_ALIASES[issuer] ?? issuer,
    subject: String(payload.sub),
    email,
    name: (typeof payload.name === "string" && cleanProvidedName(payload.name)) || null,
    picture: typeof payload.picture === "string" && /^https?:\/\//.test(payload.picture) ? payload.picture : null,
    hostedDomain: typeof payload.hd === "string" && payload.hd.trim() ? payload.hd.trim().toLowerCase() : null,
  };
}

function describe(err: unknown): string {
  if (err instanceof errors.JWTExpired) return "The sign-in token has expired. Please try again.";
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === "iss") return "The sign-in token was not issued by the expected provider.";
    if (err.claim === "aud") return "The sign-in token was issued for another application.";
    if (err.claim === "nbf" || err.claim === "iat")
      return "The sign-in token is not valid yet. Please check your clock and try again.";
    return `The sign-in token is missing or has an invalid "${err.claim}" claim.`;
  }
  if (
    err instanceof errors.JWSSignatureVerificationFailed ||
    err instanceof errors.JWKSNoMatchingKey ||
    err instanceof errors.JOSEAlgNotAllowed
  ) {
    return "The sign-in token's signature could not be verified.";
  }
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) {
    return "The sign-in provider's keys could not be read. Please try again.";
  }
  return "The sign-in token could not be read.";
}

/**
 * The provider's signing keys, fetched on demand and cached per isolate (jose refreshes them
 * when a token names an unknown key). A module-level cache on purpose: refetching the keys on
 * every sign-in would cost a subrequest and latency.
 */
const remoteKeys = new Map<string, JWTVerifyGetKey>();

export function providerKeys(jwksUri: string): JWTVerifyGetKey {
  let keys = remoteKeys.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000 });
    remoteKeys.set(jwksUri, keys);
  }
  return keys;
}
