/** robots.txt, sitemaps, charsets and link discovery: the small rules the crawler lives by. */
import { describe, expect, it } from "vitest";
import { decodeBody } from "@queue-consumer/crawler/decode";
import { commonPathCandidates, linkCandidates, siteOf, sitemapCandidates } from "@queue-consumer/crawler/discovery";
import { Limiter } from "@queue-consumer/crawler/limiter";
import { disallowsAll, isAllowed, parseRobots } from "@queue-consumer/crawler/robots";
import { parseSitemap, rankChildSitemaps } from "@queue-consumer/crawler/sitemap";
import { classifyLink, classifyPage } from "@queue-consumer/engine/page-kinds";

describe("robots.txt", () => {
  const robots = `# comment
User-agent: *
Disallow: /internal/
Allow: /internal/public$
Sitemap: https://v.example.com/sitemap.xml

User-agent: OtherBot
Disallow: /

User-agent: RapidRiskReview
User-agent: FriendBot
Disallow: /private*.pdf
Allow: /`;
  it("uses our own group when there is one, longest match wins", () => {
    const ours = parseRobots(robots, "RapidRiskReview");
    expect(isAllowed(ours, new URL("https://v.example.com/internal/x"))).toBe(true);
    expect(isAllowed(ours, new URL("https://v.example.com/private-terms.pdf"))).toBe(false);
    expect(ours.sitemaps).toEqual(["https://v.example.com/sitemap.xml"]);
  });
  it("falls back to *, honours Allow with $", () => {
    const star = parseRobots(robots, "SomeoneElse");
    expect(isAllowed(star, new URL("https://v.example.com/internal/price-book"))).toBe(false);
    expect(isAllowed(star, new URL("https://v.example.com/internal/public"))).toBe(true);
    expect(isAllowed(star, new URL("https://v.example.com/pricing"))).toBe(true);
  });
  it("merges groups naming the same agent, matches percent-encoded paths, never blocks /robots.txt", () => {
    const rules = parseRobots(
      "User-agent: rapidriskreview/2.0\nDisallow: /caf%C3%A9\n\nUser-agent: *\nDisallow: /\n\nUser-agent: RapidRiskReview\nDisallow: /tmp/",
      "RapidRiskReview",
    );
    expect(isAllowed(rules, new URL("https://v.example.com/café/menu"))).toBe(false);
    expect(isAllowed(rules, new URL("https://v.example.com/tmp/x"))).toBe(false);
    expect(isAllowed(rules, new URL("https://v.example.com/pricing"))).toBe(true);
    expect(
      isAllowed(
        parseRobots("User-agent: *\nDisallow: /", "RapidRiskReview"),
        new URL("https://v.example.com/robots.txt"),
      ),
    ).toBe(true);
  });
  it("detects a site closed to crawlers", () => {
    expect(disallowsAll(parseRobots("User-agent: *\nDisallow: /", "RapidRiskReview"))).toBe(true);
    expect(disallowsAll(parseRobots("User-agent: *\nDisallow:", "RapidRiskReview"))).toBe(false);
  });
});

describe("request limiter", () => {
  it("caps requests per host and overall, and lets other hosts pass a busy one", async () => {
    const limiter = new Limiter(3, 2);
    const active = new Map<string, number>();
    let total = 0;
    let maxTotal = 0;
    const maxPerHost = new Map<string, number>();
    const order: string[] = [];
    const release: (() => void)[] = [];
    const task = (host: string, id: string) =>
      limiter.run(host, async () => {
        order.push(id);
        total++;
        maxTotal = Math.max(maxTotal, total);
        active.set(host, (active.get(host) ?? 0) + 1);
        maxPerHost.set(host, Math.max(maxPerHost.get(host) ?? 0, active.get(host)!));
        await new Promise<void>((r) => release.push(r));
        total--;
        active.set(host, active.get(host)! - 1);
        return id;
      });
    const all = Promise.all([task("a", "a1"), task("a", "a2"), task("a", "a3"), task("b", "b1"), task("b", "b2")]);
    await new Promise((r) => setTimeout(r, 0));
    // a3 waits for a slot of host a; b1 is not stuck behind it.
    expect(order).toEqual(["a1", "a2", "b1"]);
    while (order.length < 5 || release.length) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await all).toEqual(["a1", "a2", "a3", "b1", "b2"]);
    expect(maxTotal).toBe(3);
    expect(Math.max(...maxPerHost.values())).toBe(2);
  });
});

describe("sitemaps", () => {
  it("reads urlsets and indexes", () => {
    const set = parseSitemap(
      `<?xml version="1.0"?><urlset><url><loc>https://v.example.com/legal/dpa</loc></url><url><loc><![CDATA[https://v.example.com/a?x=1&amp;y=2]]></loc></url></urlset>`,
    );
    expect(set.urls).toEqual(["https://v.example.com/legal/dpa", "https://v.example.com/a?x=1&y=2"]);
    const index = parseSitemap(
      `<sitemapindex><sitemap><loc>https://v.example.com/post-sitemap.xml</loc></sitemap><sitemap><loc>https://v.example.com/page-sitemap.xml</loc></sitemap></sitemapindex>`,
    );
    expect(rankChildSitemaps(index.sitemaps)[0]).toBe("https://v.example.com/page-sitemap.xml");
  });
  it("reads character references, comments and prefixed elements", () => {
    const set = parseSitemap(
      `<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><!-- <loc>https://v.example.com/commented</loc> --><sm:url><sm:loc> https://v.example.com/a?x=1&#38;y=2 </sm:loc></sm:url><sm:url><sm:loc>not a url</sm:loc></sm:url></sm:urlset>`,
    );
    expect(set.urls).toEqual(["https://v.example.com/a?x=1&y=2"]);
  });
});

