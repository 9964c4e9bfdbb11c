/**
 * Redirection from http://HOST/: the http session's route. No http answer: not needed. A
 * certificate error on the way: invalid. Every host on the route preloaded: fine. Otherwise
 * the route must leave http (-20 when it stays), end on https (-20), go to https first
 * (-10 when the first hop is another http address) and stay on the same host for that first
 * hop (-5, HSTS cannot be set otherwise).
 */
import type { ObservatoryTest, ScanContext, TestOutcome } from "./context";
import type { ResultCode } from "./results";

export function analyzeRedirection(ctx: ScanContext): TestOutcome {
  const response = ctx.http;
  const route = ctx.httpRoute.map((r) => ({ ...r, parsed: new URL(r.url) }));
  const evidence = route.map((r) => `${r.status} ${r.url}`);
  let result: ResultCode;
  let preloadUnknown = false;
  if (!response) result = "redirection-not-needed-no-http";
  else if (!response.verified) result = "redirection-invalid-cert";
  else {
    const statuses = route.map((r) => ctx.preload(r.parsed.hostname));
    preloadUnknown = statuses.includes("unknown");
    if (statuses.every((s) => s === "preloaded")) result = "redirection-all-redirects-preloaded";
    else if (route.length === 1) result = "redirection-missing";
    else if (route[route.length - 1]!.parsed.protocol !== "https:") result = "redirection-not-to-https";
    else if (route[1]!.parsed.protocol === "http:") result = "redirection-not-to-https-on-initial-redirection";
    else if (
      route[0]!.parsed.protocol === "http:" &&
      route[1]!.parsed.protocol === "https:" &&
      route[0]!.parsed.hostname !== route[1]!.parsed.hostname
    ) {
      result = "redirection-off-host-from-http";
    } else result = "redirection-to-https";
  }
  const pass = [
    "redirection-not-needed-no-http",
    "redirection-all-redirects-preloaded",
    "redirection-to-https",
  ].includes(result);
  return { result, pass, evidence, sourceUrl: route[0]?.url, preloadUnknown: preloadUnknown || undefined };
}

export const redirection: ObservatoryTest = { name: "redirection", title: "Redirection", run: analyzeRedirection };
