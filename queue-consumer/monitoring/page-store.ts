/**
 * Page texts of monitored vendors in KV, stored once per distinct content: the key is the hash
 * of the text as compared (so a page that changed only by noise is not stored again), the value
 * the page's normalized main text. Entries outlive the history they serve (HISTORY_RETENTION_DAYS)
 * and are written again before they run out while a check still refers to them.
 */
import type { Snapshot } from "@core/contract/monitoring";
import { HISTORY_RETENTION_DAYS } from "@core/contract/monitoring-rules";

export function pageTextKey(hash: string): string {
  return `v1:page-text:${hash}`;
}

const TTL_SECONDS = (HISTORY_RETENTION_DAYS + 30) * 86_400;
/** A text still in use is written again when its entry is older than this. */
const REFRESH_MS = 30 * 86_400_000;

/** The previous check's texts of the pages whose content changed since (only those are compared). */
export async function loadChangedTexts(
  kv: KVNamespace,
  previous: Snapshot | null,
  observed: Snapshot,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!previous) return out;
  const before = new Map(previous.pages.map((p) => [p.key, p]));
  const wanted = observed.pages.flatMap((p) => {
    const b = before.get(p.key);
    return p.outcome === "ok" && p.hash && b?.hash && b.hash !== p.hash ? [{ key: p.key, hash: b.hash }] : [];
  });
  await Promise.all(
    wanted.map(async ({ key, hash }) => {
      const text = await kv.get(pageTextKey(hash));
      if (text !== null) out.set(key, text);
    }),
  );
  return out;
}

/**
 * Writes the texts this check read that KV does not hold under their hash yet (or holds in an
 * entry near its end), and returns the snapshot with each page's `stored_at`. Returns how many
 * texts were written.
 */
export async function storeTexts(
  kv: KVNamespace,
  snapshot: Snapshot,
  texts: ReadonlyMap<string, string>,
  previous: Snapshot | null,
  now: Date,
): Promise<{ snapshot: Snapshot; written: number }> {
  const known = new Map<string, string>();
  for (const p of previous?.pages ?? []) {
    if (p.hash && p.stored_at && now.getTime() - new Date(p.stored_at).getTime() < REFRESH_MS) {
      known.set(p.hash, p.stored_at);
    }
  }
  let written = 0;
  const pages = await Promise.all(
    snapshot.pages.map(async (p) => {
      if (p.outcome !== "ok" || !p.hash) return p;
      const storedAt = known.get(p.hash);
      if (storedAt) return { ...p, stored_at: storedAt };
      const text = texts.get(p.key);
      if (text === undefined) return p;
      known.set(p.hash, now.toISOString());
      written++;
      await kv.put(pageTextKey(p.hash), text, { expirationTtl: TTL_SECONDS });
      return { ...p, stored_at: now.toISOString() };
    }),
  );
  return { snapshot: { ...snapshot, pages }, written };
}
