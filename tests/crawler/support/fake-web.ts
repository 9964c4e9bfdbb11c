/**
 * A deterministic fake network for crawler tests: original URL -> response. Every request is
 * logged, so a test can assert that an unsafe address was never contacted.
 */
import type { PipelineDeps } from "@queue-consumer/analysis-types";

export type Route =
  | string
  | {
      status?: number;
      headers?: Record<string, string>;
      body?: string | Uint8Array | ReadableStream<Uint8Array> | null;
    }
  | ((req: Request) => Response | Promise<Response>);

export interface FakeWeb {
  fetch: typeof fetch;
  /** URLs requested, in order (the wire URL: with a replay origin, the rewritten one). */
  log: string[];
  /** Headers of each request, in order. */
  headers: Headers[];
  deps(extra?: Partial<PipelineDeps>): PipelineDeps;
}

export const HTML = { "content-type": "text/html; charset=utf-8" };

export function fakeWeb(routes: Record<string, Route>): FakeWeb {
  const log: string[] = [];
  const headers: Headers[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input as RequestInfo, init);
    log.push(req.url);
    headers.push(req.headers);
    const key = req.headers.get("x-original-url") ?? req.url;
    const route = routes[key];
    if (route === undefined)
      return new Response("<html><body><h1>Not Found</h1></body></html>", { status: 404, headers: HTML });
    if (typeof route === "function") return route(req);
    if (typeof route === "string") return new Response(route, { status: 200, headers: HTML });
    return new Response(route.body ?? null, { status: route.status ?? 200, headers: route.headers ?? HTML });
  }) as typeof fetch;
  return {
    fetch: fetchFn,
    log,
    headers,
    deps: (extra = {}) => ({ fetch: fetchFn, now: () => new Date("2026-11-20T12:00:00Z"), ...extra }),
  };
}

/** A response whose body never finishes (or trickles), honouring the request's abort signal. */
export function hangingBody(
  req: Request,
  opts: { firstChunk?: string; headers?: Record<string, string> } = {},
): Response {
  const enc = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (opts.firstChunk) controller.enqueue(enc.encode(opts.firstChunk));
      timer = setInterval(() => controller.enqueue(enc.encode(" ")), 50);
      req.signal.addEventListener("abort", () => {
        clearInterval(timer);
        controller.error(new Error("aborted"));
      });
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(stream, { status: 200, headers: opts.headers ?? HTML });
}

/** A fetch that never answers until its signal aborts. */
export function neverAnswers(req: Request): Promise<Response> {
  return new Promise((_, reject) => {
    req.signal.addEventListener("abort", () => reject(new Error("The operation was aborted")));
  });
}

export function page(title: string, body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;
}
