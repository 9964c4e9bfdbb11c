/**
 * Browser storage that never throws: private modes and blocked storage fall back to memory
 * for the life of the page.
 */
const memory = new Map<string, string>();

function store(kind: "local" | "session"): Storage | null {
  try {
    const s = kind === "local" ? window.localStorage : window.sessionStorage;
    const probe = "rrr:probe";
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

export function readStored(kind: "local" | "session", key: string): string | null {
  const s = store(kind);
  return s ? s.getItem(key) : (memory.get(`${kind}:${key}`) ?? null);
}

export function writeStored(kind: "local" | "session", key: string, value: string): void {
  const s = store(kind);
  if (s) s.setItem(key, value);
  else memory.set(`${kind}:${key}`, value);
}

export function removeStored(kind: "local" | "session", key: string): void {
  const s = store(kind);
  if (s) s.removeItem(key);
  else memory.delete(`${kind}:${key}`);
}

/** A random id usable where crypto.randomUUID is missing (insecure origins). */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
