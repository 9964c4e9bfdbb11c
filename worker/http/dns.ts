import type { Env } from "../env";
import { isDevelopment } from "@core/lib/environment";
import { dohTxtResolver, type ResolveTxt } from "@core/lib/dns-over-https";

/** Where development keeps the TXT records its stub resolver answers with (KV, one key per name). */
export const STUB_TXT_PREFIX = "dns-stub:txt:";

/**
 * The TXT lookup of this deployment: DNS over HTTPS at DNS_RESOLVER_URL in production; in
 * development a stub that reads `dns-stub:txt:<name>` from the CACHE namespace (one record per
 * line), so the domain check can be tried offline:
 * `wrangler kv key put --binding CACHE --local "dns-stub:txt:_rrr-challenge.example.com" "rrr-verification=..."`.
 * Null when production has no resolver configured (the check then answers 503).
 */
export function txtResolverFor(
  env: Env,
  network: typeof fetch = (input, init) => fetch(input, init),
): ResolveTxt | null {
  if (isDevelopment(env)) return stubTxtResolver(env.CACHE);
  const resolverUrl = env.DNS_RESOLVER_URL?.trim();
  return resolverUrl ? dohTxtResolver({ resolverUrl, fetch: network }) : null;
}

export function stubTxtResolver(kv: KVNamespace): ResolveTxt {
  return async (name) => {
    const value = await kv.get(`${STUB_TXT_PREFIX}${name.toLowerCase()}`);
    return value
      ? value
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
      : [];
  };
}
