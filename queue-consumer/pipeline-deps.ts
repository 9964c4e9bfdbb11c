import { isDevelopment } from "../worker/lib/environment";
import type { Env } from "./env";
import type { PipelineDeps } from "./pipeline";

/**
 * What the pipeline may use. CRAWL_REPLAY_ORIGIN (crawl a recorded web instead of the real one)
 * is honoured only in development: in production it would send every crawl to one host.
 */
export function pipelineDeps(env: Env): PipelineDeps {
  const replay = env.CRAWL_REPLAY_ORIGIN?.trim() || undefined;
  if (replay && !isDevelopment(env)) {
    console.warn(JSON.stringify({ level: "warn", msg: "CRAWL_REPLAY_ORIGIN is ignored outside development" }));
  }
  return {
    fetch: (input, init) => fetch(input, init),
    replayOrigin: isDevelopment(env) ? replay : undefined,
    browser: env.BROWSER,
    now: () => new Date(),
  };
}