describe("charsets", () => {
  const utf8 = new TextEncoder().encode("<p>café 9 €</p>");
  it("prefers valid UTF-8 over a wrong declaration, and says so", () => {
    const d = decodeBody(utf8, "text/html; charset=iso-8859-1");
    expect(d.text).toBe("<p>café 9 €</p>");
    expect(d.charsetIssue).toMatch(/declared iso-8859-1/);
  });
  it("uses the declared legacy charset for legacy bytes", () => {
    expect(decodeBody(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), "text/html; charset=windows-1252").text).toBe("café");
    expect(decodeBody(Uint8Array.from([0xc1, 0xc2]), "text/html; charset=koi8-r").text).toBe("аб");
  });
  it("reads a <meta charset> and a BOM, and guesses windows-1252 when nothing is declared", () => {
    expect(
      decodeBody(
        Uint8Array.from([...new TextEncoder().encode('<meta charset="windows-1252">'), 0xe9]),
        "text/html",
      ).text.endsWith("é"),
    ).toBe(true);
    expect(decodeBody(Uint8Array.from([0xef, 0xbb, 0xbf, 0x68, 0x69]), null).text).toBe("hi");
    const guessed = decodeBody(Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), "text/html");
    expect(guessed.text).toBe("café");
    expect(guessed.charsetIssue).toMatch(/no charset declared/);
  });
});

describe("discovery", () => {
  const main = new URL("https://www.acme.example.com/");
  it("classifies links by text and address", () => {
    expect(classifyLink("https://acme.example.com/legal/privacy", "Privacy Statement")[0]).toMatchObject({
      kind: "privacy",
      score: 5,
    });
    expect(classifyLink("https://acme.example.com/x", "Data Processing Addendum")[0]!.kind).toBe("dpa");
    expect(classifyLink("https://trust.acme.example.com/", "Trust Center")[0]!.kind).toBe("trust");
    expect(classifyLink("https://acme.example.com/legal/subprocessors", "Subprocessors")[0]!.kind).toBe(
      "subprocessors",
    );
    expect(classifyLink("https://acme.example.com/.well-known/security.txt", "")[0]!.kind).toBe("security_txt");
    expect(classifyLink("https://acme.example.com/x", "Cookie settings").some((g) => g.kind === "cookies")).toBe(false);
    expect(classifyPage("https://acme.example.com/legal", "Legal | Acme", "Legal", "terms")).toBe("legal");
  });

  it("prefers footer and nav links on the vendor's site, follows trust subdomains, drops app and blog links", () => {
    const cands = linkCandidates(
      [
        { url: "https://www.acme.example.com/privacy", text: "Privacy Policy", region: "footer" },
        { url: "https://trust.acme.example.com/", text: "Trust Center", region: "nav" },
        { url: "https://app.acme.example.com/settings/privacy", text: "Privacy settings", region: "main" },
        { url: "https://www.acme.example.com/blog/our-privacy-promise", text: "Our privacy promise", region: "main" },
        { url: "https://policies.other.example.org/terms", text: "Terms of Service", region: "footer" },
        { url: "https://www.acme.example.com/logo.png", text: "Pricing", region: "nav" },
      ],
      { main },
    );
    const byUrl = Object.fromEntries(cands.map((c) => [c.url, c]));
    expect(byUrl["https://www.acme.example.com/privacy"]!.kind).toBe("privacy");
    expect(byUrl["https://trust.acme.example.com/"]!.kind).toBe("trust");
    expect(byUrl["https://app.acme.example.com/settings/privacy"]).toBeUndefined();
    expect(byUrl["https://www.acme.example.com/logo.png"]).toBeUndefined();
    expect(byUrl["https://policies.other.example.org/terms"]!.score).toBeLessThan(
      byUrl["https://www.acme.example.com/privacy"]!.score,
    );
    const blog = byUrl["https://www.acme.example.com/blog/our-privacy-promise"];
    expect(blog === undefined || blog.score < byUrl["https://www.acme.example.com/privacy"]!.score).toBe(true);
  });

  it("finds pages only a sitemap lists, on the same site", () => {
    const cands = sitemapCandidates(
      [
        "https://www.acme.example.com/legal/dpa",
        "https://www.acme.example.com/legal/subprocessors",
        "https://elsewhere.example.net/privacy",
      ],
      { main },
    );
    expect(cands.map((c) => c.kind)).toEqual(["dpa", "subprocessors"]);
  });

  it("guesses the usual paths on the main host", () => {
    expect(commonPathCandidates("privacy", { main }).map((c) => c.url)).toEqual([
      "https://www.acme.example.com/privacy",
      "https://www.acme.example.com/privacy-policy",
    ]);
  });

  it("finds the registrable domain from the Public Suffix List", () => {
    expect(siteOf("trust.acme.co.uk")).toBe("acme.co.uk");
    expect(siteOf("www.acme.io")).toBe("acme.io");
    expect(siteOf("legal.acme.com.br")).toBe("acme.com.br");
    // A customer's site on a hosting platform is its own site, not the platform's.
    expect(siteOf("acme.vercel.app")).not.toBe(siteOf("other.vercel.app"));
  });
});
