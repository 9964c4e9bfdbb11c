/**
 * Conformance with Mozilla's HTTP Observatory (scanner 1.4.8, algorithm version 4), test by
 * test. The header values and the results they must give are the facts of Mozilla's own unit
 * tests (the package's test/*.test.js and test/files/*.html), restated here as cases, plus
 * behaviour of the real scanner measured by `npm run bench:observatory` on crafted sites
 * (cookies on redirect hops and expired cookies count, cookies for another domain do not,
 * a reflected CORS origin counts as restricted access). Every result code is covered: the
 * last test fails when a code has no case.
 */
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@queue-consumer/engine/observatory/content-security-policy";
import type { ObservatoryTest } from "@queue-consumer/engine/observatory/context";
import { cookies } from "@queue-consumer/engine/observatory/cookies";
import { crossOriginResourcePolicy } from "@queue-consumer/engine/observatory/cross-origin-resource-policy";
import {
  CORS_ORIGIN,
  crossOriginResourceSharing,
} from "@queue-consumer/engine/observatory/cross-origin-resource-sharing";
import { redirection } from "@queue-consumer/engine/observatory/redirection";
import { referrerPolicy } from "@queue-consumer/engine/observatory/referrer-policy";
import { RESULT_CODES, type ResultCode } from "@queue-consumer/engine/observatory/results";
import { strictTransportSecurity } from "@queue-consumer/engine/observatory/strict-transport-security";
import { subresourceIntegrity } from "@queue-consumer/engine/observatory/subresource-integrity";
import { xContentTypeOptions } from "@queue-consumer/engine/observatory/x-content-type-options";
import { xFrameOptions } from "@queue-consumer/engine/observatory/x-frame-options";
import { run, site, type SiteOptions } from "./support/observatory";

interface Case {
  name: string;
  site: SiteOptions;
  result: ResultCode;
  pass: boolean;
}

const HOST = "acme-notes.com";
const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const csp = (value: string): SiteOptions => ({ headers: { "content-security-policy": value } });
const meta = (...policies: string[]) =>
  policies.map((p) => `<meta http-equiv="Content-Security-Policy" content="${p}">`).join("");

