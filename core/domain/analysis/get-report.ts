import { AppError, notFound } from "@core/lib/errors";
import { checkPublicUrl, vendorKey } from "@core/contract/url";
import { readCachedAnalysis, type CacheEntry } from "./cache";

/**
 * The shared report of a vendor (/reports/<host>): its cached analysis and when it was made.
 * Anyone may call it, like the cached answer of POST /api/analyze: the report is about a public
 * website and holds nothing of the visitor. Only a host name is accepted (no path, port or
 * address), checked by the same rules as an analysis request. `fresh`: a report older than the
 * cache lifetime (the setting analysis.cache_ttl_seconds) counts as none, as for analyze.
 */
export async function getReport(
  cache: KVNamespace,
  host: string,
  fresh?: { now: Date; maxAgeSeconds: number },
): Promise<CacheEntry> {
  const key = reportKeyOf(host);
  const entry = await readCachedAnalysis(cache, key, fresh);
  if (!entry) throw notFound(`No report for ${key} yet. Analyze it to create one.`);
  return entry;
}

/**
 * The same report for the page at /reports/<host> (its status and link preview): null when the
 * host is not a valid vendor host name or has no report, where getReport throws.
 */
export async function findReport(cache: KVNamespace, host: string): Promise<{ key: string; entry: CacheEntry } | null> {
  let key: string;
  try {
    key = reportKeyOf(host);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
  const entry = await readCachedAnalysis(cache, key);
  return entry ? { key, entry } : null;
}

function reportKeyOf(host: string): string {
  const name = host.trim().toLowerCase().replace(/\.$/, "");
  let url: URL | null = null;
  if (/^[a-z0-9.-]+$/.test(name)) {
    try {
      url = new URL(`https://${name}/`);
    } catch {
      url = null;
    }
  }
  const checked = url ? checkPublicUrl(url) : null;
  if (!url || !checked?.ok) {
    throw new AppError("INVALID_URL", 400, "Please give a vendor's host name, e.g. notion.so.");
  }
  return vendorKey(url);
}
