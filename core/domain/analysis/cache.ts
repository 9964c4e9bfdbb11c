import { z } from "zod";
import { Analysis } from "@core/contract/analysis";

/**
 * Analysis cache in KV. Keys are namespaced and versioned; values are schema-checked on read
 * (a value that no longer parses is treated as a miss) and always written with a TTL.
 */
const CacheEntry = z.object({ analysis: Analysis, cachedAt: z.string() });
export type CacheEntry = z.infer<typeof CacheEntry>;

export function analysisCacheKey(vendorKey: string): string {
  return `v1:analysis:${vendorKey}`;
}

/**
 * The cached analysis of a vendor, or null. With `fresh`, an entry older than `maxAgeSeconds`
 * (the platform setting `analysis.cache_ttl_seconds`, which may have been lowered since the
 * entry was written with the old lifetime) counts as a miss.
 */
export async function readCachedAnalysis(
  kv: KVNamespace,
  vendorKey: string,
  fresh?: { now: Date; maxAgeSeconds: number },
): Promise<CacheEntry | null> {
  const raw = await kv.get(analysisCacheKey(vendorKey), "json");
  if (raw === null) return null;
  const parsed = CacheEntry.safeParse(raw);
  if (!parsed.success) return null;
  if (fresh && fresh.now.getTime() - new Date(parsed.data.cachedAt).getTime() > fresh.maxAgeSeconds * 1000) return null;
  return parsed.data;
}

export async function writeCachedAnalysis(
  kv: KVNamespace,
  vendorKey: string,
  analysis: Analysis,
  cachedAt: Date,
  ttlSeconds: number,
): Promise<void> {
  const entry: CacheEntry = { analysis, cachedAt: cachedAt.toISOString() };
  // KV refuses TTLs under 60 seconds.
  await kv.put(analysisCacheKey(vendorKey), JSON.stringify(entry), { expirationTtl: Math.max(60, ttlSeconds) });
}
