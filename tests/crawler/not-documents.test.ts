/**
 * Pages that are not documents: bot challenges and server errors (blocked: nobody could read
 * them), soft 404s (a 200 "page not found", or the home page again: not there). Blocked pages
 * cost confidence and become questions; only a document missing after a real search is a risk.
 */
import { describe, expect, it } from "vitest";
import { analyzeVendorUrl } from "@queue-consumer/analyze-vendor-url";
import { challengeOf, isSoftNotFound } from "@queue-consumer/crawler/not-documents";
import { pageOf } from "../engine/support/fixture";
import { fakeWeb, HTML, page } from "./support/fake-web";

const enc = (s: string) => new TextEncoder().encode(s);
const V = "https://vendor.example.com";

const home = (links: string) =>
  page(
    "Acme — notes for teams",
    `<main><h1>Notes for teams</h1><p>Acme keeps your team's notes in one place.</p></main><footer>${links}</footer>`,
  );
const policy = (title: string, text: string) => page(title, `<main><h1>${title}</h1><p>${text}</p></main>`);

describe("bot challenges", () => {
  it("recognises the challenge pages of the common bot-protection services, whatever the status", () => {
    const cf = `<html><head><title>Just a moment...</title></head><body><h2>Checking if the site connection is secure</h2><script>window._cf_chl_opt={}</script></body></html>`;
    expect(challengeOf(403, {}, enc(cf))).toBe("a bot challenge");
    expect(challengeOf(503, {}, enc(cf))).toBe("a bot challenge");
    expect(challengeOf(200, { "cf-mitigated": "challenge" }, enc("<html></html>"))).toBe("a bot challenge");
    expect(challengeOf(403, {}, enc("<p>Pardon Our Interruption...</p>"))).toBe("a bot challenge");
    expect(challengeOf(429, {}, enc('<script src="https://ct.captcha-delivery.com/c.js"></script>'))).toBe(
      "a bot challenge",
    );
  });

  it("does not take an ordinary page or error for a challenge", () => {
    expect(
      challengeOf(
        200,
        {},
        enc(policy("Privacy Policy", "We protect your data with care and a captcha on our sign-up form.")),
      ),
    ).toBeNull();
    expect(challengeOf(403, {}, enc("<h1>403 Forbidden</h1>"))).toBeNull();
    expect(challengeOf(404, {}, enc("<title>Just a moment...</title>"))).toBeNull();
  });
});

describe("soft 404", () => {
  const main = pageOf(`${V}/`, "home", ["Notes for teams.", "Acme keeps your team's notes in one place."]);
  it("recognises a 'page not found' page answered with 200, in several wordings and languages", () => {
    const titles: [string, string][] = [
      ["Page not found | Acme", "Sorry about that."],
      ["Acme", "Oops! This page doesn't exist."],
      ["404", "Go back home."],
      ["Acme", "The page you are looking for might have been moved."],
      ["Seite nicht gefunden", "Zurück zur Startseite."],
      ["Page introuvable", "Retour à l'accueil."],
      ["Página no encontrada", "Volver al inicio."],
    ];
    for (const [title, text] of titles) {
      expect(
        isSoftNotFound(pageOf(`${V}/terms`, "terms", [{ text: title, tag: "h1" }, text], { title }), main),
        title,
      ).toBe(true);
    }
  });

  it("recognises the home page served again under another address", () => {
    expect(
      isSoftNotFound(
        pageOf(`${V}/security`, "security", ["Notes for teams.", "Acme keeps your team's notes in one place."]),
        main,
      ),
    ).toBe(true);
  });

  it("keeps real documents, even when they talk about pages not found or errors", () => {
    const long = "We keep server logs, including requests that end in a 404 page not found error, for 30 days. ".repeat(
      20,
    );
    expect(
      isSoftNotFound(
        pageOf(`${V}/privacy`, "privacy", [{ text: "Privacy Policy", tag: "h1" }, long], { title: "Privacy Policy" }),
        main,
      ),
    ).toBe(false);
    expect(
      isSoftNotFound(
        pageOf(
          `${V}/terms`,
          "terms",
          [{ text: "Terms of Service", tag: "h1" }, "These terms govern your use of Acme."],
          { title: "Terms" },
        ),
        main,
      ),
    ).toBe(false);
  });
});

