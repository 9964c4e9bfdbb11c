import type { MiddlewareHandler } from "hono";

/**
 * Security headers of every response the Worker makes (the API, sign-in redirects and pages).
 * The SPA's static assets get theirs from web/public/_headers; both are checked against
 * Mozilla's HTTP Observatory (tests/e2e/security-headers.test.ts). API answers are JSON or
 * redirects: their policy allows nothing at all. A response that sets its own
 * Content-Security-Policy (the sign-in failure page) keeps it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const missing = Object.entries(SECURITY_HEADERS).filter(([name]) => !c.res.headers.has(name));
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) c.res.headers.set(name, value);
    } catch {
      // Responses passed through from a fetch (the assets binding) have immutable headers.
      const res = new Response(c.res.body, c.res);
      for (const [name, value] of missing) res.headers.set(name, value);
      c.res = res;
    }
  };
}
