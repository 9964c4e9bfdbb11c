import { isDevelopment } from "../worker/lib/environment";
import { withDnsCheck } from "./crawler/dns-check";
import type { Env } from "./env";
import type { PipelineDeps } from "./pipeline";

/**
 * What the pipeline may use. CRAWL_REPLAY_ORIGIN (crawl a recorded web instead of the real one)
 * is honoured only in development: in production it would send every crawl to one host. With
 * DNS_RESOLVER_URL, every crawl request first resolves its host and refuses private answers.
 */
export function pipelineDeps(env: Env, network: typeof fetch = (input, init) => fetch(input, init)): PipelineDeps {
  const replay = env.CRAWL_REPLAY_ORIGIN?.trim() || undefined;
  const resolver = env.DNS_RESOLVER_URL?.trim() || undefined;
  if (replay && !isDevelopment(env)) {
    console.warn(JSON.stringify({ level: "warn", msg: "CRAWL_REPLAY_ORIGIN is ignored outside development" }));
  }
  return {
    fetch: resolver ? withDnsCheck(network, { resolverUrl: resolver, fetch: network }) : network,
    replayOrigin: isDevelopment(env) ? replay : undefined,
    browser: env.BROWSER,
    now: () => new Date(),
  };
}