describe("blocked, unreadable and missing are three states", () => {
  const challenge = `<html><head><title>Just a moment...</title></head><body>Enable JavaScript and cookies to continue<script>window._cf_chl_opt={}</script></body></html>`;
  const notFound = page("Page not found", "<main><h1>Oops! This page doesn't exist.</h1><p>Go back home.</p></main>");

  it("does not score a privacy policy behind a bot challenge or a 503 as missing", async () => {
    const web = fakeWeb({
      [`${V}/`]: home(
        `<a href="/privacy">Privacy Policy</a><a href="/terms">Terms of Service</a><a href="/security">Security</a>`,
      ),
      [`${V}/privacy`]: { status: 403, headers: { ...HTML, "cf-mitigated": "challenge" }, body: challenge },
      [`${V}/terms`]: { status: 503, body: "<h1>Service Unavailable</h1>" },
      [`${V}/security`]: { status: 200, body: challenge },
    });
    const a = await analyzeVendorUrl(`${V}/`, web.deps());
    const signals = [...a.privacy_legal_risk.findings, ...a.security_risk.findings].map(
      (f) => `${f.signal}:${f.polarity}`,
    );
    expect(signals).toContain("privacy.policy_blocked:info");
    expect(signals).toContain("legal.terms_blocked:info");
    expect(signals).toContain("security.page_blocked:info");
    expect(
      signals.filter(
        (s) => /_missing:risk$/.test(s) && /privacy\.policy|legal\.terms|security\.page|dpa|subprocessor/.test(s),
      ),
    ).toEqual([]);
    const blocked = a.privacy_legal_risk.findings.find((f) => f.signal === "privacy.policy_blocked")!;
    expect(blocked.finding).toMatch(/could not be read \(the site answered with a bot challenge \(HTTP 403\)\)/);
    expect(a.information_gaps!.some((g) => g.question.includes(`${V}/privacy`))).toBe(true);
    expect(a.crawl!.issues.map((i) => i.kind)).toEqual(expect.arrayContaining(["blocked"]));
  });

  it("calls documents missing when the usual addresses answer a soft 404, and never quotes that page", async () => {
    const routes: Record<string, any> = { [`${V}/`]: home(`<a href="/legal/privacy-notice">Privacy</a>`) };
    routes[`${V}/legal/privacy-notice`] = policy(
      "Privacy Notice",
      "This Privacy Notice explains what Acme collects about you and why.",
    );
    for (const path of [
      "/terms",
      "/legal",
      "/security",
      "/trust",
      "/pricing",
      "/dpa",
      "/legal/dpa",
      "/subprocessors",
      "/privacy",
      "/privacy-policy",
    ])
      routes[`${V}${path}`] = notFound;
    const a = await analyzeVendorUrl(`${V}/`, fakeWeb(routes).deps());
    const all = [...a.pricing_risk.findings, ...a.privacy_legal_risk.findings, ...a.security_risk.findings];
    expect(all.filter((f) => f.evidence && /doesn't exist|Page not found/.test(f.evidence))).toEqual([]);
    const signals = all.map((f) => f.signal);
    expect(signals).toContain("privacy.policy");
    expect(signals).toContain("legal.terms_missing");
    expect(signals).toContain("security.page_missing");
    const pages = [...a.analyzed_pages.legal_pages, ...a.analyzed_pages.security_pages].map((p) => p.url);
    expect(pages).toEqual([`${V}/legal/privacy-notice`]);
  });

  it("treats a guessed address that redirects to the home page as not there", async () => {
    const a = await analyzeVendorUrl(
      `${V}/`,
      fakeWeb({
        [`${V}/`]: home(""),
        [`${V}/terms`]: { status: 302, headers: { location: `${V}/` } },
      }).deps(),
    );
    expect(a.privacy_legal_risk.findings.map((f) => f.signal)).toContain("legal.terms_missing");
  });
});
