/**
 * Sites crafted for `npm run bench:observatory`, each exercising one corner of the
 * Observatory's rules that the recorded vendors do not reach (cookies on redirect hops,
 * expired cookies, robots.txt cookies, a reflected CORS origin, script addresses, <meta>
 * policies, error home pages, http-only sites, redirect chains). Both the real scanner and
 * the engine read them through the same replay, so any difference is the engine's.
 *
 * Each case: { slug, start_url, about, records: [{ url, status?, headers?, body? }], route? }
 * (route: a dynamic handler keyed by URL, for answers that depend on the request).
 */

const HTML = { "content-type": "text/html; charset=utf-8" };
const HSTS = { "strict-transport-security": "max-age=31536000" };

/** A home page with enough text to be read, the given head markup and body markup. */
function page(title, head = "", body = "") {
  return `<!doctype html><html><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1><p>${"A tool for teams that keeps work in one place. ".repeat(8)}</p>${body}</main></body></html>`;
}

/** https://HOST/ answers 200; http://HOST/ redirects to it. */
function site(host, { headers = {}, head = "", body = "", cookies } = {}) {
  return [
    { url: `http://${host}/`, status: 301, headers: { location: `https://${host}/` } },
    {
      url: `https://${host}/`,
      headers: { ...HTML, ...headers, ...(cookies ? { "set-cookie": cookies } : {}) },
      body: page(host, head, body),
    },
  ];
}

