/**
 * Bad and hostile input, on a fake network (deterministic): unsafe redirects are refused
 * and never contacted, caps and time limits hold, and the job always ends with a report or a
 * clear, correctly classified error.
 */
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl, analyzeWithLimits } from "@queue-consumer/analyze-vendor-url";
import { DEFAULT_LIMITS } from "@queue-consumer/crawler/crawl";
import { AnalysisError } from "@queue-consumer/analysis-types";
import { fakeWeb, hangingBody, HTML, neverAnswers, page } from "./support/fake-web";

const FAST = { ...DEFAULT_LIMITS, mainTimeoutMs: 400, pageTimeoutMs: 400, totalMs: 3000 };

const HOME = page(
  "Acme - Cloud widgets",
  `<header><nav><a href="/pricing">Pricing</a> <a href="/security">Security</a></nav></header>
   <main><h1>Acme widgets</h1><p>Acme builds widgets for teams of every size.</p></main>
   <footer><a href="/privacy">Privacy Policy</a> <a href="/terms">Terms of Service</a></footer>`,
);

async function failure(p: Promise<unknown>): Promise<AnalysisError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(AnalysisError);
    return err as AnalysisError;
  }
  throw new Error("expected the analysis to fail");
}

function allEvidence(a: Awaited<ReturnType<typeof analyzeVendorUrl>>) {
  return [...a.pricing_risk.findings, ...a.privacy_legal_risk.findings, ...a.security_risk.findings];
}

describe("redirects", () => {
  it("refuses a redirect loop without hanging", async () => {
    const web = fakeWeb({
      "https://loop.example.com/": { status: 302, headers: { location: "https://loop.example.com/a" } },
      "https://loop.example.com/a": { status: 302, headers: { location: "/" } },
    });
    const err = await failure(analyzeVendorUrl("https://loop.example.com/", web.deps()));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/redirect in a loop/);
    expect(web.log.filter((u) => u.startsWith("https://loop.example.com/")).length).toBeLessThanOrEqual(3);
  });

  it.each([
    ["http://127.0.0.1/admin", "127.0.0.1"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
    ["http://localhost:8080/", "localhost"],
    ["https://intranet.corp/", "intranet.corp"],
    ["http://user:pass@evil.example.org/", "evil.example.org"],
    ["ftp://files.example.org/", "files.example.org"],
  ])("refuses a redirect to %s and never contacts it", async (target, host) => {
    const web = fakeWeb({ "https://shady.example.com/": { status: 301, headers: { location: target } } });
    const err = await failure(analyzeVendorUrl("https://shady.example.com/", web.deps()));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/shady\.example\.com/);
    expect(web.log.some((u) => u.includes(host))).toBe(false);
  });

  it("stops after 5 redirect hops", async () => {
    const routes: Record<string, { status: number; headers: Record<string, string> }> = {};
    for (let i = 0; i < 8; i++)
      routes[`https://hops.example.com/${i}`] = { status: 301, headers: { location: `/${i + 1}` } };
    const web = fakeWeb({ ...routes, "https://hops.example.com/8": HOME });
    const err = await failure(analyzeVendorUrl("https://hops.example.com/0", web.deps()));
    expect(err.message).toMatch(/more than 5 times/);
    expect(err.retryable).toBe(false);
    // The home page (read for the header grade) is not part of the chain.
    const hops = web.log.filter(
      (u) =>
        u.startsWith("https://hops.example.com/") && !u.endsWith("/robots.txt") && u !== "https://hops.example.com/",
    );
    expect(hops).toEqual(["0", "1", "2", "3", "4", "5"].map((n) => `https://hops.example.com/${n}`));
  });

  it("follows a relative redirect chain and reports original URLs", async () => {
    const web = fakeWeb({
      "http://chain.example.com/": { status: 301, headers: { location: "https://chain.example.com/" } },
      "https://chain.example.com/": { status: 308, headers: { location: "https://www.chain.example.com/" } },
      "https://www.chain.example.com/": HOME,
      "https://www.chain.example.com/privacy": { status: 301, headers: { location: "/legal/privacy" } },
      "https://www.chain.example.com/legal/privacy": page(
        "Privacy Policy",
        "<main><h1>Privacy Policy</h1><p>We do not sell your personal information.</p></main>",
      ),
    });
    const a = await analyzeVendorUrl("http://chain.example.com/", web.deps());
    expect(a.analyzed_pages.main_page?.url).toBe("https://www.chain.example.com/");
    expect(a.analyzed_pages.legal_pages.map((p) => p.url)).toContain("https://www.chain.example.com/legal/privacy");
    const noSale = a.privacy_legal_risk.findings.find((f) => f.signal === "privacy.no_sale");
    expect(noSale?.source_url).toBe("https://www.chain.example.com/legal/privacy");
  });

  it("refuses a sub-page redirect to a private address but completes the analysis", async () => {
    const web = fakeWeb({
      "https://acme.example.com/": HOME,
      "https://acme.example.com/privacy": { status: 302, headers: { location: "http://10.0.0.5/privacy" } },
    });
    const a = await analyzeVendorUrl("https://acme.example.com/", web.deps());
    expect(web.log.some((u) => u.includes("10.0.0.5"))).toBe(false);
    expect(a.crawl?.issues.some((i) => i.kind === "refused" && i.url.includes("10.0.0.5"))).toBe(true);
  });
});

