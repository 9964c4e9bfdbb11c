import type { QueryClient } from "@tanstack/react-query";
import type { AuthErrorCode } from "@core/contract/auth-errors";
import { ApiError } from "@web/lib/api";
import { meQueryOptions, signedOutReasonOf } from "./api";

/**
 * A request of a signed-in tab answered 401: the session ended on the server (signed out
 * elsewhere, expired, or the account was suspended, which ends every session at once). The
 * tab forgets the user and goes to /auth with a message, instead of showing empty pages.
 * Anonymous pages are left alone (they get no 401 for being signed out).
 */
export function isSessionEnded(err: unknown, queryClient: QueryClient): boolean {
  return (
    err instanceof ApiError &&
    err.status === 401 &&
    err.code !== "REAUTHENTICATION_REQUIRED" &&
    !!queryClient.getQueryData(meQueryOptions.queryKey)
  );
}

/** What /auth says to someone whose tab got that 401: the server's reason, else "your session has ended". */
export function sessionEndedCode(err: unknown): AuthErrorCode {
  return signedOutReasonOf(err) ?? "session_ended";
}

export async function forgetSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  queryClient.setQueryData(meQueryOptions.queryKey, null);
}
