import { lazy, Suspense, useEffect, useState } from "react";
import { ApiError } from "@web/lib/api";

/**
 * Administrators' changes need a sign-in from the last 12 hours: the server answers 401
 * REAUTHENTICATION_REQUIRED instead of doing them. The session is still valid, so the tab does not
 * sign out: it asks the user to sign in again and brings them back to the page they were on
 * (GET /api/auth/google?return_to=<this page>), where they can repeat the change.
 */
export function isReauthenticationRequired(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401 && err.code === "REAUTHENTICATION_REQUIRED";
}

const listeners = new Set<() => void>();

/** Opens the prompt (from the query client's error handler). */
export function askToSignInAgain(): void {
  for (const listener of listeners) listener();
}

/** Where "Sign in again" goes: the sign-in, then back to this very page. */
export function signInAgainHref(location: Pick<Location, "pathname" | "search" | "hash">): string {
  return `/api/auth/google?return_to=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}

// The dialog's code loads only when it is needed (the first-load budget).
const ReauthenticationDialog = lazy(() => import("./reauthentication-dialog"));

export function ReauthenticationPrompt() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog
        onCancel={() => setOpen(false)}
        onSignIn={() => window.location.assign(signInAgainHref(window.location))}
      />
    </Suspense>
  );
}
