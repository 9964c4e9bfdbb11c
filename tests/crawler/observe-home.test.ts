/**
 * What the crawler reads for the header grade: the home page over https and http (redirects
 * and their cookies), one CORS preflight, the preload status; and the KV-cached preload lookup.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { crawlSite } from "@queue-consumer/crawler/crawl";
import { HSTS_PRELOAD_API, hstsPreloadLookup, preloadKey } from "@queue-consumer/crawler/hsts-preload";
import { CORS_ORIGIN } from "@queue-consumer/engine/observatory/cross-origin-resource-sharing";
import { fakeWeb, HTML } from "./support/fake-web";

const HOME = `<html><head><title>Acme</title><script src="http://cdn.other-cdn.net/a.js"></script></head><body><h1>Acme notes</h1><p>${"Notes for teams. ".repeat(20)}</p></body></html>`;

function withCookies(
  status: number,
  headers: Record<string, string>,
  cookies: string[],
  body: string | null = null,
): Response {
  const h = new Headers(headers);
  for (const c of cookies) h.append("set-cookie", c);
  return new Response(body, { status, headers: h });
}

describe("the home page for the header grade", () => {
  it("reuses the main page for https://HOST/, follows http:// and keeps every hop's cookies", async () => {
    const methods: string[] = [];
    const web = fakeWeb({
      "https://acme-notes.com/": (req) => {
        methods.push(
          `${req.method} ${req.headers.get("origin") ?? ""} ${req.headers.get("access-control-request-method") ?? ""}`.trim(),
        );
        return withCookies(
          200,
          { ...HTML, "strict-transport-security": "max-age=31536000" },
          ["sid=1; Path=/; Secure; HttpOnly"],
          HOME,
        );
      },
      "http://acme-notes.com/": () => withCookies(301, { location: "https://acme-notes.com/" }, ["first=1; Path=/"]),
      "https://acme-notes.com/robots.txt": () =>
        withCookies(200, { "content-type": "text/plain" }, ["robots=1"], "User-agent: *\n"),
    });
    const crawl = await crawlSite("https://acme-notes.com/", web.deps());
    const o = crawl.observatory!;
    expect(o.hostname).toBe("acme-notes.com");
    expect(o.https.route).toEqual([
      { url: "https://acme-notes.com/", status: 200, setCookies: ["sid=1; Path=/; Secure; HttpOnly"] },
    ]);
    expect(o.http.route).toEqual([
      { url: "http://acme-notes.com/", status: 301, setCookies: ["first=1; Path=/"] },
      { url: "https://acme-notes.com/", status: 200, setCookies: ["sid=1; Path=/; Secure; HttpOnly"] },
    ]);
    expect(o.https.response!.body).toContain("cdn.other-cdn.net");
    expect(o.cors).toMatchObject({ url: "https://acme-notes.com/", status: 200 });
    // The main page (GET), the http session's final hop (GET), the preflight.
    expect(methods.sort()).toEqual(["GET", "GET", `OPTIONS ${CORS_ORIGIN} GET`].sort());
    expect(o.preload).toEqual({ "acme-notes.com": "unknown" });
    expect(JSON.stringify(o)).not.toContain("robots=1");
  });

  it("fetches both sessions when the address is not the home page, and grades the home page", async () => {
    const web = fakeWeb({
      "https://acme-notes.com/product": HOME,
      "https://acme-notes.com/": { status: 404, body: "<html><body>Not here</body></html>" },
      "http://acme-notes.com/": { status: 301, headers: { location: "https://acme-notes.com/" } },
    });
    const a = await analyzeVendorUrl("https://acme-notes.com/product", web.deps());
    const g = a.security_risk.header_grade!;
    expect(g).toMatchObject({ graded: false, grade: null, status_code: 404, graded_url: "https://acme-notes.com/" });
    expect(g.no_grade_reason).toMatch(/HTTP 404/);
    const finding = a.security_risk.findings.find((f) => f.signal === "headers.not_graded")!;
    expect(finding).toMatchObject({ weight: 0, polarity: "info", evidence: "" });
    expect(a.security_risk.details).toContain("HTTP headers were not graded.");
  });

  it("records a host without plain http and grades the https page", async () => {
    const web = fakeWeb({
      "https://acme-notes.com/": { status: 200, headers: { ...HTML, "x-content-type-options": "nosniff" }, body: HOME },
      "http://acme-notes.com/": () => {
        throw new Error("connection refused");
      },
    });
    const a = await analyzeVendorUrl("https://acme-notes.com/", web.deps({ hstsPreload: async () => "not_preloaded" }));
    const g = a.security_risk.header_grade!;
    const result = (test: string) => g.tests.find((t) => t.test === test)!.result;
    expect(result("redirection")).toBe("redirection-not-needed-no-http");
    expect(result("subresource-integrity")).toBe("sri-not-implemented-and-external-scripts-not-loaded-securely");
    // 100 - 25 (CSP) - 20 (HSTS) - 50 (SRI) - 20 (XFO).
    expect(g).toMatchObject({ graded: true, score: 0, grade: "F", preload: "not_preloaded" });
    expect(a.security_risk.findings.find((f) => f.signal === "headers.grade")).toMatchObject({
      weight: expect.any(Number),
      polarity: "risk",
    });
  });
});

describe("HSTS preload lookup", () => {
  const kv = (env as unknown as { CACHE: KVNamespace }).CACHE;
  const now = () => new Date("2026-11-20T12:00:00Z");

  it("asks the status API once per host and keeps the answer in KV", async () => {
    const asked: string[] = [];
    const api = (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      asked.push(url.href);
      const domain = url.searchParams.get("domain");
      return Response.json({ name: domain, status: domain === "preloaded.example" ? "preloaded" : "unknown" });
    }) as typeof fetch;
    const lookup = hstsPreloadLookup(kv, api, now);
    expect(await lookup("preloaded.example")).toBe("preloaded");
    expect(await lookup("preloaded.example")).toBe("preloaded");
    expect(await lookup("plain.example")).toBe("not_preloaded");
    expect(asked).toEqual([`${HSTS_PRELOAD_API}?domain=preloaded.example`, `${HSTS_PRELOAD_API}?domain=plain.example`]);
    expect(await kv.get(preloadKey("plain.example"), "json")).toMatchObject({ status: "not_preloaded" });
  });

  it("says unknown when the API cannot answer, and does not cache that", async () => {
    const down = (async () => {
      throw new Error("offline");
    }) as typeof fetch;
    expect(await hstsPreloadLookup(kv, down, now)("down.example")).toBe("unknown");
    const broken = (async () => new Response("<html>", { status: 200 })) as typeof fetch;
    expect(await hstsPreloadLookup(kv, broken, now)("down.example")).toBe("unknown");
    expect(
      await hstsPreloadLookup(kv, (async () => new Response("", { status: 503 })) as typeof fetch, now)("down.example"),
    ).toBe("unknown");
    expect(await kv.get(preloadKey("down.example"))).toBeNull();
  });
});