describe("main page failures", () => {
  it.each([
    [404, false, /not found \(HTTP 404\)/],
    [403, false, /access was refused \(HTTP 403\)/],
    [500, true, /server reported an error \(HTTP 500\)/],
    [503, true, /HTTP 503/],
    [429, true, /HTTP 429/],
  ])("HTTP %i is %s retryable", async (status, retryable, message) => {
    const web = fakeWeb({ "https://down.example.com/": { status, body: "<h1>error</h1>" } });
    const err = await failure(analyzeVendorUrl("https://down.example.com/", web.deps()));
    expect(err.retryable).toBe(retryable);
    expect(err.message).toMatch(message);
  });

  it("a network error is retryable with a readable message", async () => {
    const web = fakeWeb({
      "https://gone.example.com/": () => {
        throw new TypeError("Network connection lost.");
      },
    });
    const err = await failure(analyzeVendorUrl("https://gone.example.com/", web.deps()));
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/^Could not reach gone\.example\.com/);
  });

  it("a main page that never answers times out (retryable)", async () => {
    const web = fakeWeb({ "https://slow.example.com/": (req) => neverAnswers(req) });
    const started = Date.now();
    const err = await failure(analyzeWithLimits("https://slow.example.com/", web.deps(), FAST));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(err.retryable).toBe(true);
    expect(err.message).toBe("Could not reach slow.example.com: the connection timed out.");
  });

  it("a main page that trickles its body forever times out", async () => {
    const web = fakeWeb({
      "https://drip.example.com/": (req) => hangingBody(req, { firstChunk: "<html><body><p>Hello" }),
    });
    const started = Date.now();
    const err = await failure(analyzeWithLimits("https://drip.example.com/", web.deps(), FAST));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(err.retryable).toBe(true);
  });

  it.each([
    ["application/json", '{"hello":"world"}'],
    ["image/png", "\x89PNG...."],
    ["application/pdf", "%PDF-1.4 ..."],
    ["application/zip", "PK...."],
  ])("a %s main page is not a web page (not retryable)", async (type, body) => {
    const web = fakeWeb({ "https://api.example.com/": { headers: { "content-type": type }, body } });
    const err = await failure(analyzeVendorUrl("https://api.example.com/", web.deps()));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/not a web page/);
  });
});

