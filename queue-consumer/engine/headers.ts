/**
 * HTTP security headers and transport, scored after Mozilla HTTP Observatory's published
 * table (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): start at
 * 100, add each test's modifier, bonuses only when the score is already 90 or more; grades
 * A+ (100+) ... F (<25). Tests that need subresources (SRI, CORP) are not run: we read one
 * response, like a reviewer looking at the headers of the home page.
 *
 * Each test becomes a finding. Its weight in our security score is the Observatory modifier
 * divided by 20 (missing HSTS -20 -> +1.0 risk), a passing test -0.2, a bonus -0.3.
 */
import type { Finding } from "../../worker/shared/analysis";
import type { CrawledPage, HttpProbe } from "./types";

export interface HeaderTest {
  id: string;
  /** Observatory modifier. */
  modifier: number;
  pass: boolean;
  finding: Finding;
}

export interface HeaderReport {
  observed: boolean;
  tests: HeaderTest[];
  score: number;
  grade: string;
}

const SIX_MONTHS = 15_768_000;

function line(name: string, value: string): string {
  return `${name}: ${value}`;
}

function gradeOf(score: number): string {
  if (score >= 100) return "A+";
  if (score >= 90) return "A";
  if (score >= 85) return "A-";
  if (score >= 80) return "B+";
  if (score >= 70) return "B";
  if (score >= 65) return "B-";
  if (score >= 60) return "C+";
  if (score >= 50) return "C";
  if (score >= 45) return "C-";
  if (score >= 40) return "D+";
  if (score >= 30) return "D";
  if (score >= 25) return "D-";
  return "F";
}

/** Risk weight in our score for an Observatory modifier. */
export function headerWeight(modifier: number, pass: boolean): number {
  if (modifier < 0) return Math.round((-modifier / 20) * 100) / 100;
  if (modifier > 0) return -0.3;
  return pass ? -0.2 : 0;
}

function impactOf(modifier: number) {
  return modifier <= -20 ? ("medium" as const) : ("low" as const);
}

interface Csp {
  directives: Map<string, string[]>;
}

function parseCsp(value: string): Csp {
  const directives = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    if (!tokens.length) continue;
    const name = tokens[0]!.toLowerCase();
    if (!directives.has(name))
      directives.set(
        name,
        tokens.slice(1).map((t) => t.toLowerCase()),
      );
  }
  return { directives };
}

