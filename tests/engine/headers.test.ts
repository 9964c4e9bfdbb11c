/** Security headers after Mozilla HTTP Observatory's scoring table. */
import { describe, expect, it } from "vitest";
import { evaluateHeaders } from "../../queue-consumer/engine/headers";
import { evaluateSecurityTxt } from "../../queue-consumer/engine/security-txt";
import { pageOf } from "./support/fixture";

const URL_ = "https://vendor.example.com/";

function report(headers: Record<string, string>, opts: { probe?: Parameters<typeof evaluateHeaders>[1]; cookies?: string[] } = {}) {
  const main = pageOf(URL_, "home", ["Hello"], { headers, setCookies: opts.cookies ?? [] });
  return evaluateHeaders(
    main,
    opts.probe ?? { url: "http://vendor.example.com/", status: 301, location: "https://vendor.example.com/" },
    URL_,
  );
}

const by = (r: ReturnType<typeof report>) => Object.fromEntries(r.tests.map((t) => [t.id, t.modifier]));

describe("Observatory-style header tests", () => {
  it("scores a site with no security headers as F", () => {
    const r = report({}, { probe: { url: "http://vendor.example.com/", status: 200 } });
    expect(by(r)).toEqual({ redirection: -20, hsts: -20, csp: -25, framing: -20, nosniff: -5, referrer: 0 });
    expect(r.score).toBe(10);
    expect(r.grade).toBe("F");
    for (const t of r.tests.filter((t) => t.modifier < 0)) {
      expect(t.finding.evidence === "" ? t.finding.checked_urls!.length : 1).toBeGreaterThan(0);
      expect(t.finding.polarity).toBe("risk");
    }
  });

  it("gives A+ to strict headers, quoting each header line", () => {
    const csp = "default-src 'none'; script-src 'self' 'nonce-abc'; frame-ancestors 'none'; base-uri 'none'";
    const r = report({
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
      "content-security-policy": csp,
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    expect(by(r)).toEqual({ redirection: 0, "hsts-preload": 5, "csp-strict": 10, "framing-csp": 5, nosniff: 0, referrer: 5 });
    expect(r.grade).toBe("A+");
    expect(r.tests.find((t) => t.id === "hsts-preload")!.finding.evidence).toBe(
      "strict-transport-security: max-age=63072000; includeSubDomains; preload",
    );
    expect(r.tests.find((t) => t.id === "redirection")!.finding).toMatchObject({
      source_url: "http://vendor.example.com/",
      evidence: "location: https://vendor.example.com/",
    });
  });

  it("penalises short HSTS, unsafe-inline scripts and leaky referrers", () => {
    const r = report({
      "strict-transport-security": "max-age=15552000",
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'",
      "x-frame-options": "SAMEORIGIN",
      "x-content-type-options": "nosniff",
      "referrer-policy": "unsafe-url",
    });
    expect(by(r)).toMatchObject({ hsts: -10, csp: -20, framing: 0, referrer: -5 });
  });

  it("ignores unsafe-inline when a nonce is present (CSP3)", () => {
    const r = report({ "content-security-policy": "script-src 'nonce-r4nd0m' 'unsafe-inline'; object-src 'none'" });
    expect(by(r).csp).toBe(0);
  });

  it("grades the http redirect", () => {
    expect(
      by(report({}, { probe: { url: "http://vendor.example.com/", status: 301, location: "https://www.vendor.example.com/" } }))
        .redirection,
    ).toBe(-5);
    expect(
      by(report({}, { probe: { url: "http://vendor.example.com/", status: 302, location: "http://www.vendor.example.com/" } })).redirection,
    ).toBe(-10);
    expect(by(report({}, { probe: { url: "http://vendor.example.com/", error: "connection refused" } })).redirection).toBe(0);
  });

  it("checks cookie flags", () => {
    expect(by(report({}, { cookies: ["session_id=abc; Path=/"] })).cookies).toBe(-40);
    expect(by(report({ "strict-transport-security": "max-age=31536000" }, { cookies: ["prefs=1; Path=/"] })).cookies).toBe(-5);
    expect(by(report({}, { cookies: ["sid=abc; Secure; HttpOnly; SameSite=Lax"] })).cookies).toBe(5);
  });

  it("does not score headers of a declared stand-in page", () => {
    const main = pageOf(URL_, "home", ["Stand-in"], { headers: { "x-corpus-synthetic": "true" } });
    const r = evaluateHeaders(main, undefined, URL_);
    expect(r.observed).toBe(false);
    expect(r.tests).toEqual([]);
  });
});

describe("security.txt", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const txt = (lines: string[]) => pageOf("https://vendor.example.com/.well-known/security.txt", "security_txt", lines, { format: "text" });

  it("is valid with a Contact and a future Expires, quoting the Contact line", () => {
    const r = evaluateSecurityTxt(txt(["Contact: mailto:security@vendor.example.com", "Expires: 2027-06-30T00:00:00Z"]), "x", now);
    expect(r.valid).toBe(true);
    expect(r.findings[0]).toMatchObject({ evidence: "Contact: mailto:security@vendor.example.com", polarity: "strength" });
  });

  it("reports an expired file, a file without Contact, and a missing file", () => {
    expect(evaluateSecurityTxt(txt(["Contact: https://vendor.example.com/report", "Expires: 2024-01-01T00:00:00Z"]), "x", now).valid).toBe(
      false,
    );
    expect(evaluateSecurityTxt(txt(["Policy: https://vendor.example.com/policy"]), "x", now).findings[0]!.signal).toBe(
      "security.security_txt_invalid",
    );
    const missing = evaluateSecurityTxt(undefined, "https://vendor.example.com/.well-known/security.txt", now);
    expect(missing.findings[0]).toMatchObject({
      evidence: "",
      checked_urls: ["https://vendor.example.com/.well-known/security.txt"],
      polarity: "risk",
    });
  });
});
