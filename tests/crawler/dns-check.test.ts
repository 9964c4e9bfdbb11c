/**
 * With a DNS-over-HTTPS resolver configured, the crawler resolves every host first and refuses
 * names that point at private addresses: the main page, every redirect hop, every linked page.
 * A fake resolver (JSON API) and a fake web; nothing refused is ever contacted.
 */
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { withDnsCheck } from "@queue-consumer/crawler/dns-check";
import { pipelineDeps } from "@queue-consumer/pipeline-deps";
import { AnalysisError } from "@queue-consumer/analysis-types";
import { env } from "cloudflare:workers";
import { isPrivateAddress } from "@core/contract/ip";
import { checkPublicUrl } from "@core/contract/url";
import { testEnv } from "../queue-consumer/helpers";
import { fakeWeb, page } from "./support/fake-web";

const RESOLVER = "https://dns.resolver.test/dns-query";

/** A DoH JSON resolver over a zone: host -> addresses (v4 and v6 mixed). */
function fakeResolver(zone: Record<string, string[]>, opts: { down?: boolean } = {}) {
  const asked: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const name = url.searchParams.get("name")!;
    const type = url.searchParams.get("type");
    asked.push(`${name} ${type}`);
    if (opts.down) return new Response("unavailable", { status: 503 });
    const addresses = zone[name];
    if (!addresses) return Response.json({ Status: 3 });
    const wanted = addresses.filter((a) => (type === "AAAA" ? a.includes(":") : !a.includes(":")));
    return Response.json({
      Status: 0,
      Answer: [
        { name, type: 5, data: `cdn.${name}.` },
        ...wanted.map((data) => ({ name, type: type === "AAAA" ? 28 : 1, data })),
      ],
    });
  }) as typeof fetch;
  return { fetch: fetchFn, asked };
}

const HOME = (links: string) =>
  page(
    "Vendor",
    `<header><nav>${links}</nav></header><main><h1>Vendor</h1><p>${"We build software for teams. ".repeat(12)}</p></main>`,
  );

async function failure(p: Promise<unknown>): Promise<AnalysisError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AnalysisError);
  return err as AnalysisError;
}