export function evaluateHeaders(main: CrawledPage, probe: HttpProbe | undefined, startUrl: string): HeaderReport {
  const observed = !main.meta.synthetic && main.headers["x-corpus-synthetic"] !== "true";
  if (!observed) return { observed, tests: [], score: 0, grade: "" };
  const h = main.headers;
  const url = main.url;
  const https = url.startsWith("https:");
  const tests: HeaderTest[] = [];
  const add = (
    id: string,
    modifier: number,
    pass: boolean,
    finding: Omit<Finding, "source_url" | "risk_impact" | "signal" | "weight" | "polarity"> & { source_url?: string },
  ) => {
    const weight = headerWeight(modifier, pass);
    tests.push({
      id,
      modifier,
      pass,
      finding: {
        source_url: finding.source_url ?? url,
        risk_impact: modifier < 0 ? impactOf(modifier) : "low",
        signal: `headers.${id}`,
        weight,
        polarity: weight > 0 ? "risk" : weight < 0 ? "strength" : "info",
        ...finding,
      },
    });
  };

  // Redirection from plain http.
  const start = new URL(startUrl);
  if (start.protocol === "http:" && main.hops.length > 0) {
    const hop = main.hops[0]!;
    let second: URL | null = null;
    try {
      second = new URL(hop.location, hop.url);
    } catch {
      second = null;
    }
    const ev = line("location", hop.location);
    if (!second) {
      add("redirection", -20, false, { finding: "The http address redirects to an invalid location.", evidence: ev, source_url: hop.url });
    } else if (second.protocol === "https:" && second.hostname === new URL(hop.url).hostname) {
      add("redirection", 0, true, {
        finding: "Plain-http requests are redirected to https on the same host.",
        evidence: ev,
        source_url: hop.url,
      });
    } else if (second.protocol === "https:") {
      add("redirection", -5, false, {
        finding: "The http-to-https redirect goes to another host, so HSTS cannot protect the first request.",
        evidence: ev,
        source_url: hop.url,
      });
    } else if (main.url.startsWith("https:")) {
      add("redirection", -10, false, {
        finding: "The first redirect from http goes to another http address, not straight to https.",
        evidence: ev,
        source_url: hop.url,
      });
    } else {
      add("redirection", -20, false, { finding: "Redirects from http never reach an https address.", evidence: ev, source_url: hop.url });
    }
  } else if (start.protocol === "http:") {
    add("redirection", -20, false, {
      finding: "The site answers on plain http without redirecting to https.",
      evidence: "",
      checked_urls: [start.href],
    });
  } else if (probe) {
    const loc = probe.location;
    if (probe.error || probe.status === undefined) {
      add("redirection", 0, true, {
        finding: "The site does not answer on plain http, so no redirect is needed.",
        evidence: "",
        checked_urls: [probe.url],
      });
    } else if (probe.status >= 300 && probe.status < 400 && loc) {
      let target: URL | null = null;
      try {
        target = new URL(loc, probe.url);
      } catch {
        target = null;
      }
      const probeHost = new URL(probe.url).hostname;
      if (!target)
        add("redirection", -20, false, {
          finding: "The http address redirects to an invalid location.",
          evidence: line("location", loc),
          source_url: probe.url,
        });
      else if (target.protocol === "https:" && target.hostname === probeHost)
        add("redirection", 0, true, {
          finding: "Plain-http requests are redirected to https on the same host.",
          evidence: line("location", loc),
          source_url: probe.url,
        });
      else if (target.protocol === "https:")
        add("redirection", -5, false, {
          finding: "The http-to-https redirect goes to another host, so HSTS cannot protect the first request.",
          evidence: line("location", loc),
          source_url: probe.url,
        });
      else
        add("redirection", -10, false, {
          finding: "The first redirect from http does not go to https.",
          evidence: line("location", loc),
          source_url: probe.url,
        });
    } else {
      add("redirection", -20, false, {
        finding: "The site answers on plain http without redirecting to https.",
        evidence: "",
        checked_urls: [probe.url],
      });
    }
  }

  // Strict-Transport-Security.
  const hsts = h["strict-transport-security"];
  if (!https) {
    add("hsts", -20, false, { finding: "The site is not served over https, so HSTS cannot apply.", evidence: "", checked_urls: [url] });
  } else if (!hsts) {
    add("hsts", -20, false, {
      finding: "No Strict-Transport-Security header: browsers are not told to insist on https.",
      evidence: "",
      checked_urls: [url],
    });
  } else {
    const m = /max-age\s*=\s*"?(\d+)"?/i.exec(hsts);
    if (!m)
      add("hsts", -20, false, {
        finding: "The Strict-Transport-Security header is invalid (no max-age).",
        evidence: line("strict-transport-security", hsts),
      });
    else {
      const maxAge = Number(m[1]);
      const preload = /\bpreload\b/i.test(hsts) && /\bincludesubdomains\b/i.test(hsts) && maxAge >= 31_536_000;
      if (maxAge < SIX_MONTHS)
        add("hsts", -10, false, {
          finding: `HSTS is set, but for less than six months (max-age ${maxAge} s).`,
          evidence: line("strict-transport-security", hsts),
        });
      else if (preload)
        add("hsts-preload", 5, true, {
          finding: "HSTS is set for at least a year, on subdomains, and marked for preloading.",
          evidence: line("strict-transport-security", hsts),
        });
      else add("hsts", 0, true, { finding: "HSTS is set for at least six months.", evidence: line("strict-transport-security", hsts) });
    }
  }

  // Content-Security-Policy.
  const cspValue = h["content-security-policy"];
  let frameAncestors = false;
  if (!cspValue) {
    add("csp", -25, false, {
      finding: "No Content-Security-Policy header: nothing limits which scripts the pages may run.",
      evidence: "",
      checked_urls: [url],
    });
  } else {
    const csp = parseCsp(cspValue);
    frameAncestors = csp.directives.has("frame-ancestors");
    const scriptSrc = csp.directives.get("script-src") ?? csp.directives.get("default-src");
    const defaultSrc = csp.directives.get("default-src");
    const objectSrc = csp.directives.get("object-src") ?? defaultSrc;
    const ev = line("content-security-policy", cspValue);
    if (!scriptSrc && !defaultSrc) {
      add("csp", -25, false, {
        finding: "The Content-Security-Policy sets no script-src or default-src, so scripts are not restricted.",
        evidence: ev,
      });
    } else {
      const src = scriptSrc ?? [];
      const hasNonceOrHash = src.some((t) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(t));
      const strictDynamic = src.includes("'strict-dynamic'");
      const unsafeInline = src.includes("'unsafe-inline'") && !hasNonceOrHash && !strictDynamic;
      const unsafeEval = src.includes("'unsafe-eval'");
      const insecure =
        src.some((t) => t === "http:" || t.startsWith("http://") || t === "*" || t === "data:") ||
        (objectSrc ?? []).some((t) => t === "*" || t === "http:");
      if (unsafeInline)
        add("csp", -20, false, {
          finding: "The Content-Security-Policy allows inline scripts ('unsafe-inline'), which defeats most of its protection against XSS.",
          evidence: ev,
        });
      else if (insecure)
        add("csp", -20, false, { finding: "The Content-Security-Policy allows scripts from insecure or wildcard sources.", evidence: ev });
      else if (unsafeEval) add("csp", -10, false, { finding: "The Content-Security-Policy allows 'unsafe-eval'.", evidence: ev });
      else if (defaultSrc?.includes("'none'"))
        add("csp-strict", 10, true, {
          finding: "A strict Content-Security-Policy (default-src 'none', no unsafe sources) is set.",
          evidence: ev,
        });
      else add("csp", 0, true, { finding: "A Content-Security-Policy without unsafe script sources is set.", evidence: ev });
    }
  }

  // X-Frame-Options / frame-ancestors.
  const xfo = h["x-frame-options"];
  if (frameAncestors) {
    add("framing-csp", 5, true, {
      finding: "Framing is restricted with CSP frame-ancestors (clickjacking protection).",
      evidence: line("content-security-policy", cspValue!),
    });
  } else if (!xfo) {
    add("framing", -20, false, {
      finding: "No X-Frame-Options or CSP frame-ancestors: pages can be framed by other sites (clickjacking).",
      evidence: "",
      checked_urls: [url],
    });
  } else if (/^\s*(deny|sameorigin)\s*$/i.test(xfo) || /^\s*allow-from\s+\S+/i.test(xfo)) {
    add("framing", 0, true, {
      finding: "X-Frame-Options restricts framing (clickjacking protection).",
      evidence: line("x-frame-options", xfo),
    });
  } else {
    add("framing", -20, false, { finding: "The X-Frame-Options header is invalid.", evidence: line("x-frame-options", xfo) });
  }

  // X-Content-Type-Options.
  const xcto = h["x-content-type-options"];
  if (!xcto) add("nosniff", -5, false, { finding: "No X-Content-Type-Options: nosniff header.", evidence: "", checked_urls: [url] });
  else if (/^\s*nosniff\s*$/i.test(xcto))
    add("nosniff", 0, true, { finding: "X-Content-Type-Options: nosniff is set.", evidence: line("x-content-type-options", xcto) });
  else
    add("nosniff", -5, false, { finding: "The X-Content-Type-Options header is invalid.", evidence: line("x-content-type-options", xcto) });

  // Referrer-Policy.
  const rp = h["referrer-policy"];
  if (rp) {
    const policies = rp
      .toLowerCase()
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = policies[policies.length - 1] ?? "";
    if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
      add("referrer", 5, true, {
        finding: "Referrer-Policy keeps page addresses private from other sites.",
        evidence: line("referrer-policy", rp),
      });
    } else if (last === "no-referrer-when-downgrade") {
      add("referrer", 0, true, { finding: "Referrer-Policy is set (no-referrer-when-downgrade).", evidence: line("referrer-policy", rp) });
    } else if (["unsafe-url", "origin", "origin-when-cross-origin"].includes(last)) {
      add("referrer", -5, false, {
        finding: "Referrer-Policy leaks page addresses to other sites.",
        evidence: line("referrer-policy", rp),
      });
    } else {
      add("referrer", -5, false, { finding: "The Referrer-Policy header is invalid.", evidence: line("referrer-policy", rp) });
    }
  } else {
    add("referrer", 0, false, {
      finding: "No Referrer-Policy header (browsers fall back to a reasonable default).",
      evidence: "",
      checked_urls: [url],
    });
  }

  // Cookies set by the page.
  if (main.setCookies.length) {
    const hasHsts = !!hsts;
    let worst = 0;
    let worstLine = "";
    let allGood = true;
    for (const c of main.setCookies) {
      const name = c.split("=")[0]?.trim() ?? "";
      const attrs = c.toLowerCase();
      const secure = /;\s*secure\b/.test(attrs);
      const httpOnly = /;\s*httponly\b/.test(attrs);
      const sameSite = /;\s*samesite=(strict|lax|none)\b/.test(attrs);
      const session = /sess|sid\b|auth|token|login|jwt/i.test(name);
      let mod = 0;
      if (session && !secure) mod = hasHsts ? -10 : -40;
      else if (session && !httpOnly) mod = -30;
      else if (!secure) mod = hasHsts ? -5 : -20;
      if (!(secure && (!session || httpOnly) && sameSite)) allGood = false;
      if (mod < worst) {
        worst = mod;
        worstLine = c;
      }
    }
    if (worst < 0)
      add("cookies", worst, false, {
        finding: "Cookies are set without the Secure (or, for session cookies, HttpOnly) flag.",
        evidence: line("set-cookie", worstLine),
      });
    else if (allGood)
      add("cookies", 5, true, {
        finding: "Cookies are set with Secure, HttpOnly (session) and SameSite flags.",
        evidence: line("set-cookie", main.setCookies[0]!),
      });
    else add("cookies", 0, true, { finding: "Cookies are set with the Secure flag.", evidence: line("set-cookie", main.setCookies[0]!) });
  }

  const base = 100 + tests.filter((t) => t.modifier < 0).reduce((a, t) => a + t.modifier, 0);
  const bonus = base >= 90 ? tests.filter((t) => t.modifier > 0).reduce((a, t) => a + t.modifier, 0) : 0;
  const score = Math.max(0, base + bonus);
  return { observed, tests, score, grade: gradeOf(score) };
}
