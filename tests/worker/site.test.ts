/**
 * The site as a crawler, a chat app or a curious visitor sees it without JavaScript: the
 * well-known files (robots.txt, sitemap.xml, security.txt), pages with their status (404 for
 * addresses the app does not have, from the router's own route tree) and their link-preview
 * tags, the files of web/public, and GET /api/me for a visitor without a session.
 */
import { env } from "cloudflare:workers";
import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import type { Env } from "@worker/env";
import { SignedOut } from "@core/contract/auth";
import { pageMatcher } from "@worker/site/page-paths";
import { securityContacts, securityTxt } from "@worker/site/site-files";
import { ROUTE_PATHS } from "@worker/site/route-paths.gen";
import { APP, sampleAnalysis, seedCache } from "./helpers";

const NOW = new Date("2026-11-20T15:30:00Z");
const app = createApp({ clock: () => NOW });

/** The SPA's index.html as Vite writes it (the real one is in web/dist after a build). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The static description." />
    <title>Static title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The landing page's variants as web/prerender-plugin.ts writes them (the markup of #root). */
const prerendered = (variant: string) =>
  `<!--$--><div class="flex min-h-screen flex-col" data-variant="${variant}"><h1>Hero</h1><input name="url"/></div><!--/$-->`;

/** The assets binding: index.html, the prerendered landing pages, one file of web/public, 404 for anything else. */
const assets = {
  async fetch(input: Request | string) {
    const path = new URL(typeof input === "string" ? input : input.url).pathname;
    if (path === "/") return new Response(INDEX_HTML, { headers: { "content-type": "text/html", etag: '"index"' } });
    const drawn = /^\/prerendered\/(?:landing-)?(\w+)$/.exec(path);
    if (drawn) return new Response(prerendered(drawn[1]!), { headers: { "content-type": "text/html" } });
    if (path === "/favicon.ico") return new Response("ICO", { headers: { "content-type": "image/x-icon" } });
    return new Response("Not found", { status: 404 });
  },
} as unknown as Fetcher;

const SETTINGS = {
  SECURITY_CONTACT: "security@risk.example, https://risk.example/report-a-vulnerability",
  SECURITY_POLICY_URL: "https://risk.example/security-policy",
  APP_ORIGIN: "https://risk.example",
};

function send(path: string, init: RequestInit = {}, settings: Partial<Env> = SETTINGS) {
  return app.request(`${APP}${path}`, init, { ...(env as unknown as Env), ASSETS: assets, ...settings });
}

