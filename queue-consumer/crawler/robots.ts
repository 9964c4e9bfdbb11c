/**
 * robots.txt (RFC 9309): the group for our product token, else the "*" group; the longest
 * matching Allow/Disallow path wins, Allow on ties; "*" and "$" wildcards. Sitemap lines are
 * collected for discovery.
 */
export interface RobotsRules {
  allow: string[];
  disallow: string[];
  sitemaps: string[];
}

export const ALLOW_ALL: RobotsRules = { allow: [], disallow: [], sitemaps: [] };
/** RFC 9309 2.3.1.4: an unreachable robots.txt (5xx, network error) means "disallow everything". */
export const DISALLOW_ALL: RobotsRules = { allow: [], disallow: ["/"], sitemaps: [] };

export function parseRobots(text: string, token: string): RobotsRules {
  const sitemaps: string[] = [];
  type Group = { agents: string[]; allow: string[]; disallow: string[] };
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/).slice(0, 5000)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === "sitemap") {
      if (value) sitemaps.push(value);
      continue;
    }
    if (field === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], allow: [], disallow: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (field === "allow" && value) current.allow.push(value);
    else if (field === "disallow" && value) current.disallow.push(value);
  }
  const t = token.toLowerCase();
  const mine = groups.filter((g) => g.agents.some((a) => a !== "*" && a.replace(/\/.*$/, "").trim() === t));
  const chosen = mine.length ? mine : groups.filter((g) => g.agents.includes("*"));
  return {
    allow: chosen.flatMap((g) => g.allow),
    disallow: chosen.flatMap((g) => g.disallow),
    sitemaps,
  };
}

function matchLength(pattern: string, path: string): number {
  // Translate the robots pattern into an anchored regular expression.
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  const re = new RegExp(`^${body}${anchored ? "$" : ""}`);
  return re.test(path) ? pattern.length : -1;
}

function normalizePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isAllowed(rules: RobotsRules, url: URL): boolean {
  const path = normalizePath(url.pathname + url.search);
  if (path === "/robots.txt") return true;
  let best = -1;
  let allowed = true;
  for (const p of rules.disallow) {
    const n = matchLength(normalizePath(p), path);
    if (n > best) {
      best = n;
      allowed = false;
    }
  }
  for (const p of rules.allow) {
    const n = matchLength(normalizePath(p), path);
    if (n >= best && n >= 0) {
      best = n;
      allowed = true;
    }
  }
  return allowed;
}

export function disallowsAll(rules: RobotsRules): boolean {
  return !isAllowed(rules, new URL("https://x.invalid/")) && !isAllowed(rules, new URL("https://x.invalid/privacy"));
}