describe("hostile content", () => {
  it("caps a huge page and still completes", async () => {
    const para = "<p>We encrypt data at rest with AES-256. This paragraph repeats to make the page large.</p>\n";
    const huge = page("Huge", para.repeat(Math.ceil((DEFAULT_LIMITS.maxHtmlBytes * 1.5) / para.length)));
    const web = fakeWeb({ "https://huge.example.com/": huge });
    const a = await analyzeVendorUrl("https://huge.example.com/", web.deps());
    expect(a.crawl?.issues.some((i) => i.kind === "truncated")).toBe(true);
    expect(a.analyzed_pages.main_page!.contentLength).toBeLessThan(DEFAULT_LIMITS.maxHtmlBytes);
  });

  it("gives up on a slow sub-page within the time limit and reports it", async () => {
    const web = fakeWeb({
      "https://acme.example.com/": HOME,
      "https://acme.example.com/privacy": (req) => hangingBody(req),
      "https://acme.example.com/terms": (req) => neverAnswers(req),
    });
    const started = Date.now();
    const a = await analyzeWithLimits("https://acme.example.com/", web.deps(), FAST);
    expect(Date.now() - started).toBeLessThan(FAST.totalMs + 1500);
    const timeouts = a.crawl!.issues.filter((i) => i.kind === "timeout").map((i) => i.url);
    expect(timeouts).toEqual(
      expect.arrayContaining(["https://acme.example.com/privacy", "https://acme.example.com/terms"]),
    );
    expect(a.privacy_legal_risk.confidence).toBeLessThan(0.6);
  });

  it("reads malformed HTML", async () => {
    const messy = `<html><head><title>Messy</title><body><div><p>Unclosed paragraph with <b>bold <i>nested</b> text
      <p>Second & third &amp; fourth &copy 2026 &#x27;quoted&#39; &nbsp;spaced
      <table><tr><td>Cell one<td>Cell two</table>
      <div class="x" data-x='>'>Attribute with a &gt; inside</div>
      <p>We do not sell your personal information.
      <a href="/privacy">Privacy Policy<a href="/terms">Terms</a>
      < not a tag > and a lone < bracket
      <script>document.write("<p>hidden</p>")</script><style>p{}</style>`;
    const web = fakeWeb({ "https://messy.example.com/": messy });
    const a = await analyzeVendorUrl("https://messy.example.com/", web.deps());
    expect(a.analyzed_pages.main_page!.excerpt).toContain("Second & third & fourth © 2026 'quoted'");
    expect(a.analyzed_pages.main_page!.excerpt).not.toContain("hidden");
    expect(a.privacy_legal_risk.findings.find((f) => f.signal === "privacy.no_sale")?.evidence).toBe(
      "We do not sell your personal information.",
    );
  });

  it("decodes a page whose header declares the wrong charset", async () => {
    const body = new TextEncoder().encode(
      page("Café", "<main><p>Prices start at 9 € per user per month for the café plan.</p></main>"),
    );
    const web = fakeWeb({
      "https://cafe.example.com/": { headers: { "content-type": "text/html; charset=iso-8859-1" }, body },
    });
    const a = await analyzeVendorUrl("https://cafe.example.com/", web.deps());
    expect(a.analyzed_pages.main_page!.excerpt).toContain("9 € per user per month for the café plan");
    expect(a.crawl?.issues.some((i) => i.kind === "decoding")).toBe(true);
  });

  it("decodes a legacy page without any charset", async () => {
    // "Déjà vu: prices from 5 € a month" in windows-1252 bytes, no charset anywhere.
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode("<html><body><p>D"),
      0xe9,
      0x6a,
      0xe0,
      ...new TextEncoder().encode(" vu: prices from 5 "),
      0x80,
      ...new TextEncoder().encode(" a month.</p></body></html>"),
    ]);
    const web = fakeWeb({ "https://legacy.example.com/": { headers: { "content-type": "text/html" }, body: bytes } });
    const a = await analyzeVendorUrl("https://legacy.example.com/", web.deps());
    expect(a.analyzed_pages.main_page!.excerpt).toContain("Déjà vu: prices from 5 € a month.");
  });

  it("reads an unclosed <title> the way a browser does (it swallows the page) without failing", async () => {
    const web = fakeWeb({ "https://title.example.com/": "<html><head><title>Broken</head><body><p>Text</p>" });
    const a = await analyzeVendorUrl("https://title.example.com/", web.deps());
    expect(a.analyzed_pages.main_page!.contentLength).toBe(0);
  });

  it("handles an empty main page without hanging", async () => {
    const web = fakeWeb({ "https://empty.example.com/": { headers: HTML, body: "" } });
    const a = await analyzeVendorUrl("https://empty.example.com/", web.deps());
    expect(a.analyzed_pages.main_page!.contentLength).toBe(0);
    expect(a.overall_risk.confidence).toBeLessThan(0.5);
  });

  it("reports sub-pages that answer 404 or 500 and still completes: a 404 is missing, a 500 could not be read", async () => {
    const web = fakeWeb({
      "https://acme.example.com/": HOME,
      "https://acme.example.com/privacy": { status: 500, body: "oops" },
      "https://acme.example.com/terms": { status: 404, body: "missing" },
    });
    const a = await analyzeVendorUrl("https://acme.example.com/", web.deps());
    const issues = a.crawl!.issues.map((i) => `${i.kind} ${i.url}`);
    expect(issues).toEqual(
      expect.arrayContaining(["blocked https://acme.example.com/privacy", "failed https://acme.example.com/terms"]),
    );
    const noTerms = a.privacy_legal_risk.findings.find((f) => f.signal === "legal.terms_missing");
    expect(noTerms?.evidence).toBe("");
    expect(noTerms?.checked_urls).toContain("https://acme.example.com/terms");
    const policy = a.privacy_legal_risk.findings.find((f) => f.signal?.startsWith("privacy.policy"));
    expect(policy).toMatchObject({
      signal: "privacy.policy_blocked",
      polarity: "info",
      weight: 0,
      checked_urls: ["https://acme.example.com/privacy"],
    });
  });

  it("skips non-HTML sub-pages", async () => {
    const web = fakeWeb({
      "https://acme.example.com/": HOME,
      "https://acme.example.com/pricing": {
        headers: { "content-type": "application/octet-stream" },
        body: "\x00\x01binary",
      },
    });
    const a = await analyzeVendorUrl("https://acme.example.com/", web.deps());
    expect(a.crawl!.issues.some((i) => i.url === "https://acme.example.com/pricing" && i.kind === "unreadable")).toBe(
      true,
    );
  });
});