const CSP_CASES: Case[] = [
  { name: "no policy", site: {}, result: "csp-not-implemented", pass: false },
  ...[
    "  ",
    "",
    "default-src 'none'; default-src 'none'",
    "default-src 'none'; img-src 'self'; default-src 'none'",
    "default-src 'none'; script-src 'strict-dynamic'",
    "defa",
  ].map((v): Case => ({ name: `invalid: "${v}"`, site: csp(v), result: "csp-header-invalid", pass: false })),
  ...["default-src 'none'; script-src https://*", "default-src 'none'; script-src 'unsafe-inline'"].map(
    (v): Case => ({
      name: `broad or inline scripts: ${v}`,
      site: csp(v),
      result: "csp-implemented-with-unsafe-inline",
      pass: false,
    }),
  ),
  ...[
    "default-src http://acme-notes.com",
    "default-src 'none'; script-src http://acme-notes.com",
    "default-src 'none'; script-src ftp://acme-notes.com",
  ].map(
    (v): Case => ({
      name: `http source on an https site: ${v}`,
      site: csp(v),
      result: "csp-implemented-with-insecure-scheme",
      pass: false,
    }),
  ),
  ...[
    "default-src 'none'; img-src http://acme-notes.com",
    "default-src 'self'; img-src ftp:",
    "default-src 'self'; img-src http:",
    "default-src 'none'; img-src https:; media-src http://acme-notes.com",
    "default-src 'none'; img-src http: https:; script-src 'self'; style-src 'self'",
    "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'self'",
    "default-src 'none'; img-src 'none'; media-src http:; script-src 'self'; style-src 'unsafe-inline'",
  ].map(
    (v): Case => ({
      name: `http images or media only: ${v}`,
      site: csp(v),
      result: "csp-implemented-with-insecure-scheme-in-passive-content-only",
      pass: true,
    }),
  ),
  ...[
    "script-src 'unsafe-inline'",
    "script-src data:",
    "script-src http:",
    "script-src ftp:",
    "default-src 'unsafe-inline'",
    "default-src 'UNSAFE-INLINE'",
    "upgrade-insecure-requests",
    "script-src 'none'",
    "script-src https:",
    "script-src https://acme-notes.com https:",
    "default-src https://acme-notes.com https:",
    "default-src 'none'; script-src *",
    "default-src *; script-src *; object-src 'none'",
    "default-src 'none'; script-src 'none'; object-src *",
    "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'",
    "default-src 'none'; script-src 'unsafe-inline' http:",
    "object-src https:; script-src 'none'",
  ].map(
    (v): Case => ({ name: `unsafe: ${v}`, site: csp(v), result: "csp-implemented-with-unsafe-inline", pass: false }),
  ),
  {
    name: "unsafe-eval",
    site: csp("default-src 'none'; script-src 'unsafe-eval'"),
    result: "csp-implemented-with-unsafe-eval",
    pass: false,
  },
  ...[
    "object-src 'none'; script-src 'none'; style-src 'unsafe-inline'",
    "default-src 'none'; script-src https://acme-notes.com; style-src 'unsafe-inline'",
    "default-src 'unsafe-inline'; script-src https://acme-notes.com",
    "default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'",
    "default-src 'none'; style-src data:",
    "default-src 'none'; style-src *",
    "default-src 'none'; style-src https:",
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
  ].map(
    (v): Case => ({
      name: `unsafe styles only: ${v}`,
      site: csp(v),
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      pass: true,
    }),
  ),
  ...[
    "default-src https://acme-notes.com",
    "default-src https://acme-notes.com;;; ;;;script-src 'none'",
    "object-src 'none'; script-src https://acme-notes.com; style-src https://acme-notes.com; upgrade-insecure-requests;",
    "object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'",
    "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
    "object-src 'none'; style-src 'self'; script-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA=''sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB='",
    "object-src 'none'; script-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'; style-src 'none'",
    "default-src https://acme-notes.com; style-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'",
    "default-src https://acme-notes.com; style-src 'unsafe-inline' 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
  ].map(
    (v): Case => ({
      name: `without unsafe sources: ${v}`,
      site: csp(v),
      result: "csp-implemented-with-no-unsafe",
      pass: true,
    }),
  ),
  ...[
    "default-src",
    "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123' 'unsafe-inline'",
    "default-src 'none'; script-src https://acme-notes.com; style-src https://acme-notes.com; upgrade-insecure-requests;",
    "default-src 'none'; object-src https://acme-notes.com",
    "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123'",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123'",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
    "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' 'unsafe-inline'",
  ].map(
    (v): Case => ({
      name: `default-src 'none': ${v}`,
      site: csp(v),
      result: "csp-implemented-with-no-unsafe-default-src-none",
      pass: true,
    }),
  ),
  {
    name: "a header (default-src http:) and a <meta> (default-src https:) combine to 'none'",
    site: { headers: { "content-security-policy": "default-src http:" }, body: page(meta("default-src https:")) },
    result: "csp-implemented-with-no-unsafe-default-src-none",
    pass: true,
  },
  {
    name: "a <meta> policy alone",
    site: { body: page(meta("default-src 'none';")) },
    result: "csp-implemented-with-no-unsafe-default-src-none",
    pass: true,
  },
  {
    name: "four <meta> policies, http-equiv in any case and padded",
    site: {
      body: page(
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; object-src 'none'; media-src 'none';">` +
          `<meta http-equiv="Content-SECURITY-Policy" content="connect-src 'self'; font-src 'self'; child-src 'self'">` +
          `<meta http-equiv=" Content-Security-Policy " content="img-src 'self'; style-src 'self' 'nonce-gAeQO8jI4VJCsrsXkcUVRCzQjiihKteQ">` +
          `<meta http-equiv="Content-security-Policy" content="script-src 'self' 'unsafe-inline' 'nonce-gAeQO8jI4VJCsrsXkcUVRCzQjiihKteQ'">`,
      ),
    },
    result: "csp-implemented-with-no-unsafe-default-src-none",
    pass: true,
  },
  {
    name: "header and <meta> both default-src 'none'",
    site: { headers: { "content-security-policy": "default-src 'none'" }, body: page(meta("default-src 'none';")) },
    result: "csp-implemented-with-no-unsafe-default-src-none",
    pass: true,
  },
  {
    name: "header default-src 'none' and a conflicting <meta> default-src https:",
    site: { headers: { "content-security-policy": "default-src 'none'" }, body: page(meta("default-src https:")) },
    result: "csp-implemented-with-no-unsafe-default-src-none",
    pass: true,
  },
  {
    name: "header img-src 'none' and <meta> default-src 'none'",
    site: { headers: { "content-security-policy": "img-src 'none'" }, body: page(meta("default-src 'none';")) },
    result: "csp-implemented-with-no-unsafe-default-src-none",
    pass: true,
  },
  {
    name: "report-only",
    site: { headers: { "content-security-policy-report-only": "default-src 'none'; report-to /_/csp-reports" } },
    result: "csp-not-implemented-but-reporting-enabled",
    pass: false,
  },
  {
    name: "a <meta> policy with only frame-ancestors (not allowed in <meta>)",
    site: { body: page(meta("frame-ancestors 'none'")) },
    result: "csp-not-implemented",
    pass: false,
  },
  {
    name: "the same page with a header holding a misspelt directive",
    site: {
      headers: { "content-security-policy": "frame-anchestors 'none'" },
      body: page(meta("frame-ancestors 'none'")),
    },
    result: "csp-implemented-with-unsafe-inline",
    pass: false,
  },
  {
    name: "a passing policy repeating report-uri",
    site: csp("default-src 'none'; report-uri /a; report-uri /b"),
    result: "csp-implemented-but-duplicate-directives",
    pass: true,
  },
];

