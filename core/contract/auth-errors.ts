/**
 * Why a sign-in failed, as the code the server puts in `/auth?error=<code>` and the text the
 * SPA shows for it. The text always comes from this table, never from the link, so nobody can
 * make the sign-in page say something of their choosing. No zod here: the SPA imports it.
 */
export const AUTH_ERROR_MESSAGES = {
  not_configured: "Sign-in is not configured on this server.",
  unavailable: "Sign-in is not available right now. Please try again later.",
  cancelled: "Sign-in was cancelled.",
  provider_error: "The sign-in provider reported an error. Please try again.",
  incomplete: "The sign-in response was incomplete. Please try again.",
  state_mismatch: "The sign-in could not be verified (its state did not match). Please try again.",
  expired: "The sign-in took too long or was started in another browser. Please try again.",
  wrong_issuer: "The sign-in response came from an unexpected provider. Please try again.",
  code_refused: "The sign-in provider refused the sign-in. Please try again.",
  provider_unreachable: "The sign-in provider could not be reached. Please try again.",
  token_refused: "The sign-in could not be verified with the provider. Please try again.",
  email_unverified: "Your e-mail address is not verified with the sign-in provider. Please verify it and try again.",
  suspended: "Your account is suspended. Please contact your organization's administrator.",
  organization_suspended:
    "Your organization's account is suspended, so its members cannot sign in. Please contact your organization's administrator or our support.",
  rejected:
    "Your request to join the organization was declined by an administrator. Please contact them if you think this is a mistake.",
  identity_conflict:
    "This e-mail address belongs to an account that signs in with another identity. Sign in with the account you used before, or contact your administrator.",
  /** Set by the SPA: a signed-in tab got a 401 (signed out elsewhere, expired, or suspended). */
  session_ended: "Your session has ended. Please sign in again.",
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/**
 * Why a session the browser still holds no longer works, as the server tells it (GET /api/me's
 * `signed_out_reason`, a 401's `details.reason`): the page the person lands on says so.
 */
export const SIGNED_OUT_REASONS = ["suspended", "rejected", "organization_suspended", "session_ended"] as const;
export type SignedOutReason = (typeof SIGNED_OUT_REASONS)[number];

export function isSignedOutReason(value: unknown): value is SignedOutReason {
  return SIGNED_OUT_REASONS.includes(value as SignedOutReason);
}

/** The heading over the text of a code on /auth: what happened, not always "Sign-in failed". */
export function authErrorTitle(code: string): string {
  switch (code) {
    case "session_ended":
      return "Signed out";
    case "suspended":
      return "Account suspended";
    case "organization_suspended":
      return "Organization suspended";
    case "rejected":
      return "Request declined";
    default:
      return "Sign-in failed";
  }
}

/** Shown for a code this version does not know (an old or hand-made link). */
export const UNKNOWN_AUTH_ERROR_MESSAGE = "Sign-in failed. Please try again.";

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === "string" && Object.hasOwn(AUTH_ERROR_MESSAGES, value);
}

/** The text for `/auth?error=<code>`. */
export function authErrorMessage(code: string): string {
  return isAuthErrorCode(code) ? AUTH_ERROR_MESSAGES[code] : UNKNOWN_AUTH_ERROR_MESSAGE;
}