describe("robots.txt", () => {
  it("Disallow: / keeps the crawler to the page the user asked for, and the report says so", async () => {
    const web = fakeWeb({
      "https://closed.example.com/": HOME,
      "https://closed.example.com/robots.txt": {
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nDisallow: /\n",
      },
    });
    const a = await analyzeVendorUrl("https://closed.example.com/", web.deps());
    const fetched = web.log.filter((u) => !u.endsWith("/robots.txt") && u.startsWith("https://closed.example.com/"));
    // Only the page asked for (and, for the header grade, its CORS preflight).
    expect(new Set(fetched)).toEqual(new Set(["https://closed.example.com/"]));
    expect(a.crawl!.issues.some((i) => i.kind === "robots" && /disallows crawling/.test(i.message))).toBe(true);
    expect(a.information_gaps!.some((g) => /robots\.txt/.test(g.reason ?? ""))).toBe(true);
    expect(a.overall_risk.confidence).toBeLessThan(0.4);
  });

  it("respects Disallow rules for our user agent group", async () => {
    const web = fakeWeb({
      "https://part.example.com/": HOME,
      "https://part.example.com/robots.txt": {
        headers: { "content-type": "text/plain" },
        body: "User-agent: *\nAllow: /\n\nUser-agent: RapidRiskReview\nDisallow: /privacy\n",
      },
      "https://part.example.com/privacy": page("Privacy", "<p>secret</p>"),
    });
    const a = await analyzeVendorUrl("https://part.example.com/", web.deps());
    expect(web.log).not.toContain("https://part.example.com/privacy");
    expect(a.crawl!.issues.some((i) => i.kind === "robots" && i.url === "https://part.example.com/privacy")).toBe(true);
  });
});

describe("replay addressing", () => {
  it("rewrites requests to the replay origin and reports original URLs", async () => {
    const web = fakeWeb({
      "https://acme.example.com/": HOME,
      "https://acme.example.com/privacy?lang=en": page(
        "Privacy",
        "<main><h1>Privacy Policy</h1><p>We never sell personal data.</p></main>",
      ),
      "https://acme.example.com/terms": { status: 301, headers: { location: "/privacy?lang=en" } },
    });
    const a = await analyzeVendorUrl("https://acme.example.com/", web.deps({ replayOrigin: "http://127.0.0.1:9" }));
    // The plain-http probe has the same wire address; the header tells them apart.
    const main = web.headers.findIndex((h) => h.get("x-original-url") === "https://acme.example.com/");
    expect(web.log[main]).toBe("http://127.0.0.1:9/acme.example.com/");
    expect(web.log).toContain("http://127.0.0.1:9/acme.example.com/privacy?lang=en");
    expect(web.headers[main]!.get("x-original-url")).toBe("https://acme.example.com/");
    expect(web.headers[main]!.get("user-agent")).toMatch(/RapidRiskReview/);
    const urls = JSON.stringify(a);
    expect(urls).not.toContain("127.0.0.1:9");
    expect(a.analyzed_pages.legal_pages.map((p) => p.url)).toContain("https://acme.example.com/privacy?lang=en");
  });
});

describe("no hang, no crash", () => {
  it("findings quote the page or name what was checked", async () => {
    const web = fakeWeb({ "https://acme.example.com/": HOME });
    const a = await analyzeVendorUrl("https://acme.example.com/", web.deps());
    for (const f of allEvidence(a)) {
      if (f.evidence === "") expect(f.checked_urls?.length).toBeGreaterThan(0);
    }
    expect(a.engine_version).toBeTruthy();
  });
});
