import type { ErrorCode } from "../contract/api";

/**
 * Domain errors are plain classes; the app maps them to HTTP statuses in one place (app.ts).
 * Their messages are written for the person who sees them.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 429 | 500 | 503,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", 404, message);
export const forbidden = (message = "You do not have permission to do this") => new AppError("FORBIDDEN", 403, message);
export const unauthenticated = (message = "Authentication required") => new AppError("UNAUTHENTICATED", 401, message);
/** What a 401 asking for a fresh sign-in says (the SPA shows its own prompt for the code). */
export const REAUTHENTICATION_MESSAGE =
  "For your security, administrator actions need a recent sign-in. Please sign in again to continue.";
export const reauthenticationRequired = () => new AppError("REAUTHENTICATION_REQUIRED", 401, REAUTHENTICATION_MESSAGE);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(
    "RATE_LIMITED",
    429,
    message,
    { retry_after_seconds: retryAfterSeconds },
    {
      "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );
export const conflict = (message: string) => new AppError("CONFLICT", 409, message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError("INVALID_REQUEST", 400, message, details);

/** The messages of an error and its causes, for recognising a database refusal (UNIQUE, ...) wrapped by drivers. */
export function errorChainText(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(String((e as Error).message ?? e));
  }
  return parts.join(" ");
}
