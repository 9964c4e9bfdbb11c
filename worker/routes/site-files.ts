import { Hono } from "hono";
import type { AppEnv } from "../env";
import { appOrigin } from "../auth/cookies";
import type { Clock } from "@core/lib/clock";
import { robotsTxt, securityTxt, sitemapXml } from "../site/site-files";

/** The well-known files change rarely; a day of caching is plenty and keeps crawlers cheap. */
const CACHE_FOR_A_DAY = "public, max-age=86400";

/**
 * The site's own files, built from the configuration (not part of the JSON API, so not in the
 * OpenAPI document): robots.txt, sitemap.xml and /.well-known/security.txt. Pages and the files
 * of web/public are served by the not-found handler of app.ts (worker/site/pages.ts).
 */
export function siteFilesRouter(clock: Clock) {
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => c.text(robotsTxt(appOrigin(c)), 200, { "cache-control": CACHE_FOR_A_DAY }))
    .get("/sitemap.xml", (c) =>
      c.body(sitemapXml(appOrigin(c)), 200, {
        "content-type": "application/xml; charset=utf-8",
        "cache-control": CACHE_FOR_A_DAY,
      }),
    )
    .get("/.well-known/security.txt", (c) => {
      const text = securityTxt(
        appOrigin(c),
        { contact: c.env.SECURITY_CONTACT, policy: c.env.SECURITY_POLICY_URL },
        clock(),
      );
      if (text === null) {
        console.warn(JSON.stringify({ level: "warn", msg: "security.txt is not served: set SECURITY_CONTACT" }));
        return c.text("No security contact is configured.", 404);
      }
      return c.text(text, 200, { "cache-control": CACHE_FOR_A_DAY });
    });
}