const cookie = (...lines: string[]): SiteOptions => ({ cookies: lines });
const withHsts = (o: SiteOptions): SiteOptions => ({
  ...o,
  headers: { ...o.headers, "strict-transport-security": "max-age=15768000" },
});

const COOKIE_CASES: Case[] = [
  { name: "no cookies", site: {}, result: "cookies-not-found", pass: true },
  {
    name: "Secure everywhere, HttpOnly session, Heroku's affinity cookie ignored",
    site: cookie(
      `SESSIONID=bar; Domain=${HOST}; Path=/; Secure; HttpOnly`,
      `foo=bar; Domain=${HOST}; Secure; Path=/`,
      `heroku-session-affinity=bar; Domain=${HOST}; Path=/`,
    ),
    result: "cookies-secure-with-httponly-sessions",
    pass: true,
  },
  {
    name: "Secure, HttpOnly and SameSite Strict, Lax or None",
    site: cookie(
      `SESSIONID_SAMESITE_STRICT=bar; Domain=${HOST}; Path=/; Secure; HttpOnly; SameSite=Strict`,
      `SESSIONID_SAMESITE_LAX=bar; Domain=${HOST}; Path=/; Secure; HttpOnly; SameSite=Lax`,
      `SESSIONID_SAMESITE_NONE=bar; Domain=${HOST}; Path=/; Secure; HttpOnly; SameSite=None`,
    ),
    result: "cookies-secure-with-httponly-sessions-and-samesite",
    pass: true,
  },
  {
    name: "no bonus when one cookie lacks SameSite",
    site: cookie(
      `SESSIONID_SAMESITE_STRICT=bar; Domain=${HOST}; Path=/; Secure; HttpOnly; SameSite=Strict`,
      `SESSIONID_SAMESITE_NO_SAMESITE=bar; Domain=${HOST}; Path=/; Secure; HttpOnly`,
    ),
    result: "cookies-secure-with-httponly-sessions",
    pass: true,
  },
  {
    name: "anti-CSRF token without SameSite",
    site: cookie(`CSRFTOKEN=bar; Domain=${HOST}; Path=/; Secure; HttpOnly`),
    result: "cookies-anticsrf-without-samesite-flag",
    pass: false,
  },
  ...["SameSite=", "SameSite=True", "SameSite=Invalid"].map(
    (s): Case => ({
      name: `invalid ${s}`,
      site: cookie(`SESSIONID=bar; Domain=${HOST}; Path=/; Secure; HttpOnly; ${s}`),
      result: "cookies-samesite-flag-invalid",
      pass: false,
    }),
  ),
  {
    name: "SameSite=None without Secure",
    site: withHsts(cookie("pref=1; Path=/; SameSite=None")),
    result: "cookies-samesite-flag-invalid",
    pass: false,
  },
  {
    name: "a cookie without Secure under HSTS",
    site: withHsts(cookie(`foo=bar; Domain=${HOST}; Path=/`)),
    result: "cookies-without-secure-flag-but-protected-by-hsts",
    pass: false,
  },
  {
    name: "a session cookie without Secure under HSTS",
    site: withHsts(cookie(`SESSIONID=bar; Domain=${HOST}; Path=/; HttpOnly`)),
    result: "cookies-session-without-secure-flag-but-protected-by-hsts",
    pass: false,
  },
  {
    name: "a cookie without Secure",
    site: cookie(`foo=bar; Domain=${HOST}; Path=/`),
    result: "cookies-without-secure-flag",
    pass: false,
  },
  {
    name: "a session cookie without HttpOnly",
    site: cookie(`SESSIONID=bar; Domain=${HOST}; Path=/; Secure`),
    result: "cookies-session-without-httponly-flag",
    pass: false,
  },
  {
    name: "a session cookie without Secure",
    site: cookie(`SESSIONID=bar; Domain=${HOST}; Path=/; HttpOnly`),
    result: "cookies-session-without-secure-flag",
    pass: false,
  },
  {
    name: "a login cookie with no flags at all",
    site: cookie(`loginid=bar; Domain=${HOST}; Path=/`),
    result: "cookies-session-without-secure-flag",
    pass: false,
  },
  {
    name: "a cookie set by a redirect hop of the graded session counts",
    site: { httpsHops: [{ url: `https://${HOST}/start`, status: 302, setCookies: ["x=1; Path=/"] }] },
    result: "cookies-without-secure-flag",
    pass: false,
  },
  {
    name: "an already expired cookie still counts",
    site: cookie("a=1; Max-Age=0; Path=/"),
    result: "cookies-without-secure-flag",
    pass: false,
  },
  {
    name: "a cookie for another domain is dropped",
    site: cookie("b=2; Domain=other-site.org"),
    result: "cookies-not-found",
    pass: true,
  },
];

