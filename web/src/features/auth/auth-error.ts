import type { AuthErrorCode } from "@core/contract/auth-errors";

/*
 * The /auth search params. Route definitions (in the first load) import this module; the texts
 * for the codes (core/contract/auth-errors.ts) are imported by the sign-in page only, so they
 * load with it.
 */

/**
 * The search params of /auth. Only an error code is taken from the link (`?error=<code>`);
 * the page shows the app's own text for it, so a crafted link cannot put words on the page.
 */
export function validateAuthSearch(search: Record<string, unknown>): { error?: string } {
  return typeof search.error === "string" && /^[a-z_]{1,40}$/.test(search.error) ? { error: search.error } : {};
}

/** The search of a link to /auth that shows the app's text for `code`. */
export function authErrorSearch(code: AuthErrorCode): { error: string } {
  return { error: code };
}