export const CASES = [
  {
    slug: "cookie-on-redirect-hop",
    start_url: "https://hop-cookie-obs.com/",
    about: "the https home redirects once and that hop sets a cookie without Secure",
    records: [
      { url: "http://hop-cookie-obs.com/", status: 301, headers: { location: "https://hop-cookie-obs.com/" } },
      {
        url: "https://hop-cookie-obs.com/",
        status: 302,
        headers: { location: "/home", "set-cookie": "visitor=1; Path=/" },
      },
      { url: "https://hop-cookie-obs.com/home", headers: HTML, body: page("Hop cookie") },
    ],
  },
  {
    slug: "expired-and-foreign-cookies",
    start_url: "https://expired-cookie-obs.com/",
    about: "an already expired cookie and one for another domain",
    records: site("expired-cookie-obs.com", {
      cookies: ["gone=1; Max-Age=0; Path=/", "elsewhere=1; Domain=other-site-obs.net"],
    }),
  },
  {
    slug: "robots-txt-cookie",
    start_url: "https://robots-cookie-obs.com/",
    about: "only robots.txt sets a (session) cookie",
    records: [
      ...site("robots-cookie-obs.com", { headers: HSTS }),
      {
        url: "https://robots-cookie-obs.com/robots.txt",
        headers: { "content-type": "text/plain", "set-cookie": "sessionid=1; Path=/" },
        body: "User-agent: *\nAllow: /\n",
      },
    ],
  },
  {
    slug: "good-cookies",
    start_url: "https://good-cookie-obs.com/",
    about: "Secure, HttpOnly session cookie and SameSite everywhere, under HSTS",
    records: site("good-cookie-obs.com", {
      headers: HSTS,
      cookies: ["SESSIONID=a; Path=/; Secure; HttpOnly; SameSite=Lax", "csrftoken=b; Path=/; Secure; SameSite=Strict"],
    }),
  },
  {
    slug: "session-cookie-no-secure-hsts",
    start_url: "https://session-cookie-obs.com/",
    about: "a session cookie without Secure under HSTS",
    records: site("session-cookie-obs.com", { headers: HSTS, cookies: ["sessionid=1; Path=/; HttpOnly"] }),
  },
  {
    slug: "samesite-invalid",
    start_url: "https://samesite-obs.com/",
    about: "a SameSite value that is not Strict, Lax or None",
    records: site("samesite-obs.com", { headers: HSTS, cookies: ["pref=1; Path=/; Secure; SameSite=Sometimes"] }),
  },
  {
    slug: "cors-reflected-origin",
    start_url: "https://cors-reflect-obs.com/",
    about: "the home page reflects any Origin with credentials allowed",
    records: [
      { url: "http://cors-reflect-obs.com/", status: 301, headers: { location: "https://cors-reflect-obs.com/" } },
    ],
    route: {
      "https://cors-reflect-obs.com/": (req, res) => {
        const headers = { ...HTML };
        if (req.headers.origin)
          Object.assign(headers, {
            "access-control-allow-origin": req.headers.origin,
            "access-control-allow-credentials": "true",
          });
        res.writeHead(200, headers).end(page("CORS reflected"));
      },
    },
  },
  {
    slug: "cors-public",
    start_url: "https://cors-star-obs.com/",
    about: "Access-Control-Allow-Origin: *",
    records: site("cors-star-obs.com", { headers: { "access-control-allow-origin": "*" } }),
  },
  {
    slug: "sri-external-https-no-integrity",
    start_url: "https://sri-https-obs.com/",
    about: "a script from another domain over https without integrity",
    records: site("sri-https-obs.com", {
      head: `<script src="https://cdn-elsewhere-obs.net/lib.js"></script><script src="/app.js"></script>`,
    }),
  },
  {
    slug: "sri-everything",
    start_url: "https://sri-full-obs.com/",
    about: "every script with integrity, one from another domain over https",
    records: site("sri-full-obs.com", {
      head:
        `<script src="https://cdn-elsewhere-obs.net/lib.js" integrity="sha384-abc" crossorigin="anonymous"></script>` +
        `<script src="/app.js" integrity="sha384-def"></script><script>window.x = 1</script>`,
    }),
  },
  {
    slug: "sri-protocol-relative",
    start_url: "https://sri-noproto-obs.com/",
    about: "a protocol-relative script with integrity",
    records: site("sri-noproto-obs.com", {
      head: `<script src="//cdn-elsewhere-obs.net/lib.js" integrity="sha384-abc"></script>`,
    }),
  },
  {
    slug: "sri-base-href",
    start_url: "https://sri-base-obs.com/",
    about: "a relative script resolved against <base href> on another domain",
    records: site("sri-base-obs.com", {
      head: `<base href="https://cdn-elsewhere-obs.net/"><script src="/app.js"></script>`,
    }),
  },
  {
    slug: "scripts-in-template-noscript-svg",
    start_url: "https://script-places-obs.com/",
    about: "http scripts inside <template> (not counted) and <noscript> (counted), and an svg script",
    records: site("script-places-obs.com", {
      body:
        `<template><script src="http://cdn-elsewhere-obs.net/t.js"></script></template>` +
        `<noscript><script src="https://cdn-elsewhere-obs.net/n.js" integrity="sha384-x"></script></noscript>` +
        `<svg><script href="https://cdn-elsewhere-obs.net/s.js"></script></svg>`,
    }),
  },
  {
    slug: "csp-in-meta",
    start_url: "https://csp-meta-obs.com/",
    about: "CSP and referrer policy given in <meta> tags",
    records: site("csp-meta-obs.com", {
      head: `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; frame-ancestors 'none'"><meta name="referrer" content="no-referrer">`,
    }),
  },
  {
    slug: "strict-everything",
    start_url: "https://strict-obs.com/",
    about: "strict-dynamic CSP, long HSTS, nosniff, private referrer, CORP same-site",
    records: site("strict-obs.com", {
      headers: {
        "content-security-policy":
          "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123'; frame-ancestors 'none'; form-action 'self'",
        "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-resource-policy": "same-site",
      },
    }),
  },
  {
    slug: "csp-report-only",
    start_url: "https://csp-report-obs.com/",
    about: "only Content-Security-Policy-Report-Only",
    records: site("csp-report-obs.com", { headers: { "content-security-policy-report-only": "default-src 'self'" } }),
  },
  {
    slug: "html-not-parseable",
    start_url: "https://unparseable-obs.com/",
    about: "a style attribute with an unclosed @media block (Mozilla's HTML library throws)",
    records: site("unparseable-obs.com", { body: `<div style="@media print {color: red">print</div>` }),
  },
  {
    slug: "home-404",
    start_url: "https://home-404-obs.com/product",
    about: "the product page works, the home page answers 404",
    records: [
      { url: "https://home-404-obs.com/product", headers: HTML, body: page("Product") },
      { url: "https://home-404-obs.com/", status: 404, headers: HTML, body: "<html><body>Not found</body></html>" },
      { url: "http://home-404-obs.com/", status: 301, headers: { location: "https://home-404-obs.com/" } },
    ],
  },
  {
    slug: "home-401",
    start_url: "https://home-401-obs.com/app",
    about: "the home page asks for a login (401), which the Observatory grades",
    records: [
      { url: "https://home-401-obs.com/app", headers: HTML, body: page("App") },
      {
        url: "https://home-401-obs.com/",
        status: 401,
        headers: { ...HTML, "x-frame-options": "DENY" },
        body: "<html><body>Sign in</body></html>",
      },
      { url: "http://home-401-obs.com/", status: 301, headers: { location: "https://home-401-obs.com/" } },
    ],
  },
  {
    slug: "http-only",
    start_url: "http://plain-http-obs.com/",
    about: "no https at all",
    records: [
      {
        url: "http://plain-http-obs.com/",
        headers: { ...HTML, "set-cookie": "sid=1; Path=/" },
        body: page("Plain http"),
      },
    ],
  },
  {
    slug: "redirect-off-host",
    start_url: "https://offhost-obs.com/",
    about: "http:// goes straight to https on the www host",
    records: [
      { url: "http://offhost-obs.com/", status: 301, headers: { location: "https://www.offhost-obs.com/" } },
      { url: "https://offhost-obs.com/", status: 301, headers: { location: "https://www.offhost-obs.com/" } },
      { url: "https://www.offhost-obs.com/", headers: { ...HTML, ...HSTS }, body: page("Off host") },
    ],
  },
  {
    slug: "redirect-http-first",
    start_url: "https://initial-http-obs.com/",
    about: "http:// goes to http://www first, then https",
    records: [
      { url: "http://initial-http-obs.com/", status: 301, headers: { location: "http://www.initial-http-obs.com/" } },
      {
        url: "http://www.initial-http-obs.com/",
        status: 301,
        headers: { location: "https://www.initial-http-obs.com/" },
      },
      { url: "https://initial-http-obs.com/", status: 301, headers: { location: "https://www.initial-http-obs.com/" } },
      { url: "https://www.initial-http-obs.com/", headers: HTML, body: page("Initial http") },
    ],
  },
  {
    slug: "http-without-redirect",
    start_url: "https://no-redirect-obs.com/",
    about: "http:// answers the page itself",
    records: [
      { url: "http://no-redirect-obs.com/", headers: HTML, body: page("No redirect") },
      {
        url: "https://no-redirect-obs.com/",
        headers: { ...HTML, "strict-transport-security": "max-age=86400" },
        body: page("No redirect"),
      },
    ],
  },
  {
    slug: "odd-header-values",
    start_url: "https://odd-headers-obs.com/",
    about:
      "ALLOW-FROM, an invalid X-Content-Type-Options, a leaky referrer policy, an invalid CORP, HSTS without max-age",
    records: site("odd-headers-obs.com", {
      headers: {
        "x-frame-options": "ALLOW-FROM https://partner-obs.com",
        "x-content-type-options": "nosniff, nosniff",
        "referrer-policy": "no-referrer, unsafe-url",
        "cross-origin-resource-policy": "same-everything",
        "strict-transport-security": "includeSubDomains",
      },
    }),
  },
];