const cors = (headers: Record<string, string>, origin: string | null = CORS_ORIGIN): SiteOptions => ({
  cors: headers,
  corsRequestOrigin: origin,
});
const CORS_CASES: Case[] = [
  { name: "no preflight answer", site: {}, result: "cross-origin-resource-sharing-not-implemented", pass: true },
  {
    name: "a preflight answer without CORS headers",
    site: cors({}),
    result: "cross-origin-resource-sharing-not-implemented",
    pass: true,
  },
  {
    name: "Access-Control-Allow-Origin: *",
    site: cors({ "access-control-allow-origin": "*" }),
    result: "cross-origin-resource-sharing-implemented-with-public-access",
    pass: true,
  },
  {
    name: "another fixed origin",
    site: cors({ "access-control-allow-origin": "https://partner.acme-notes.com" }),
    result: "cross-origin-resource-sharing-implemented-with-restricted-access",
    pass: true,
  },
  {
    name: "the requesting origin reflected, with credentials",
    site: cors({ "access-control-allow-origin": CORS_ORIGIN, "access-control-allow-credentials": "true" }),
    result: "cross-origin-resource-sharing-implemented-with-universal-access",
    pass: false,
  },
  {
    name: "the same, as the live scanner sees it (it cannot read its own Origin back)",
    site: cors({ "access-control-allow-origin": CORS_ORIGIN, "access-control-allow-credentials": "true" }, null),
    result: "cross-origin-resource-sharing-implemented-with-restricted-access",
    pass: true,
  },
];

const route = (...hops: [string, number][]): SiteOptions => ({ httpRoute: hops });
const REDIRECTION_CASES: Case[] = [
  { name: "no plain http", site: { httpRoute: null }, result: "redirection-not-needed-no-http", pass: true },
  {
    name: "http answers without redirecting",
    site: route([`http://${HOST}`, 200]),
    result: "redirection-missing",
    pass: false,
  },
  {
    name: "redirects to http only",
    site: route([`http://${HOST}`, 301], [`http://www.${HOST}`, 200]),
    result: "redirection-not-to-https",
    pass: false,
  },
  {
    name: "a longer chain that stays on http",
    site: route([`http://${HOST}`, 301], [`http://www.${HOST}`, 302], [`http://www.${HOST}/en/`, 200]),
    result: "redirection-not-to-https",
    pass: false,
  },
  { name: "to https on the same host", site: {}, result: "redirection-to-https", pass: true },
  {
    name: "to https on the same host with a port",
    site: route([`http://${HOST}/`, 301], [`https://${HOST}:8443/`, 200]),
    result: "redirection-to-https",
    pass: true,
  },
  {
    name: "first to another http address, then https",
    site: route([`http://${HOST}/`, 301], [`http://www.${HOST}/`, 301], [`https://www.${HOST}/`, 200]),
    result: "redirection-not-to-https-on-initial-redirection",
    pass: false,
  },
  {
    name: "first hop to https on another host",
    site: route([`http://${HOST}/`, 301], [`https://www.${HOST}/`, 200]),
    result: "redirection-off-host-from-http",
    pass: false,
  },
  {
    name: "every host on the route preloaded",
    site: {
      ...route(
        [`http://${HOST}/`, 301],
        [`https://${HOST}/`, 302],
        [`https://www.${HOST}/`, 302],
        [`https://app.${HOST}/foo`, 200],
      ),
      preload: { [HOST]: "preloaded", [`www.${HOST}`]: "preloaded", [`app.${HOST}`]: "preloaded" },
    },
    result: "redirection-all-redirects-preloaded",
    pass: true,
  },
  {
    name: "a certificate error on the way",
    site: { invalidCert: "http" },
    result: "redirection-invalid-cert",
    pass: false,
  },
];

