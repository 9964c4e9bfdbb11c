import type { QueryClient } from "@tanstack/react-query";
import type { AuthErrorCode } from "@core/contract/auth-errors";
import { ApiError } from "@web/lib/api";
import { meQueryOptions, noteSignedOutReason, signedOutReasonOf } from "./api";

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

/**
 * What a tab does with the 401s that end its session: forget the user and go to /auth once,
 * saying why. Several requests may fail together (a click and the notifications poll), and only
 * one of them may carry the server's reason (it says it once): a later answer without a reason
 * never replaces one with it, and a reason that arrives after a reason-less answer still reaches
 * /auth.
 */
export function sessionEndHandler(queryClient: QueryClient, goToAuth: (code: AuthErrorCode) => unknown) {
  let ending: { code: AuthErrorCode; arrived: boolean } | null = null;
  return (err: unknown): void => {
    const reason = err instanceof ApiError && err.status === 401 ? signedOutReasonOf(err) : null;
    // The route being loaded may reach /auth first (its guard finds no session): it says the same.
    noteSignedOutReason(reason);
    if (ending) {
      if (ending.code === "session_ended" && reason) {
        ending.code = reason;
        if (ending.arrived) goToAuth(reason);
      }
      return;
    }
    if (!isSessionEnded(err, queryClient)) return;
    const current = { code: sessionEndedCode(err), arrived: false };
    ending = current;
    void forgetSession(queryClient).then(() => {
      current.arrived = true;
      goToAuth(current.code);
      // Signed in again (a new session in this tab): a later 401 is a new ending.
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (!queryClient.getQueryData(meQueryOptions.queryKey)) return;
        ending = null;
        unsubscribe();
      });
    });
  };
}
