/**
 * The site's own well-known files, as plain text built from the configuration: robots.txt,
 * sitemap.xml and /.well-known/security.txt (RFC 9116). Pure functions; the routes are in
 * worker/routes/site-files.ts.
 */

/** The public pages search engines should index (the sitemap). */
export const PUBLIC_PAGES = ["/", "/safe-to-try", "/privacy", "/terms"] as const;

/** Signed-in areas and the API: nothing there for a crawler. */
export const DISALLOWED_PREFIXES = ["/api/", "/dashboard", "/admin", "/superadmin"] as const;

/** security.txt expires this many days after it is served (RFC 9116: less than a year ahead). */
export const SECURITY_TXT_LIFETIME_DAYS = 180;

export function robotsTxt(origin: string): string {
  return [
    "# Rapid Risk Review: the public pages and shared reports may be crawled; the signed-in areas and the API may not.",
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export interface SecurityTxtSettings {
  /** SECURITY_CONTACT: comma-separated URIs (mailto:, https:, tel:); a bare e-mail address becomes mailto:. */
  contact?: string;
  /** SECURITY_POLICY_URL: the vulnerability disclosure policy. */
  policy?: string;
}

/** The Contact URIs of the setting; addresses that are not URIs of an allowed scheme are dropped. */
export function securityContacts(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/^[^\s:@/]+@[^\s@/]+$/.test(s) ? `mailto:${s}` : s))
    .filter((s) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[\d\-. ()]+)$/i.test(s));
}

/**
 * RFC 9116's security.txt, or null when no contact is configured (Contact is required: the file
 * is not served without one). Expires is SECURITY_TXT_LIFETIME_DAYS after the day it is served,
 * so it is always in the future and never more than a year ahead.
 */
export function securityTxt(origin: string, settings: SecurityTxtSettings, now: Date): string | null {
  const contacts = securityContacts(settings.contact);
  if (contacts.length === 0) return null;
  const policy = settings.policy?.trim();
  const expires = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + SECURITY_TXT_LIFETIME_DAYS),
  );
  return [
    ...contacts.map((uri) => `Contact: ${uri}`),
    `Expires: ${expires.toISOString()}`,
    ...(policy && /^https:\/\/\S+$/i.test(policy) ? [`Policy: ${policy}`] : []),
    "Preferred-Languages: en",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