const referrer = (value: string, body?: string): SiteOptions => ({ headers: { "referrer-policy": value }, body });
const REFERRER_CASES: Case[] = [
  ...["no-referrer", "same-origin", "strict-origin", "STRICT-ORIGIN", "strict-origin-when-cross-origin"].map(
    (v): Case => ({ name: `private: ${v}`, site: referrer(v), result: "referrer-policy-private", pass: true }),
  ),
  {
    name: "private in <meta name=referrer>",
    site: { body: page(`<meta name="referrer" content="no-referrer, same-origin">`) },
    result: "referrer-policy-private",
    pass: true,
  },
  {
    name: "the <meta> tag, read last, wins over an unsafe header",
    site: referrer("unsafe-url", page(`<meta name="referrer" content="no-referrer, same-origin">`)),
    result: "referrer-policy-private",
    pass: true,
  },
  {
    name: "meta name in any case",
    site: { body: page(`<meta name="referRer" content="no-referrer, same-origin">`) },
    result: "referrer-policy-private",
    pass: true,
  },
  { name: "absent", site: {}, result: "referrer-policy-not-implemented", pass: true },
  { name: "unrecognised", site: referrer("whimsy"), result: "referrer-policy-header-invalid", pass: false },
  ...["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"].map(
    (v): Case => ({ name: `unsafe: ${v}`, site: referrer(v), result: "referrer-policy-unsafe", pass: false }),
  ),
  ...["origin-when-cross-origin, no-referrer, unsafe-url", "no-referrer, unsafe-url"].map(
    (v): Case => ({
      name: `the last valid policy counts: ${v}`,
      site: referrer(v),
      result: "referrer-policy-unsafe",
      pass: false,
    }),
  ),
  {
    name: "invalid values are skipped",
    site: referrer("no-referrer, whimsy"),
    result: "referrer-policy-private",
    pass: true,
  },
  {
    name: "only invalid values",
    site: referrer("whimsy, whimsy1, whimsy2"),
    result: "referrer-policy-header-invalid",
    pass: false,
  },
];

const hsts = (value: string): SiteOptions => ({ headers: { "strict-transport-security": value } });
const HSTS_CASES: Case[] = [
  { name: "absent", site: {}, result: "hsts-not-implemented", pass: false },
  { name: "without max-age", site: hsts("includeSubDomains; preload"), result: "hsts-header-invalid", pass: false },
  {
    name: "set twice (joined with a comma)",
    site: hsts("max-age=15768000; includeSubDomains, max-age=15768000; includeSubDomains"),
    result: "hsts-header-invalid",
    pass: false,
  },
  {
    name: "no https at all",
    site: {
      noHttps: true,
      httpRoute: [[`http://${HOST}/`, 200]],
      headers: { "strict-transport-security": "max-age=15768000" },
    },
    result: "hsts-not-implemented-no-https",
    pass: false,
  },
  {
    name: "certificate not verified",
    site: { ...hsts("max-age=15768000; includeSubDomains; preload"), invalidCert: "https" },
    result: "hsts-invalid-cert",
    pass: false,
  },
  {
    name: "one day",
    site: hsts("max-age=86400"),
    result: "hsts-implemented-max-age-less-than-six-months",
    pass: false,
  },
  {
    name: "six months and preload",
    site: hsts("max-age=15768000; includeSubDomains; preload"),
    result: "hsts-implemented-max-age-at-least-six-months",
    pass: true,
  },
  {
    name: "180 days counts as six months",
    site: hsts("max-age=15552000"),
    result: "hsts-implemented-max-age-at-least-six-months",
    pass: true,
  },
  {
    name: "a max-age that is not a number",
    site: hsts('max-age="31536000"'),
    result: "hsts-implemented-max-age-at-least-six-months",
    pass: true,
  },
  {
    name: "preloaded, even without the header",
    site: { preload: { [HOST]: "preloaded" } },
    result: "hsts-preloaded",
    pass: true,
  },
];

