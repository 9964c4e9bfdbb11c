/**
 * sitemap.xml: <urlset> locations, or a <sitemapindex> of further sitemaps. Read with a regular
 * expression (the format is flat and we only need <loc>), capped in count.
 */
export interface Sitemap {
  urls: string[];
  /** Child sitemaps of a sitemap index. */
  sitemaps: string[];
}

const LOC = /<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)\s*(?:\]\]>)?\s*<\/loc>/gi;

export function parseSitemap(xml: string, maxUrls = 5000): Sitemap {
  const isIndex = /<sitemapindex[\s>]/i.test(xml);
  const out: string[] = [];
  LOC.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = LOC.exec(xml)) && out.length < maxUrls) {
    const loc = m[1]!
      .replace(/&amp;/g, "&")
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    try {
      const u = new URL(loc);
      if (u.protocol === "http:" || u.protocol === "https:") {
        u.hash = "";
        out.push(u.href);
      }
    } catch {
      // not a URL
    }
  }
  return isIndex ? { urls: [], sitemaps: out } : { urls: out, sitemaps: [] };
}

/** In a sitemap index, the children most likely to list legal and product pages come first. */
export function rankChildSitemaps(urls: string[]): string[] {
  const score = (u: string) => {
    const p = u.toLowerCase();
    if (/(page|pages|legal|main|static|site|core|misc)[-_]?sitemap|sitemap[-_]?(page|pages|legal|main|static|misc)/.test(p)) return 0;
    if (/(post|blog|news|article|product|categor|tag|author|video|image|job|event|customer|case|glossary|integration|template)/.test(p))
      return 2;
    return 1;
  };
  return [...urls].sort((a, b) => score(a) - score(b));
}
