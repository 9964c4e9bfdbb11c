import { isDevelopment } from "@core/lib/environment";
import { systemClock, type Clock } from "@core/lib/clock";
import type { PipelineDeps } from "./analysis-types";
import { withDnsCheck } from "./crawler/dns-check";
import { hstsPreloadLookup } from "./crawler/hsts-preload";
import type { Env } from "./env";

/**
 * What the pipeline may use. CRAWL_REPLAY_ORIGIN (crawl a recorded web instead of the real one)
 * is honoured only in development: in production it would send every crawl to one host. With
 * DNS_RESOLVER_URL (set in production's wrangler.toml), every crawl request first resolves its
 * host and refuses private answers; a crawl of the recorded web asks no resolver (its only
 * destination is the replay server, and development runs offline).
 */
export function pipelineDeps(
  env: Env,
  network: typeof fetch = (input, init) => fetch(input, init),
  now: Clock = systemClock,
): PipelineDeps {
  const requestedReplay = env.CRAWL_REPLAY_ORIGIN?.trim() || undefined;
  if (requestedReplay && !isDevelopment(env)) {
    console.warn(JSON.stringify({ level: "warn", msg: "CRAWL_REPLAY_ORIGIN is ignored outside development" }));
  }
  const replayOrigin = isDevelopment(env) ? requestedReplay : undefined;
  const resolver = replayOrigin ? undefined : env.DNS_RESOLVER_URL?.trim() || undefined;
  // The recorded web has no preload list to ask: the header grade then says "unknown".
  const hstsPreload = replayOrigin ? undefined : hstsPreloadLookup(env.CACHE, network, now);
  return {
    fetch: resolver ? withDnsCheck(network, { resolverUrl: resolver, fetch: network }) : network,
    replayOrigin,
    browser: env.BROWSER,
    now,
    hstsPreload,
  };
}
