import { z } from "zod";
import { Analysis } from "../../shared/analysis";

/**
 * Analysis cache in KV. Keys are namespaced and versioned; values are schema-checked on read
 * (a value that no longer parses is treated as a miss) and always written with a TTL.
 */
const CacheEntry = z.object({ analysis: Analysis, cachedAt: z.string() });
export type CacheEntry = z.infer<typeof CacheEntry>;

export const DEFAULT_CACHE_TTL_SECONDS = 7 * 24 * 3600;

export function analysisCacheKey(vendorKey: string): string {
  return `v1:analysis:${vendorKey}`;
}

export async function readCachedAnalysis(kv: KVNamespace, vendorKey: string): Promise<CacheEntry | null> {
  const raw = await kv.get(analysisCacheKey(vendorKey), "json");
  if (raw === null) return null;
  const parsed = CacheEntry.safeParse(raw);
  return parsed.success ? parsed.data : null;
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

export function cacheTtl(value: string | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 60 ? Math.floor(n) : DEFAULT_CACHE_TTL_SECONDS;
}
