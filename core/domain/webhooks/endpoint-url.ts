import { checkPublicUrl } from "@core/contract/url";
import { SLACK_HOOK_PATTERN } from "@core/contract/webhooks";

export interface EndpointPolicy {
  /** Development and tests only (WEBHOOK_ALLOW_LOCAL=1 with ENVIRONMENT=development): http://127.0.0.1 endpoints. */
  allowLocal: boolean;
}

/**
 * Why an endpoint address may not receive deliveries, or null when it may: https on a public host
 * name (the crawler's checks: no IP literal, private, loopback, test or metadata name, no custom
 * port, no credentials); Slack channels only on hooks.slack.com. Checked at registration and again
 * before every delivery (with the DNS check where a resolver is configured).
 */
export function endpointProblem(kind: "webhook" | "slack", address: string, policy: EndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "The address is not a valid URL.";
  }
  if (policy.allowLocal && url.protocol === "http:" && url.hostname === "127.0.0.1") return null;
  if (kind === "slack")
    return SLACK_HOOK_PATTERN.test(address)
      ? null
      : "Only Slack incoming-webhook addresses (https://hooks.slack.com/services/…) can be used.";
  if (url.protocol !== "https:") return "Webhook endpoints must use https.";
  const check = checkPublicUrl(url);
  return check.ok ? null : check.reason;
}

/** What a delivery may fetch: the DNS check is applied by the caller's fetch (core/lib/dns-check.ts). */
export function allowLocalFromEnv(env: { ENVIRONMENT?: string; WEBHOOK_ALLOW_LOCAL?: string }): boolean {
  if (env.WEBHOOK_ALLOW_LOCAL !== "1") return false;
  if (env.ENVIRONMENT === "development") return true;
  console.warn(
    JSON.stringify({
      level: "warn",
      msg: "WEBHOOK_ALLOW_LOCAL is ignored outside development (ENVIRONMENT=development)",
    }),
  );
  return false;
}

/** A Slack address with its secret part hidden, for lists. */
export function maskedSlackUrl(address: string): string {
  return address.replace(/\/[A-Za-z0-9]+$/, "/••••••••");
}
