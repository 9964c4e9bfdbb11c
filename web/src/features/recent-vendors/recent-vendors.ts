import { useSyncExternalStore } from "react";
import { vendorHost } from "@core/contract/url";
import { deleteCookie, readCookie, writeCookie } from "@web/lib/cookies";
import { displayUrl, truncate } from "@web/lib/format";
import { RECENT_COOKIE } from "@core/contract/recent-vendors";

/**
 * Recently analyzed vendors, kept in a browser cookie: at most 20
 * entries, 90 days, path /, SameSite=Lax. One entry per vendor host (lower case, without www.).
 */
export { RECENT_COOKIE };
export const MAX_RECENT = 20;
export const RECENT_MAX_AGE_SECONDS = 90 * 24 * 3600;
export const CHIP_LABEL_MAX = 30;
/** Browsers drop cookies over 4096 bytes; keep well below with the encoded value. */
const MAX_COOKIE_BYTES = 3800;
const MAX_URL_LENGTH = 300;

export interface RecentVendor {
  url: string;
  /** When it was analyzed, ms since epoch. */
  timestamp: number;
  riskScore: number | null;
}

export function normalizedHost(url: string): string | null {
  try {
    return vendorHost(url);
  } catch {
    return null;
  }
}

function parse(raw: string | null): RecentVendor[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const out: RecentVendor[] = [];
  for (const item of data as Partial<RecentVendor>[]) {
    if (!item || typeof item.url !== "string" || typeof item.timestamp !== "number") continue;
    const host = normalizedHost(item.url);
    if (!host || seen.has(host)) continue;
    seen.add(host);
    const score = typeof item.riskScore === "number" && Number.isFinite(item.riskScore) ? item.riskScore : null;
    out.push({ url: item.url, timestamp: item.timestamp, riskScore: score });
  }
  return out.sort((a, b) => b.timestamp - a.timestamp).slice(0, MAX_RECENT);
}

let snapshot: RecentVendor[] | null = null;
const listeners = new Set<() => void>();

export function readRecentVendors(): RecentVendor[] {
  snapshot ??= parse(readCookie(RECENT_COOKIE));
  return snapshot;
}

function save(list: RecentVendor[]) {
  let kept = list.slice(0, MAX_RECENT);
  while (kept.length > 0 && encodeURIComponent(JSON.stringify(kept)).length > MAX_COOKIE_BYTES)
    kept = kept.slice(0, -1);
  if (kept.length === 0) deleteCookie(RECENT_COOKIE);
  else writeCookie(RECENT_COOKIE, JSON.stringify(kept), RECENT_MAX_AGE_SECONDS);
  snapshot = kept;
  for (const l of listeners) l();
}

/** Puts a vendor first, replacing an older entry for the same host. */
export function addRecentVendor(url: string, riskScore: number | null, now = Date.now()): void {
  const host = normalizedHost(url);
  if (!host || url.length > MAX_URL_LENGTH) return;
  const rest = readRecentVendors().filter((v) => normalizedHost(v.url) !== host);
  save([{ url, timestamp: now, riskScore }, ...rest]);
}

export function clearRecentVendors(): void {
  save([]);
}

export function useRecentVendors(): RecentVendor[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readRecentVendors,
    () => [],
  );
}

/** Chip text: the address without scheme, cut at 30 characters plus an ellipsis. */
export function chipLabel(url: string): string {
  return truncate(displayUrl(url).replace(/^www\./i, ""), CHIP_LABEL_MAX);
}
