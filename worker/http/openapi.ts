import type { Hook } from "@hono/zod-openapi";
import { ErrorEnvelope } from "@core/contract/api";
import { AppError } from "@core/lib/errors";

/** Validation failures become the one error envelope (thrown, so onError formats them). */
// biome-ignore lint/suspicious/noExplicitAny: one hook serves every route, whatever its environment, path and result types
export const defaultHook: Hook<unknown, any, any, any> = (result) => {
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    const first = issues[0];
    throw new AppError(
      "INVALID_REQUEST",
      400,
      first ? `Invalid request: ${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid request",
      { issues },
    );
  }
};

const DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input",
  401: "Not signed in; REAUTHENTICATION_REQUIRED: an administrator's change needs a sign-in younger than 12 hours",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict with the current state",
  413: "Request body too large",
  429: "Too many requests (Retry-After says when to try again)",
  503: "Not available right now",
};

/** OpenAPI entries for error statuses, all with the error envelope. */
export function errorResponses(...statuses: (keyof typeof DESCRIPTIONS)[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: DESCRIPTIONS[s]!, content: { "application/json": { schema: ErrorEnvelope } } },
    ]),
  ) as Record<number, { description: string; content: { "application/json": { schema: typeof ErrorEnvelope } } }>;
}