describe("isPrivateAddress", () => {
  it.each([
    ["10.0.0.5", true],
    ["172.16.3.4", true],
    ["172.32.0.1", false],
    ["192.168.1.1", true],
    ["127.0.0.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["224.0.0.1", true],
    ["93.184.216.34", false],
    ["8.8.8.8", false],
    ["::1", true],
    ["::", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["ff02::1", true],
    ["::ffff:10.0.0.1", true],
    ["::ffff:8.8.8.8", false],
    ["64:ff9b::a00:1", true],
    ["2002:0a00:0001::1", true],
    ["2001:db8::1", true],
    ["2606:4700:4700::1111", false],
    ["not-an-address", true],
    // IPv4-translated (RFC 2765), local-use NAT64 (RFC 8215) and Teredo: an IPv4 host behind an IPv6 form.
    ["::ffff:0:10.0.0.1", true],
    ["::ffff:0:127.0.0.1", true],
    ["::ffff:0:a00:1", true],
    ["64:ff9b:1::a00:1", true],
    ["64:ff9b:1:ffff::8.8.8.8", true],
    ["2001::1", true],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", true],
    ["2001:4860:4860::8888", false],
  ])("%s → %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe("public names that point at loopback or rebind", () => {
  it.each([
    "localhost.direct",
    "app.localhost.direct",
    "traefik.me",
    "10-0-0-1.traefik.me",
    "7f000001.c0a80001.rbndr.us",
    "127.0.0.1.nip.io",
    "app.10.0.0.5.sslip.io",
  ])("%s is refused before any request", (host) => {
    const check = checkPublicUrl(new URL(`https://${host}/`));
    expect(check.ok).toBe(false);
  });

  it("ordinary vendors still pass", () => {
    expect(checkPublicUrl(new URL("https://traefik.io/")).ok).toBe(true);
    expect(checkPublicUrl(new URL("https://direct.example-vendor.com/")).ok).toBe(true);
  });
});

describe("the production configuration", () => {
  it("sets a DNS-over-HTTPS resolver, so production crawls check where every host points", async () => {
    // The analysis Worker's wrangler.toml [vars], as deployed (the tests do not override it).
    const resolver = (env as unknown as { DNS_RESOLVER_URL: string }).DNS_RESOLVER_URL;
    expect(resolver).toBe("https://cloudflare-dns.com/dns-query");
    const web = fakeWeb({ "https://deployed-inside.com/": HOME("") });
    const dns = fakeResolver({ "deployed-inside.com": ["10.9.8.7"] });
    const network = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).startsWith(resolver)
        ? dns.fetch(input, init)
        : web.fetch(input, init)) as typeof fetch;
    const deps = pipelineDeps({ ...testEnv, ENVIRONMENT: "production", CRAWL_REPLAY_ORIGIN: "" }, network);
    const err = await failure(analyzeVendorUrl("https://deployed-inside.com/", deps));
    expect(err.message).toMatch(/resolves to 10\.9\.8\.7/);
    expect(web.log).toEqual([]);
  });
});

describe("crawling with a DNS-over-HTTPS check", () => {
  it("refuses a main page whose name resolves to a private address, without contacting it", async () => {
    const web = fakeWeb({ "https://internal-app.com/": HOME("") });
    const dns = fakeResolver({ "internal-app.com": ["10.0.0.5"] });
    const fetchFn = withDnsCheck(web.fetch, { resolverUrl: RESOLVER, fetch: dns.fetch });
    const err = await failure(analyzeVendorUrl("https://internal-app.com/", web.deps({ fetch: fetchFn })));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/internal-app\.com resolves to 10\.0\.0\.5/);
    expect(web.log.filter((u) => u.includes("internal-app.com"))).toEqual([]);
  });

  it("refuses an IPv6 loopback answer too", async () => {
    const web = fakeWeb({ "https://sneaky-v6.com/": HOME("") });
    const dns = fakeResolver({ "sneaky-v6.com": ["93.184.216.34", "::1"] });
    const err = await failure(
      analyzeVendorUrl(
        "https://sneaky-v6.com/",
        web.deps({ fetch: withDnsCheck(web.fetch, { resolverUrl: RESOLVER, fetch: dns.fetch }) }),
      ),
    );
    expect(err.message).toMatch(/resolves to ::1/);
    expect(web.log).toEqual([]);
  });

  it("analyzes a public vendor, refusing a redirect and a link that point inside", async () => {
    const web = fakeWeb({
      "https://public-vendor.com/": HOME(
        `<a href="/privacy">Privacy Policy</a> <a href="https://admin-panel.com/terms">Terms of Service</a>`,
      ),
      "https://public-vendor.com/privacy": { status: 302, headers: { location: "https://metadata-proxy.com/latest" } },
    });
    const dns = fakeResolver({
      "public-vendor.com": ["93.184.216.34", "2606:2800:220:1::1"],
      "metadata-proxy.com": ["169.254.169.254"],
      "admin-panel.com": ["192.168.10.2"],
    });
    const a = await analyzeVendorUrl(
      "https://public-vendor.com/",
      web.deps({ fetch: withDnsCheck(web.fetch, { resolverUrl: RESOLVER, fetch: dns.fetch }) }),
    );
    expect(a.vendor_name).toBeTruthy();
    expect(web.log.some((u) => u.includes("metadata-proxy.com") || u.includes("admin-panel.com"))).toBe(false);
    const issues = a.crawl!.issues.map((i) => i.message).join("\n");
    expect(issues).toMatch(/metadata-proxy\.com resolves to 169\.254\.169\.254/);
    // Each name is resolved once per type, however many requests go to it.
    expect(dns.asked.filter((q) => q.startsWith("public-vendor.com ")).sort()).toEqual([
      "public-vendor.com A",
      "public-vendor.com AAAA",
    ]);
  });

  it("a resolver that does not answer fails the analysis as retryable, contacting nothing", async () => {
    const web = fakeWeb({ "https://any-vendor.com/": HOME("") });
    const dns = fakeResolver({}, { down: true });
    const err = await failure(
      analyzeVendorUrl(
        "https://any-vendor.com/",
        web.deps({ fetch: withDnsCheck(web.fetch, { resolverUrl: RESOLVER, fetch: dns.fetch }) }),
      ),
    );
    expect(err.retryable).toBe(true);
    expect(web.log).toEqual([]);
  });

  it("checks the host the crawler means when crawling the recorded-web replay", async () => {
    const web = fakeWeb({ "https://replayed-inside.com/": HOME("") });
    const dns = fakeResolver({ "replayed-inside.com": ["10.1.2.3"] });
    const deps = web.deps({
      fetch: withDnsCheck(web.fetch, { resolverUrl: RESOLVER, fetch: dns.fetch }),
      replayOrigin: "http://127.0.0.1:9",
    });
    const err = await failure(analyzeVendorUrl("https://replayed-inside.com/", deps));
    expect(err.message).toMatch(/resolves to 10\.1\.2\.3/);
    expect(web.log).toEqual([]);
  });

  it("is switched on by DNS_RESOLVER_URL", async () => {
    const web = fakeWeb({ "https://configured-inside.com/": HOME("") });
    const dns = fakeResolver({ "configured-inside.com": ["127.0.0.1"] });
    const network = ((input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).startsWith(RESOLVER)
        ? dns.fetch(input, init)
        : web.fetch(input, init)) as typeof fetch;
    const deps = pipelineDeps(
      { ...testEnv, ENVIRONMENT: "production", DNS_RESOLVER_URL: RESOLVER, CRAWL_REPLAY_ORIGIN: "" },
      network,
    );
    const err = await failure(analyzeVendorUrl("https://configured-inside.com/", deps));
    expect(err.message).toMatch(/resolves to 127\.0\.0\.1/);
    expect(web.log).toEqual([]);
    // Without it, the same crawl goes ahead.
    const plain = pipelineDeps(
      { ...testEnv, ENVIRONMENT: "production", DNS_RESOLVER_URL: "", CRAWL_REPLAY_ORIGIN: "" },
      network,
    );
    await analyzeVendorUrl("https://configured-inside.com/", plain);
    expect(web.log).toContain("https://configured-inside.com/");
  });
});
