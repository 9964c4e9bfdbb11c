import { OFFLINE_VENDORS_META } from "@core/contract/landing";

/**
 * Offline mode: the vendors the replay server recorded, as the page's head names them
 * (worker/site/offline-vendors.ts); null online and while the page is drawn at build time.
 */
export function offlineVendors(): string[] | null {
  if (typeof document === "undefined") return null;
  const content = document.querySelector(`meta[name="${OFFLINE_VENDORS_META}"]`)?.getAttribute("content");
  const hosts = content?.split(/\s+/).filter(Boolean) ?? [];
  return hosts.length ? hosts : null;
}
