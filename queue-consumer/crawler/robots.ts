/**
 * robots.txt (RFC 9309), read with robots-parser (Google's matching rules: the group for our
 * product token, else the "*" group; the longest matching Allow/Disallow path wins, Allow on
 * ties; "*" and "$" wildcards; percent-encoding normalised). Sitemap lines are collected for
 * discovery. A RobotsRules value answers for one origin: the crawler keeps one per origin.
 */
import robotsParser from "robots-parser";

export interface RobotsRules {
  /** Whether our crawler may fetch the URL (its path and query; the origin is not checked). */
  allows(url: URL): boolean;
  sitemaps: string[];
}

/** Every rule set is read as if served by this origin; only paths are matched against it. */
const ORIGIN = "https://robots.invalid";

export const ALLOW_ALL: RobotsRules = { allows: () => true, sitemaps: [] };
/** RFC 9309 2.3.1.4: an unreachable robots.txt (5xx, network error) means "disallow everything". */
export const DISALLOW_ALL: RobotsRules = { allows: (url) => url.pathname === "/robots.txt", sitemaps: [] };

export function parseRobots(text: string, token: string): RobotsRules {
  const robots = robotsParser(`${ORIGIN}/robots.txt`, text);
  return {
    allows: (url) =>
      url.pathname === "/robots.txt" || robots.isAllowed(`${ORIGIN}${url.pathname}${url.search}`, token) !== false,
    sitemaps: robots.getSitemaps(),
  };
}

export function isAllowed(rules: RobotsRules, url: URL): boolean {
  return rules.allows(url);
}

export function disallowsAll(rules: RobotsRules): boolean {
  return !isAllowed(rules, new URL("https://x.invalid/")) && !isAllowed(rules, new URL("https://x.invalid/privacy"));
}