const html = (...scripts: string[]): SiteOptions => ({ body: page(scripts.join("")) });
const INTEGRITY = `integrity="sha384-zTm/dblzLXQNp3CgY+hfaC/WJ6h4XtNrePh2CW2+rO9GPuNiPb9jmthvAL+oI/dQ" crossorigin="anonymous"`;
const SRI_CASES: Case[] = [
  { name: "no scripts", site: html(), result: "sri-not-implemented-but-no-scripts-loaded", pass: true },
  {
    name: "not HTML",
    site: { headers: { "content-type": "application/json" }, body: `{"foo": "bar"}` },
    result: "sri-not-implemented-response-not-html",
    pass: true,
  },
  {
    name: "a relative script",
    site: html(`<script src="/static/js/foo.js"></script>`),
    result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    pass: true,
  },
  {
    name: "the same domain without a scheme (//)",
    site: html(`<script src="//www.${HOST}/static/js/foo.js"></script>`),
    result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
    pass: false,
  },
  {
    name: "the same domain over https",
    site: html(`<script src="https://www.${HOST}/static/js/foo.js"></script>`),
    result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    pass: true,
  },
  {
    name: "the same, on a page answering 404",
    site: { ...html(`<script src="https://www.${HOST}/static/js/foo.js"></script>`), status: 404 },
    result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    pass: true,
  },
  {
    name: "another domain over https with integrity",
    site: html(
      `<script src="/static/js/foo.js"></script>`,
      `<script src="https://cdn.example-cdn.net/react-0.14.7.min.js" ${INTEGRITY}></script>`,
    ),
    result: "sri-implemented-and-external-scripts-loaded-securely",
    pass: true,
  },
  {
    name: "localhost over https with integrity",
    site: html(
      `<script src="/static/js/foo.js"></script>`,
      `<script src="https://localhost/react-0.14.7.min.js" ${INTEGRITY}></script>`,
    ),
    result: "sri-implemented-and-external-scripts-loaded-securely",
    pass: true,
  },
  {
    name: "the site's own script with integrity",
    site: html(`<script src="/static/js/react-0.14.7.min.js" ${INTEGRITY}></script>`),
    result: "sri-implemented-and-all-scripts-loaded-securely",
    pass: true,
  },
  {
    name: "another domain over https without integrity",
    site: html(
      `<script src="/static/js/foo.js"></script>`,
      `<script src="https://cdn.example-cdn.net/react-0.14.7.min.js"></script>`,
    ),
    result: "sri-not-implemented-but-external-scripts-loaded-securely",
    pass: false,
  },
  {
    name: "another domain over http with integrity",
    site: html(
      `<script src="/static/js/foo.js"></script>`,
      `<script src="http://cdn.example-cdn.net/react-0.14.6.min.js" ${INTEGRITY}></script>`,
      `<script src="https://cdn.example-cdn.net/react-0.14.7.min.js" ${INTEGRITY}></script>`,
    ),
    result: "sri-implemented-but-external-scripts-not-loaded-securely",
    pass: false,
  },
  {
    name: "another domain without a scheme, with integrity",
    site: html(`<script src="//cdn.example-cdn.net/react-0.14.6.min.js" ${INTEGRITY}></script>`),
    result: "sri-implemented-but-external-scripts-not-loaded-securely",
    pass: false,
  },
  {
    name: "another domain over http without integrity",
    site: html(
      `<script src="/static/js/foo.js"></script>`,
      `<script src="http://cdn.example-cdn.net/react-0.14.6.min.js"></script>`,
    ),
    result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
    pass: false,
  },
  {
    name: "another domain without a scheme or integrity",
    site: html(
      `<script src="/static/js/foo.js"></script>`,
      `<script src="//cdn.example-cdn.net/react-0.14.6.min.js"></script>`,
    ),
    result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
    pass: false,
  },
  {
    name: "HTML that Mozilla's HTML library cannot build",
    site: { body: `<div style="@media only screen{background-image: url(http://a.com/a.jpg)">` },
    result: "html-not-parseable",
    pass: false,
  },
];

