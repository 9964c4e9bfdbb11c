import { isDevelopment } from "@core/lib/environment";
import type { Env } from "../env";

/**
 * Offline demo (`npm run start:offline`, development only): the hosts of the recorded vendors
 * (OFFLINE_VENDORS, set by dev/stack.mjs from the replay server's recordings), so the pages
 * suggest only vendors this run can analyze. Null online.
 */
export function offlineVendors(env: Env): string[] | null {
  if (!env.OFFLINE_VENDORS || !isDevelopment(env)) return null;
  const hosts = env.OFFLINE_VENDORS.toLowerCase()
    .split(/[\s,]+/)
    .filter((h) => /^[a-z0-9.-]{1,253}$/.test(h));
  return hosts.length ? hosts : null;
}
