import type { ErrorCode, ErrorEnvelope } from "@core/contract/api";

/**
 * The SPA's one way to call the API. Failures come back as ApiError (the server's error
 * envelope) or NetworkError (no answer at all), so callers can tell "the server said no" from
 * "we could not reach it". Response bodies are typed by the shared contract; the SPA does not
 * re-validate them at runtime, to keep the schema library out of the first page load.
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

export interface ApiRequest extends Omit<RequestInit, "body"> {
  /** Sent as a JSON body. */
  json?: unknown;
}

export async function apiFetch<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: "same-origin",
      ...rest,
      headers: {
        accept: "application/json",
        ...(json === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new NetworkError(err);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!res.ok) throw toApiError(res.status, body);
  return body as T;
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = body as Partial<ErrorEnvelope> | null;
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
