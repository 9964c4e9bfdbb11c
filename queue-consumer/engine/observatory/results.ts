/**
 * Every result an Observatory test can give: its score modifier (Mozilla's scoring table,
 * algorithm version 4), what it means and what to do about it, in one line each.
 */

export const RESULT_CODES = [
  // Content Security Policy
  "csp-implemented-with-no-unsafe-default-src-none",
  "csp-implemented-with-no-unsafe",
  "csp-implemented-with-unsafe-inline-in-style-src-only",
  "csp-implemented-with-insecure-scheme-in-passive-content-only",
  "csp-implemented-with-unsafe-eval",
  "csp-implemented-with-unsafe-inline",
  "csp-implemented-with-insecure-scheme",
  "csp-implemented-but-duplicate-directives",
  "csp-header-invalid",
  "csp-not-implemented",
  "csp-not-implemented-but-reporting-enabled",
  // Cookies
  "cookies-secure-with-httponly-sessions-and-samesite",
  "cookies-secure-with-httponly-sessions",
  "cookies-not-found",
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
  // Cross-origin resource sharing
  "cross-origin-resource-sharing-not-implemented",
  "cross-origin-resource-sharing-implemented-with-public-access",
  "cross-origin-resource-sharing-implemented-with-restricted-access",
  "cross-origin-resource-sharing-implemented-with-universal-access",
  // Redirection
  "redirection-all-redirects-preloaded",
  "redirection-to-https",
  "redirection-not-needed-no-http",
  "redirection-off-host-from-http",
  "redirection-not-to-https-on-initial-redirection",
  "redirection-not-to-https",
  "redirection-missing",
  "redirection-invalid-cert",
  // Referrer policy
  "referrer-policy-private",
  "referrer-policy-not-implemented",
  "referrer-policy-unsafe",
  "referrer-policy-header-invalid",
  // Strict transport security
  "hsts-preloaded",
  "hsts-implemented-max-age-at-least-six-months",
  "hsts-implemented-max-age-less-than-six-months",
  "hsts-not-implemented",
  "hsts-header-invalid",
  "hsts-not-implemented-no-https",
  "hsts-invalid-cert",
  // Subresource integrity
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-not-implemented-response-not-html",
  "sri-not-implemented-but-no-scripts-loaded",
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  "sri-not-implemented-but-external-scripts-loaded-securely",
  "sri-implemented-but-external-scripts-not-loaded-securely",
  "sri-not-implemented-and-external-scripts-not-loaded-securely",
  // X-Content-Type-Options
  "x-content-type-options-nosniff",
  "x-content-type-options-not-implemented",
  "x-content-type-options-header-invalid",
  // X-Frame-Options
  "x-frame-options-implemented-via-csp",
  "x-frame-options-sameorigin-or-deny",
  "x-frame-options-allow-from-origin",
  "x-frame-options-not-implemented",
  "x-frame-options-header-invalid",
  // Cross-origin resource policy
  "corp-header-invalid",
  "corp-implemented-with-cross-origin",
  "corp-implemented-with-same-origin",
  "corp-implemented-with-same-site",
  "corp-not-implemented",
  // Any test that reads the HTML
  "html-not-parseable",
] as const;

export type ResultCode = (typeof RESULT_CODES)[number];

export interface ResultInfo {
  /** Points added to (or taken from) the score of 100. */
  modifier: number;
  /** What was found, one sentence. */
  description: string;
  /** What to change, one line; empty when there is nothing to do. */
  remediation: string;
}

const REDIRECT_FIX = "Redirect http:// to https:// on the same host first, then on to the final address over https.";