/** The attributes of the <meta> tags of a page, by name or property. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"/g)) out[m[2]!] = m[3]!;
  return out;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("GET /robots.txt", () => {
  it("allows the public pages and reports, keeps crawlers out of the API and the signed-in areas, names the sitemap", async () => {
    const res = await send("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    const robots = robotsParser("https://risk.example/robots.txt", text);
    for (const path of ["/", "/privacy", "/terms", "/auth", "/reports/notion.so"])
      expect(robots.isAllowed(`https://risk.example${path}`, "Googlebot"), path).toBe(true);
    for (const path of [
      "/api/me",
      "/dashboard",
      "/dashboard/assessments",
      "/admin",
      "/admin/approvals",
      "/superadmin",
    ]) {
      expect(robots.isDisallowed(`https://risk.example${path}`, "Googlebot"), path).toBe(true);
    }
    expect(robots.getSitemaps()).toEqual(["https://risk.example/sitemap.xml"]);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages at the app's origin", async () => {
    const res = await send("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://risk.example/",
      "https://risk.example/safe-to-try",
      "https://risk.example/privacy",
      "https://risk.example/terms",
    ]);
  });
});

describe("GET /.well-known/security.txt (RFC 9116)", () => {
  it("has the configured contacts and policy, an Expires in the future and within a year, Canonical and Preferred-Languages", async () => {
    const res = await send("/.well-known/security.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8/i);
    const lines = (await res.text()).trim().split("\n");
    expect(lines).toEqual([
      "Contact: mailto:security@risk.example",
      "Contact: https://risk.example/report-a-vulnerability",
      "Expires: 2027-05-19T00:00:00.000Z",
      "Policy: https://risk.example/security-policy",
      "Preferred-Languages: en",
      "Canonical: https://risk.example/.well-known/security.txt",
    ]);
  });

  it("Expires is always ahead of the time it is served, and never more than a year", () => {
    for (const now of [
      new Date("2026-01-01T00:00:00Z"),
      new Date("2026-12-31T23:59:59Z"),
      new Date("2028-02-29T12:00:00Z"),
    ]) {
      const expires = new Date(
        /Expires: (\S+)/.exec(securityTxt("https://a.example", { contact: "a@a.example" }, now)!)![1]!,
      );
      expect(expires.getTime()).toBeGreaterThan(now.getTime());
      expect(expires.getTime() - now.getTime()).toBeLessThanOrEqual(365 * 86_400_000);
    }
  });

  it("is not served without a contact (Contact is required), and drops contacts that are not URIs", async () => {
    const res = await send("/.well-known/security.txt", {}, { SECURITY_CONTACT: "" });
    expect(res.status).toBe(404);
    expect(
      securityContacts("not a contact, javascript:alert(1), http://plain.example, sec@x.example, tel:+1-555-0100"),
    ).toEqual(["mailto:sec@x.example", "tel:+1-555-0100"]);
  });
});

describe("pages: the route tree decides what exists", () => {
  it("the generated route list has the public pages and the signed-in areas", () => {
    expect(ROUTE_PATHS).toEqual(
      expect.arrayContaining([
        "/",
        "/auth",
        "/privacy",
        "/terms",
        "/pending-approval",
        "/reports/$host",
        "/dashboard",
        "/admin",
      ]),
    );
  });

  it("each page of the app answers 200 with the app; a trailing slash and a query are fine", async () => {
    for (const path of [
      "/",
      "/?variant=control",
      "/auth",
      "/privacy",
      "/terms/",
      "/safe-to-try",
      "/dashboard/catalog",
      "/pending-approval",
      "/dashboard",
      "/admin/approvals",
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("etag"), "one file, many pages: no shared validator").toBeNull();
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it("an address the app does not have is a 404 with the app (which shows Oops! Page not found), not indexed", async () => {
    for (const path of [
      "/vendors/does-not-exist",
      "/robots.txt.bak",
      "/reports",
      "/reports/a/b",
      "/auth/extra",
      "/.env",
      "/wp-login.php",
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(metaOf(html).robots).toBe("noindex");
      expect(titleOf(html)).toBe("Page not found · Rapid Risk Review");
      expect(canonicalOf(html)).toBeUndefined();
    }
  });

  it("the landing page comes drawn (its variant by the query) to visitors without a session or recent vendors", async () => {
    for (const [query, variant] of [
      ["", "empowerment"],
      ["?variant=control", "control"],
      ["?v=0", "control"],
      ["?new=true", "variant"],
    ]) {
      const html = await (await send(`/${query}`)).text();
      expect(html, query).toContain(
        `<div id="root"><div data-prerendered=""><!--$--><div class="flex min-h-screen flex-col" data-variant="${variant}">`,
      );
      // Its scripts are needed only to become interactive: the document and the styles go first.
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js" fetchpriority="low">');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/chunk-abc.js" fetchpriority="low">');
    }
    for (const cookie of ["__Host-rrr_session=abc.def", "rrr_session=abc.def", "rrr:recent-vendors:v1=%5B%5D"]) {
      const html = await (await send("/", { headers: { cookie } })).text();
      expect(html, cookie).toContain('<div id="root"></div>');
      expect(html).not.toContain("fetchpriority");
    }
    expect(await (await send("/auth")).text()).toContain('<div id="root"></div>');
  });

  it("the offline demo names its recorded vendors in every page's head and draws the landing page live", async () => {
    const offline = { ...SETTINGS, ENVIRONMENT: "development", OFFLINE_VENDORS: "northwindnotes.com quillmate.ai" };
    for (const path of ["/", "/auth", "/dashboard"]) {
      const html = await (await send(path, {}, offline)).text();
      expect(html, path).toContain('<meta name="rrr-offline-vendors" content="northwindnotes.com quillmate.ai" />');
    }
    // The drawn page would suggest well-known vendors that the recordings do not hold.
    expect(await (await send("/", {}, offline)).text()).toContain('<div id="root"></div>');
    // Never outside development, nor without the setting.
    for (const settings of [{ ...offline, ENVIRONMENT: "production", RATE_LIMIT_SALT: "s" }, SETTINGS]) {
      const html = await (await send("/", {}, settings)).text();
      expect(html).not.toContain("rrr-offline-vendors");
      expect(html).toContain("data-prerendered");
    }
  });

  it("the legal pages come drawn too, except to signed-in visitors", async () => {
    for (const page of ["privacy", "terms"]) {
      expect(await (await send(`/${page}`)).text()).toContain(
        `<div data-prerendered=""><!--$--><div class="flex min-h-screen flex-col" data-variant="${page}">`,
      );
      expect(await (await send(`/${page}`, { headers: { cookie: "__Host-rrr_session=abc.def" } })).text()).toContain(
        '<div id="root"></div>',
      );
    }
  });

  it("files of web/public are served as they are, but no HTML file: every document is a page of the app", async () => {
    expect((await send("/prerendered/landing-control")).status).toBe(404);
    const res = await send("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/x-icon");
  });

  it("other methods than GET and HEAD get 405", async () => {
    const res = await send("/", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it("matches TanStack's path syntax: parameters, optional segments, splats, static routes first", () => {
    const match = pageMatcher([
      "/",
      "/reports/$host",
      "/reports/new",
      "/files/$",
      "/posts/{-$page}",
      "/docs/v{$version}.html",
    ]);
    expect(match("/reports/notion.so")).toEqual({ pattern: "/reports/$host", params: { host: "notion.so" } });
    expect(match("/reports/new")?.pattern).toBe("/reports/new");
    expect(match("/reports/a%20b")?.params).toEqual({ host: "a b" });
    expect(match("/files/a/b/c")?.params).toEqual({ _splat: "a/b/c" });
    expect(match("/posts")?.pattern).toBe("/posts/{-$page}");
    expect(match("/posts/2")?.params).toEqual({ page: "2" });
    expect(match("/docs/v2.html")?.params).toEqual({ version: "2" });
    expect(match("/")?.pattern).toBe("/");
    expect(match("/reports")).toBeNull();
    expect(match("/unknown")).toBeNull();
  });
});

describe("link previews in the HTML (chat apps do not run JavaScript)", () => {
  it("the landing page: title, description, canonical, Open Graph and Twitter card", async () => {
    const html = await (await send("/?variant=control&utm_source=x")).text();
    expect(titleOf(html)).toBe("Rapid Risk Review — risk reports for SaaS and AI tools");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(canonicalOf(html)).toBe("https://risk.example/");
    const meta = metaOf(html);
    expect(meta.description).toMatch(/risk report in seconds/);
    expect(meta).toMatchObject({
      "og:type": "website",
      "og:site_name": "Rapid Risk Review",
      "og:url": "https://risk.example/",
      "og:image": "https://risk.example/social-card.jpg",
      "twitter:card": "summary_large_image",
    });
    expect(meta["og:title"]).toBe(titleOf(html));
    expect(meta["og:description"]).toBe(meta.description);
    expect(meta["twitter:title"]).toBe(meta["og:title"]);
  });

  it("a shared report: the vendor's name, overall score and level, the scores per dimension", async () => {
    await seedCache("preview-vendor.com", {
      ...sampleAnalysis("https://preview-vendor.com/"),
      vendor_name: "Preview Vendor",
    });
    const res = await send("/reports/www.Preview-Vendor.com");
    expect(res.status).toBe(200);
    const html = await res.text();
    const meta = metaOf(html);
    expect(titleOf(html)).toBe("Risk report for Preview Vendor · Rapid Risk Review");
    expect(canonicalOf(html)).toBe("https://risk.example/reports/preview-vendor.com");
    expect(meta["og:title"]).toBe("Preview Vendor: 2.5/10, low risk · Rapid Risk Review");
    expect(meta["og:description"]).toBe(
      "Preview Vendor: 2.5/10, low risk. Approve: low risk on every dimension. Pricing 2/10, privacy/legal 3/10, security 2/10.",
    );
    expect(meta["og:type"]).toBe("article");
    expect(meta["og:url"]).toBe("https://risk.example/reports/preview-vendor.com");
    expect(meta["twitter:description"]).toBe(meta["og:description"]);
  });

  it("escapes what comes from an analysis", async () => {
    const hostile = {
      ...sampleAnalysis("https://hostile-vendor.com/"),
      vendor_name: `Evil"><script>alert(1)</script>`,
      overall_risk: {
        score: 7.25,
        level: "high" as const,
        recommendation: `Avoid </title><img src=x onerror=alert(2)> & "quotes"`,
      },
    };
    await seedCache("hostile-vendor.com", hostile);
    const html = await (await send("/reports/hostile-vendor.com")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(titleOf(html)).toBe(
      "Risk report for Evil&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Rapid Risk Review",
    );
    expect(metaOf(html)["og:title"]).toBe(
      "Evil&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;: 7.3/10, high risk · Rapid Risk Review",
    );
    expect(metaOf(html)["og:description"]).toContain(
      "Avoid &lt;/title&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;",
    );
  });

  it("a vendor never analyzed, or not a host name: 404 with the app (its empty state), not indexed", async () => {
    for (const path of ["/reports/never-analyzed-vendor.com", "/reports/localhost", "/reports/%3Cscript%3E"]) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(metaOf(html).robots).toBe("noindex");
      expect(html).not.toContain("<script>");
    }
    const html = await (await send("/reports/Never-Analyzed-Vendor.com")).text();
    expect(titleOf(html)).toBe("No report for never-analyzed-vendor.com yet · Rapid Risk Review");
  });

  it("the other public pages have their own title and description", async () => {
    const privacy = await (await send("/privacy")).text();
    expect(titleOf(privacy)).toBe("Privacy Policy · Rapid Risk Review");
    expect(canonicalOf(privacy)).toBe("https://risk.example/privacy");
    const auth = await (await send("/auth")).text();
    expect(titleOf(auth)).toBe("Sign in · Rapid Risk Review");
    expect(metaOf(auth).description).toMatch(/No credit card needed/);
  });
});

describe("GET /api/me without a session", () => {
  it("is 200 { user: null }, not an error", async () => {
    const res = await send("/api/me");
    expect(res.status).toBe(200);
    expect(SignedOut.parse(await res.json())).toEqual({ user: null });
  });
});
