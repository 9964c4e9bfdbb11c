/**
 * sitemap.xml: <urlset> locations, or a <sitemapindex> of further sitemaps. Read with
 * htmlparser2 in XML mode (entities, CDATA, comments and namespace prefixes handled by the
 * parser), capped in count.
 */
import { decodeXML } from "entities";
import { Parser } from "htmlparser2";

export interface Sitemap {
  urls: string[];
  /** Child sitemaps of a sitemap index. */
  sitemaps: string[];
}

/** "loc", "sm:loc" -> "loc". */
const localName = (name: string) => name.slice(name.lastIndexOf(":") + 1).toLowerCase();

export function parseSitemap(xml: string, maxUrls = 5000): Sitemap {
  const out: string[] = [];
  let isIndex = false;
  let loc: string[] | null = null;
  let cdata = false;
  const parser = new Parser(
    {
      onopentag(name) {
        const n = localName(name);
        if (n === "sitemapindex") isIndex = true;
        else if (n === "loc") loc = [];
      },
      ontext(text) {
        // Escaped URLs inside CDATA ("<![CDATA[...?a=1&amp;b=2]]>") are common; read them as meant.
        loc?.push(cdata ? decodeXML(text) : text);
      },
      oncdatastart() {
        cdata = true;
      },
      oncdataend() {
        cdata = false;
      },
      onclosetag(name) {
        if (!loc || localName(name) !== "loc") return;
        const value = loc.join("").trim();
        loc = null;
        if (out.length >= maxUrls) return;
        try {
          const u = new URL(value);
          if (u.protocol === "http:" || u.protocol === "https:") {
            u.hash = "";
            out.push(u.href);
          }
        } catch {
          // not a URL
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return isIndex ? { urls: [], sitemaps: out } : { urls: out, sitemaps: [] };
}

/** In a sitemap index, the children most likely to list legal and product pages come first. */
export function rankChildSitemaps(urls: string[]): string[] {
  const score = (u: string) => {
    const p = u.toLowerCase();
    if (
      /(page|pages|legal|main|static|site|core|misc)[-_]?sitemap|sitemap[-_]?(page|pages|legal|main|static|misc)/.test(
        p,
      )
    )
      return 0;
    if (
      /(post|blog|news|article|product|categor|tag|author|video|image|job|event|customer|case|glossary|integration|template)/.test(
        p,
      )
    )
      return 2;
    return 1;
  };
  return [...urls].sort((a, b) => score(a) - score(b));
}