export const RESULTS: Record<ResultCode, ResultInfo> = {
  "csp-implemented-with-no-unsafe-default-src-none": {
    modifier: 10,
    description: "A Content Security Policy with default-src 'none' and no unsafe sources is set.",
    remediation: "",
  },
  "csp-implemented-with-no-unsafe": {
    modifier: 5,
    description: "A Content Security Policy without 'unsafe-inline' or 'unsafe-eval' in scripts is set.",
    remediation: "Set default-src to 'none' and allow each resource type explicitly.",
  },
  "csp-implemented-with-unsafe-inline-in-style-src-only": {
    modifier: 0,
    description: "A Content Security Policy is set; only style-src allows inline, data: or overly broad sources.",
    remediation: "Remove 'unsafe-inline', data: and broad sources from style-src.",
  },
  "csp-implemented-with-insecure-scheme-in-passive-content-only": {
    modifier: -10,
    description: "A Content Security Policy is set but lets images or media load over plain http.",
    remediation: "Allow only https sources in img-src, media-src (or default-src).",
  },
  "csp-implemented-with-unsafe-eval": {
    modifier: -10,
    description: "A Content Security Policy is set but allows 'unsafe-eval'.",
    remediation: "Stop using eval() and similar, then remove 'unsafe-eval' from the policy.",
  },
  "csp-implemented-with-unsafe-inline": {
    modifier: -20,
    description:
      "A Content Security Policy is set but allows inline scripts, data: or overly broad script or object sources (or does not restrict them).",
    remediation: "Remove 'unsafe-inline', data: and broad sources from script-src and object-src, and set both.",
  },
  "csp-implemented-with-insecure-scheme": {
    modifier: -20,
    description: "A Content Security Policy is set but lets resources load over plain http.",
    remediation: "Load every resource over https and remove http: sources from the policy.",
  },
  "csp-implemented-but-duplicate-directives": {
    modifier: 0,
    description: "A Content Security Policy is set but repeats a reporting directive.",
    remediation: "Remove the repeated report-uri or report-to directive.",
  },
  "csp-header-invalid": {
    modifier: -25,
    description:
      "The Content Security Policy cannot be parsed (empty, repeated directive or 'strict-dynamic' without a nonce or hash).",
    remediation: "Fix the policy's syntax; a CSP evaluator shows what is wrong.",
  },
  "csp-not-implemented": {
    modifier: -25,
    description: "No Content Security Policy is set.",
    remediation: "Set a Content-Security-Policy header that restricts where scripts and other resources load from.",
  },
  "csp-not-implemented-but-reporting-enabled": {
    modifier: -25,
    description: "A Content Security Policy is only reported (Content-Security-Policy-Report-Only), not enforced.",
    remediation: "Enforce the policy with a Content-Security-Policy header.",
  },

  "cookies-secure-with-httponly-sessions-and-samesite": {
    modifier: 5,
    description: "Every cookie is Secure, session cookies are HttpOnly, and every cookie sets SameSite.",
    remediation: "",
  },
  "cookies-secure-with-httponly-sessions": {
    modifier: 0,
    description: "Every cookie is Secure and session cookies are HttpOnly.",
    remediation: "Add SameSite (Strict or Lax) to every cookie.",
  },
  "cookies-not-found": { modifier: 0, description: "The home page sets no cookies.", remediation: "" },
  "cookies-without-secure-flag-but-protected-by-hsts": {
    modifier: -5,
    description: "Cookies are set without the Secure flag; HSTS keeps them off plain http.",
    remediation: "Add the Secure flag to every cookie.",
  },
  "cookies-session-without-secure-flag-but-protected-by-hsts": {
    modifier: -10,
    description: "A session cookie is set without the Secure flag; HSTS keeps it off plain http.",
    remediation: "Add the Secure flag to every cookie.",
  },
  "cookies-without-secure-flag": {
    modifier: -20,
    description: "Cookies are set without the Secure flag, so they can travel over plain http.",
    remediation: "Add the Secure flag to every cookie and enable HSTS.",
  },
  "cookies-samesite-flag-invalid": {
    modifier: -20,
    description: "A cookie's SameSite value is not Strict, Lax or None (or is None without Secure).",
    remediation: "Use SameSite=Strict or SameSite=Lax (None only with Secure).",
  },
  "cookies-anticsrf-without-samesite-flag": {
    modifier: -20,
    description: "An anti-CSRF token cookie is set without SameSite.",
    remediation: "Set SameSite=Strict or SameSite=Lax on the anti-CSRF cookie.",
  },
  "cookies-session-without-httponly-flag": {
    modifier: -30,
    description: "A session cookie is set without HttpOnly, so page scripts can read it.",
    remediation: "Add the HttpOnly flag to session cookies.",
  },
  "cookies-session-without-secure-flag": {
    modifier: -40,
    description: "A session cookie is set without the Secure flag, so it can travel over plain http.",
    remediation: "Add the Secure flag to session cookies and enable HSTS.",
  },

  "cross-origin-resource-sharing-not-implemented": {
    modifier: 0,
    description: "The home page is not shared with other sites through CORS.",
    remediation: "",
  },
  "cross-origin-resource-sharing-implemented-with-public-access": {
    modifier: 0,
    description: "The home page is readable by any site (Access-Control-Allow-Origin: *), without credentials.",
    remediation: "",
  },
  "cross-origin-resource-sharing-implemented-with-restricted-access": {
    modifier: 0,
    description: "The home page is shared through CORS with specific origins only.",
    remediation: "",
  },
  "cross-origin-resource-sharing-implemented-with-universal-access": {
    modifier: -50,
    description: "Any site may read the home page with the visitor's credentials (the requesting origin is reflected).",
    remediation: "Allow credentialed CORS only for a fixed list of origins; never reflect the Origin header.",
  },

  "redirection-all-redirects-preloaded": {
    modifier: 0,
    description: "Every host of the http redirect chain is on the HSTS preload list.",
    remediation: "",
  },
  "redirection-to-https": {
    modifier: 0,
    description: "http:// redirects to https:// on the same host first and ends on https.",
    remediation: "",
  },
  "redirection-not-needed-no-http": {
    modifier: 0,
    description: "The site does not answer on plain http, so no redirect is needed.",
    remediation: "",
  },
  "redirection-off-host-from-http": {
    modifier: -5,
    description: "http:// first redirects to https on another host, so HSTS cannot be set on the first host.",
    remediation: REDIRECT_FIX,
  },
  "redirection-not-to-https-on-initial-redirection": {
    modifier: -10,
    description: "http:// reaches https eventually, but first redirects to another http address.",
    remediation: REDIRECT_FIX,
  },
  "redirection-not-to-https": {
    modifier: -20,
    description: "http:// redirects, but the final address is not https.",
    remediation: REDIRECT_FIX,
  },
  "redirection-missing": {
    modifier: -20,
    description: "http:// answers without redirecting to https.",
    remediation: REDIRECT_FIX,
  },
  "redirection-invalid-cert": {
    modifier: -20,
    description: "A certificate on the redirect chain from http:// could not be verified.",
    remediation: "Install a valid TLS certificate on every host of the redirect chain.",
  },

  "referrer-policy-private": {
    modifier: 5,
    description: "Referrer-Policy keeps page addresses from other sites (no-referrer, same-origin or strict-origin*).",
    remediation: "",
  },
  "referrer-policy-not-implemented": {
    modifier: 0,
    description: "No Referrer-Policy is set (browsers use their default).",
    remediation: "Set Referrer-Policy to strict-origin-when-cross-origin or stricter.",
  },
  "referrer-policy-unsafe": {
    modifier: -5,
    description:
      "Referrer-Policy sends page addresses to other sites (origin, unsafe-url or no-referrer-when-downgrade).",
    remediation: "Set Referrer-Policy to strict-origin-when-cross-origin or stricter.",
  },
  "referrer-policy-header-invalid": {
    modifier: -5,
    description: "Referrer-Policy holds no recognised policy.",
    remediation: "Set Referrer-Policy to strict-origin-when-cross-origin or stricter.",
  },

  "hsts-preloaded": {
    modifier: 5,
    description: "The host is on the HSTS preload list: browsers use https before the first visit.",
    remediation: "",
  },
  "hsts-implemented-max-age-at-least-six-months": {
    modifier: 0,
    description: "Strict-Transport-Security is set for at least six months.",
    remediation:
      "Consider preloading: max-age of a year or more, includeSubDomains and preload, then submit to hstspreload.org.",
  },
  "hsts-implemented-max-age-less-than-six-months": {
    modifier: -10,
    description: "Strict-Transport-Security is set for less than six months.",
    remediation: "Raise max-age to at least 15552000 seconds (six months).",
  },
  "hsts-not-implemented": {
    modifier: -20,
    description: "No Strict-Transport-Security header: browsers are not told to insist on https.",
    remediation: "Add Strict-Transport-Security, starting with a short max-age and raising it.",
  },
  "hsts-header-invalid": {
    modifier: -20,
    description: "The Strict-Transport-Security header cannot be read (no max-age, or set twice).",
    remediation: "Send one Strict-Transport-Security header with a max-age.",
  },
  "hsts-not-implemented-no-https": {
    modifier: -20,
    description: "The site is not available over https, so HSTS cannot be set.",
    remediation: "Serve the site over https.",
  },
  "hsts-invalid-cert": {
    modifier: -20,
    description: "The https certificate could not be verified, so HSTS cannot work.",
    remediation: "Install a valid TLS certificate.",
  },

  "sri-implemented-and-all-scripts-loaded-securely": {
    modifier: 5,
    description: "Scripts carry Subresource Integrity and are all loaded from the site's own domain.",
    remediation: "",
  },
  "sri-implemented-and-external-scripts-loaded-securely": {
    modifier: 5,
    description: "Scripts from other domains carry Subresource Integrity and load over https.",
    remediation: "",
  },
  "sri-not-implemented-response-not-html": {
    modifier: 0,
    description: "The home page is not HTML, so Subresource Integrity does not apply.",
    remediation: "",
  },
  "sri-not-implemented-but-no-scripts-loaded": {
    modifier: 0,
    description: "The home page has no script tags, so Subresource Integrity is not needed.",
    remediation: "",
  },
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": {
    modifier: 0,
    description: "Scripts load from the site's own domain, without Subresource Integrity.",
    remediation: "Add integrity attributes to scripts for bonus points.",
  },
  "sri-not-implemented-but-external-scripts-loaded-securely": {
    modifier: -5,
    description: "Scripts from other domains load over https but without Subresource Integrity.",
    remediation: "Add integrity (and crossorigin) attributes to scripts from other domains.",
  },
  "sri-implemented-but-external-scripts-not-loaded-securely": {
    modifier: -20,
    description: "Scripts with Subresource Integrity load over plain http or a protocol-relative //address.",
    remediation: "Load every external script over https://.",
  },
  "sri-not-implemented-and-external-scripts-not-loaded-securely": {
    modifier: -50,
    description:
      "Scripts from other domains load over plain http or a protocol-relative //address, without Subresource Integrity.",
    remediation: "Load external scripts over https:// and add integrity attributes to them.",
  },

  "x-content-type-options-nosniff": {
    modifier: 0,
    description: "X-Content-Type-Options is set to nosniff.",
    remediation: "",
  },
  "x-content-type-options-not-implemented": {
    modifier: -5,
    description: "No X-Content-Type-Options header: browsers may guess content types.",
    remediation: "Set X-Content-Type-Options: nosniff.",
  },
  "x-content-type-options-header-invalid": {
    modifier: -5,
    description: "X-Content-Type-Options is set to something other than nosniff.",
    remediation: "Set X-Content-Type-Options: nosniff (once).",
  },

  "x-frame-options-implemented-via-csp": {
    modifier: 5,
    description: "Framing is controlled by the CSP frame-ancestors directive.",
    remediation: "",
  },
  "x-frame-options-sameorigin-or-deny": {
    modifier: 0,
    description: "X-Frame-Options is set to SAMEORIGIN or DENY.",
    remediation: "Also restrict framing with CSP frame-ancestors.",
  },
  "x-frame-options-allow-from-origin": {
    modifier: 0,
    description: "X-Frame-Options uses ALLOW-FROM (ignored by current browsers).",
    remediation: "Restrict framing with CSP frame-ancestors.",
  },
  "x-frame-options-not-implemented": {
    modifier: -20,
    description: "Neither X-Frame-Options nor CSP frame-ancestors: other sites can frame the page (clickjacking).",
    remediation: "Restrict framing with CSP frame-ancestors (or X-Frame-Options: DENY).",
  },
  "x-frame-options-header-invalid": {
    modifier: -20,
    description: "X-Frame-Options holds an unrecognised value.",
    remediation: "Restrict framing with CSP frame-ancestors (or X-Frame-Options: DENY, once).",
  },

  "corp-header-invalid": {
    modifier: -5,
    description: "Cross-Origin-Resource-Policy holds an unrecognised value.",
    remediation: "Set Cross-Origin-Resource-Policy to same-origin or same-site.",
  },
  "corp-implemented-with-cross-origin": {
    modifier: 0,
    description: "Cross-Origin-Resource-Policy allows any site to embed the resource.",
    remediation: "",
  },
  "corp-implemented-with-same-origin": {
    modifier: 10,
    description: "Cross-Origin-Resource-Policy keeps the resource to the same origin.",
    remediation: "",
  },
  "corp-implemented-with-same-site": {
    modifier: 10,
    description: "Cross-Origin-Resource-Policy keeps the resource to the same site.",
    remediation: "",
  },
  "corp-not-implemented": {
    modifier: 0,
    description: "No Cross-Origin-Resource-Policy (browsers default to cross-origin).",
    remediation: "",
  },

  "html-not-parseable": {
    modifier: -20,
    description: "The page claims to be HTML, but Mozilla's HTML reader fails on it.",
    remediation: "Serve well-formed HTML (a style attribute with an unclosed @-rule block triggers this).",
  },
};

export function modifierOf(result: ResultCode): number {
  return RESULTS[result].modifier;
}
