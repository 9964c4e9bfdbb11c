/**
 * Is a host on the HSTS preload list? Mozilla's scanner consults Chromium's list (a preloaded
 * host passes HSTS and the redirection test without the header). No npm package ships the
 * list, so production asks the list's public status API (hstspreload.org, which also answers
 * "preloaded" for a subdomain of a domain preloaded with includeSubDomains) once per host and
 * keeps the answer in KV for a week. When the API cannot be reached the status is "unknown"
 * (not cached): the report then says so instead of guessing.
 */
import { z } from "zod";
import type { PreloadStatus } from "../engine/observatory/types";

export const HSTS_PRELOAD_API = "https://hstspreload.org/api/v2/status";
/** Seconds an answer is kept (the list changes with browser releases, every few weeks). */
export const HSTS_PRELOAD_TTL = 7 * 24 * 3600;
const TIMEOUT_MS = 3000;

export const preloadKey = (host: string) => `v1:hsts-preload:${host}`;

const Cached = z.object({ status: z.enum(["preloaded", "not_preloaded"]), checked_at: z.string() });
const ApiAnswer = z.object({ status: z.string() });

export function hstsPreloadLookup(
  kv: KVNamespace,
  fetchFn: typeof fetch,
  now: () => Date,
): (host: string) => Promise<PreloadStatus> {
  return async (host) => {
    const key = preloadKey(host.toLowerCase());
    const cached = Cached.safeParse(await kv.get(key, "json").catch(() => null));
    if (cached.success) return cached.data.status;
    let status: "preloaded" | "not_preloaded";
    try {
      const res = await fetchFn(`${HSTS_PRELOAD_API}?domain=${encodeURIComponent(host)}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return "unknown";
      const answer = ApiAnswer.safeParse(await res.json());
      if (!answer.success) return "unknown";
      status = answer.data.status === "preloaded" ? "preloaded" : "not_preloaded";
    } catch {
      return "unknown";
    }
    await kv
      .put(key, JSON.stringify({ status, checked_at: now().toISOString() }), { expirationTtl: HSTS_PRELOAD_TTL })
      .catch(() => {});
    return status;
  };
}