const xfo = (value: string, extra: Record<string, string> = {}): SiteOptions => ({
  headers: { "x-frame-options": value, ...extra },
});
const XFO_CASES: Case[] = [
  { name: "absent", site: {}, result: "x-frame-options-not-implemented", pass: false },
  { name: "unrecognised", site: xfo("whimsy"), result: "x-frame-options-header-invalid", pass: false },
  { name: "sent twice", site: xfo("SAMEORIGIN, SAMEORIGIN"), result: "x-frame-options-header-invalid", pass: false },
  {
    name: "ALLOW-FROM",
    site: xfo("ALLOW-FROM https://partner.acme-notes.com"),
    result: "x-frame-options-allow-from-origin",
    pass: true,
  },
  { name: "DENY", site: xfo("DENY"), result: "x-frame-options-sameorigin-or-deny", pass: true },
  { name: "DENY with a trailing space", site: xfo("DENY "), result: "x-frame-options-sameorigin-or-deny", pass: true },
  {
    name: "CSP frame-ancestors wins",
    site: xfo("DENY", { "content-security-policy": "frame-ancestors https://acme-notes.com" }),
    result: "x-frame-options-implemented-via-csp",
    pass: true,
  },
  {
    name: "<meta http-equiv> X-Frame-Options is ignored",
    site: { body: page(`<meta http-equiv="X-Frame-Options" content="DENY">`) },
    result: "x-frame-options-not-implemented",
    pass: false,
  },
];

const xcto = (value: string): SiteOptions => ({ headers: { "x-content-type-options": value } });
const XCTO_CASES: Case[] = [
  { name: "absent", site: {}, result: "x-content-type-options-not-implemented", pass: false },
  { name: "unrecognised", site: xcto("whimsy"), result: "x-content-type-options-header-invalid", pass: false },
  { name: "sent twice", site: xcto("nosniff, nosniff"), result: "x-content-type-options-header-invalid", pass: false },
  { name: "nosniff", site: xcto("nosniff"), result: "x-content-type-options-nosniff", pass: true },
  {
    name: "nosniff with a trailing space",
    site: xcto("nosniff "),
    result: "x-content-type-options-nosniff",
    pass: true,
  },
];

const corp = (value: string): SiteOptions => ({ headers: { "cross-origin-resource-policy": value } });
const CORP_CASES: Case[] = [
  { name: "absent", site: {}, result: "corp-not-implemented", pass: true },
  { name: "unrecognised", site: corp("whimsy"), result: "corp-header-invalid", pass: false },
  { name: "same-site", site: corp("same-site"), result: "corp-implemented-with-same-site", pass: true },
  { name: "same-origin", site: corp("same-origin"), result: "corp-implemented-with-same-origin", pass: true },
  { name: "cross-origin", site: corp("cross-origin"), result: "corp-implemented-with-cross-origin", pass: true },
];

const SUITES: [ObservatoryTest, Case[]][] = [
  [contentSecurityPolicy, CSP_CASES],
  [cookies, COOKIE_CASES],
  [crossOriginResourceSharing, CORS_CASES],
  [redirection, REDIRECTION_CASES],
  [referrerPolicy, REFERRER_CASES],
  [strictTransportSecurity, HSTS_CASES],
  [subresourceIntegrity, SRI_CASES],
  [xContentTypeOptions, XCTO_CASES],
  [xFrameOptions, XFO_CASES],
  [crossOriginResourcePolicy, CORP_CASES],
];

describe.each(SUITES.map(([test, cases]) => [test.name, test, cases] as const))("%s", (_name, test, cases) => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_n, c) => {
    const outcome = run(test, site(c.site));
    expect({ result: outcome.result, pass: outcome.pass }).toEqual({ result: c.result, pass: c.pass });
  });
});

describe("coverage", () => {
  it("has a case for every result code", () => {
    const covered = new Set(SUITES.flatMap(([, cases]) => cases.map((c) => c.result)));
    expect(RESULT_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });
});
