/**
 * The vendor's name and logo, from what the site says about itself: og:site_name or
 * application-name, else the part of the title that matches the domain, else the domain.
 */
import type { CrawledPage } from "../types";

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function domainLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, "");
  const labels = host.split(".");
  const secondLevel = labels.length >= 3 && /^(co|com|org|net|ac|gov)$/.test(labels[labels.length - 2]!);
  return labels[labels.length - (secondLevel ? 3 : 2)] ?? labels[0]!;
}

function cleanName(s: string): string {
  return s
    .replace(/\s*\([^)]*\)\s*/g, " ")
    .replace(/^(home|welcome)\s*[|:–—-]\s*/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function vendorIdentity(main: CrawledPage): { name: string; logo: string | null } {
  const label = domainLabel(main.url);
  const key = squash(label);
  const segments = [main.title, main.meta.ogTitle]
    .filter((s): s is string => !!s)
    .flatMap((t) => t.split(/\s+[|–—·:\\-]\s+|\s*[|–—·]\s*/))
    .map(cleanName)
    .filter((s) => s.length > 0 && s.length <= 60);
  const declared = [main.meta.siteName, main.meta.applicationName]
    .map((s) => (s ? cleanName(s) : ""))
    .filter((s) => s && s.length <= 60);
  const matches = (s: string) => {
    const q = squash(s);
    return q.length > 1 && (q.includes(key) || key.includes(q));
  };
  const name =
    declared.find(matches) ??
    segments.find((s) => matches(s) && s.split(" ").length <= 4) ??
    declared[0] ??
    segments.find((s) => s.split(" ").length <= 3) ??
    label.charAt(0).toUpperCase() + label.slice(1);
  const logo = main.meta.logo ?? main.meta.icon ?? main.meta.ogImage ?? null;
  return { name, logo };
}

/** Matches the vendor's own name (or its domain's name), to tell it apart from third parties. */
export function vendorPattern(name: string, url: string): RegExp {
  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = [name, domainLabel(url)].filter((s) => s.length >= 3).map(escapeRegExp);
  return new RegExp(`\\b(?:${parts.join("|")})\\b`, "i");
}
