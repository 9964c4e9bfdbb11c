import { readStored, removeStored, writeStored } from "@web/lib/storage";

/**
 * The address a visitor analyzed before signing up. The report's 'Sign up free' remembers it;
 * after sign-in the overview offers to continue, and New Assessment analyzes it (a cached
 * answer, so no monthly assessment is used) and forgets it.
 */
const KEY = "rrr:pending-analysis-url";
/** Older than this, it is not what the person came back for. */
const MAX_AGE_MS = 24 * 3600 * 1000;

export function rememberPendingUrl(url: string): void {
  writeStored("local", KEY, JSON.stringify({ url, at: Date.now() }));
}

export function readPendingUrl(now = Date.now()): string | null {
  const raw = readStored("local", KEY);
  if (!raw) return null;
  try {
    const { url, at } = JSON.parse(raw) as { url?: unknown; at?: unknown };
    if (typeof url === "string" && typeof at === "number" && now - at < MAX_AGE_MS) return url;
  } catch {
    // fall through: a value we cannot read is forgotten
  }
  removeStored("local", KEY);
  return null;
}

export function forgetPendingUrl(): void {
  removeStored("local", KEY);
}
