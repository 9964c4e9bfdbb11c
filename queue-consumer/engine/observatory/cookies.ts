/**
 * Cookies: every cookie the graded session's responses set (each redirect hop included),
 * kept in a cookie jar exactly as Mozilla's scanner keeps them (tough-cookie: a cookie for
 * another domain or a public suffix is dropped, a later cookie of the same name, domain and
 * path replaces an earlier one, expired cookies stay). Cookies of other pages, robots.txt
 * included, are not part of the grade (the scanner reads robots.txt without its jar).
 *
 * The worst problem wins: session cookies (name containing "login" or "sess") without Secure
 * (-40, or -10 under HSTS) or HttpOnly (-30); anti-CSRF cookies ("csrf") without SameSite
 * (-20); a SameSite value that is not Strict, Lax or None in the graded response, or None
 * without Secure (-20); any cookie without Secure (-20, or -5 under HSTS). Without problems,
 * every cookie setting SameSite earns +5.
 */
import { CookieJar } from "tough-cookie";
import { type ObservatoryTest, type ScanContext, type TestOutcome, headerLine, onlyIfWorse } from "./context";
import type { ResultCode } from "./results";
import { strictTransportSecurity } from "./strict-transport-security";

/** Heroku's load-balancer cookie is never counted (it cannot be changed by the site). */
const COOKIES_TO_DELETE = ["heroku-session-affinity"];

const GOODNESS: ResultCode[] = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

interface JarCookie {
  key?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
}

/** The jar of the graded session after all its responses. */
export function sessionCookies(ctx: ScanContext): JarCookie[] {
  const jar = new CookieJar();
  for (const entry of ctx.sessionRoute) {
    for (const line of entry.setCookies) jar.setCookieSync(line, entry.url, { ignoreError: true });
  }
  return (jar.serializeSync()?.cookies ?? []).filter((c: JarCookie) => c.key && !COOKIES_TO_DELETE.includes(c.key));
}

/** A SameSite attribute without a value, or with one other than Lax, Strict or None. */
export function hasInvalidSameSite(setCookie: string): boolean {
  for (const part of setCookie.trim().split(";")) {
    const [key, value] = part.trim().split("=");
    if (key!.trim().toLowerCase() === "samesite") {
      if (!value) return true;
      if (!["lax", "strict", "none"].includes(value.trim().toLowerCase())) return true;
    }
  }
  return false;
}

export function analyzeCookies(ctx: ScanContext): TestOutcome {
  const hsts = strictTransportSecurity.run(ctx).pass;
  let result: ResultCode | null = null;
  for (const raw of ctx.auto?.setCookies ?? []) {
    if (hasInvalidSameSite(raw)) result = onlyIfWorse("cookies-samesite-flag-invalid", result, GOODNESS);
  }
  const cookies = sessionCookies(ctx);
  const evidence = ctx.sessionRoute.flatMap((e) => e.setCookies.map((c) => headerLine("set-cookie", c)));
  if (!cookies.length) {
    result = "cookies-not-found";
  } else {
    let missingSameSite = false;
    for (const cookie of cookies) {
      const key = cookie.key!.toLowerCase();
      const session = ["login", "sess"].some((s) => key.includes(s));
      const anticsrf = key.includes("csrf");
      const worse = (r: ResultCode) => (result = onlyIfWorse(r, result, GOODNESS));
      if (!cookie.secure && cookie.sameSite?.toLowerCase() === "none") worse("cookies-samesite-flag-invalid");
      if (!cookie.secure)
        worse(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
      if (anticsrf && !cookie.sameSite) worse("cookies-anticsrf-without-samesite-flag");
      if (session && !cookie.secure) {
        worse(
          hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag",
        );
      }
      if (session && !cookie.httpOnly) worse("cookies-session-without-httponly-flag");
      if (!cookie.sameSite) missingSameSite = true;
    }
    result ??= missingSameSite
      ? "cookies-secure-with-httponly-sessions"
      : "cookies-secure-with-httponly-sessions-and-samesite";
  }
  const pass = [
    "cookies-not-found",
    "cookies-secure-with-httponly-sessions-and-samesite",
    "cookies-secure-with-httponly-sessions",
  ].includes(result);
  return { result, pass, evidence, sourceUrl: ctx.auto?.url };
}

export const cookies: ObservatoryTest = { name: "cookies", title: "Cookies", run: analyzeCookies };
