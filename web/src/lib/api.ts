import createClient from "openapi-fetch";
import type { ErrorCode, ErrorEnvelope } from "@core/contract/api";
import type { paths } from "./api-types.gen";

/**
 * The SPA's one way to call the API: `api` is typed by the routes themselves (api-types.gen.ts,
 * generated from the OpenAPI document the routes' zod schemas produce, `npm run api:types`), so
 * a path, parameter, body or answer the server does not have fails type-checking. `apiData`
 * hands back the answer's body or throws: ApiError (the server's error envelope) or NetworkError
 * (no answer at all), so callers can tell "the server said no" from "we could not reach it".
 * Answers are not re-validated at run time, to keep the schema library out of the first load.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "UNKNOWN",
    message: string,
    readonly requestId?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export class NetworkError extends Error {
  constructor(override readonly cause?: unknown) {
    super("Network error: failed to fetch");
    this.name = "NetworkError";
  }
}

/** fetch, with "no answer" as NetworkError (an abort stays an abort). */
async function fetchOrNetworkError(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new NetworkError(err);
  }
}

export const api = createClient<paths>({
  fetch: fetchOrNetworkError,
  credentials: "same-origin",
  headers: { accept: "application/json" },
  // `?q=&limit=&cursor=`: empty values are left out, as the list convention reads them.
  querySerializer: (query) => searchParams(query),
});

/** An answer of `api`: its body when the status is 2xx, else the error it carries. */
export async function apiData<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch (err) {
    // A 2xx whose body is not JSON: no data, as a body that says nothing.
    if (err instanceof SyntaxError) return null as T;
    throw err;
  }
  if (!answer.response.ok) throw toApiError(answer.response.status, answer.error);
  return answer.data as T;
}

/** `q=…&limit=…` of the values given (undefined and empty left out), without the `?`. */
export function searchParams(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = body as Partial<ErrorEnvelope> | null | undefined;
  const error = envelope?.error;
  if (error && typeof error.message === "string") {
    return new ApiError(status, error.code ?? "UNKNOWN", error.message, error.requestId, error.details);
  }
  return new ApiError(status, "UNKNOWN", `The server answered ${status}.`);
}

/** Errors worth retrying: no answer, or a server-side failure. */
export function isTransient(err: unknown): boolean {
  return err instanceof NetworkError || (err instanceof ApiError && err.status >= 500);
}

/**
 * The address of a route for a link or a download the browser makes itself (a CSV, a PDF, an
 * event stream): the path must be one the API has, its `{param}`s filled in and encoded.
 */
export function apiHref<P extends keyof paths>(
  path: P,
  params: { path?: Record<string, string>; query?: object } = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params.path?.[name] ?? ""));
  const query = params.query ? searchParams(params.query) : "";
  return query ? `${filled}?${query}` : filled;
}
