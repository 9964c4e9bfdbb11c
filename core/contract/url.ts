/**
 * Vendor address rules, shared by the API (what a visitor may ask for) and the crawler
 * (every request and every redirect hop is checked again). Only public http(s) host names
 * on the default ports pass: the platform lets local development reach loopback and
 * private addresses, so this check is the only thing standing between a visitor and them.
 */

export const URL_REQUIRED_MESSAGE = "Please enter a SaaS application URL to analyze";
export const INVALID_URL_MESSAGE = "Please enter a valid domain (e.g., notion.so)";

export type UrlCheck =
  | { ok: true; url: URL }
  | { ok: false; code: "URL_REQUIRED" | "INVALID_URL"; message: string; reason: string };

/** Suffixes that never name a public website (RFC 6761, RFC 8375, common private zones). */
const PRIVATE_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "intranet",
  "test",
  "example",
  "invalid",
  "lan",
  "home",
  "corp",
  "private",
  "home.arpa",
  "onion",
];

/**
 * Public DNS names that resolve to loopback or to an IP taken from the name itself (wildcard DNS
 * services, public loopback names, DNS-rebinding test services): the name and every name under it.
 */
const REBINDING_DOMAINS = [
  "nip.io",
  "sslip.io",
  "xip.io",
  "localtest.me",
  "lvh.me",
  "vcap.me",
  "lacolhost.com",
  "localhost.direct",
  "traefik.me",
  "rbndr.us",
];

const METADATA_HOSTS = new Set(["metadata", "metadata.google.internal", "instance-data", "169.254.169.254"]);

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function refuse(reason: string): UrlCheck {
  return {
    ok: false,
    code: "INVALID_URL",
    message: `${INVALID_URL_MESSAGE}. ${reason}`,
    reason,
  };
}

/** Checks an already absolute URL (a crawl target or a redirect hop). */
export function checkPublicUrl(url: URL): UrlCheck {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return refuse("Only http and https addresses can be analyzed.");
  }
  if (url.username || url.password) {
    return refuse("Addresses with a user name or password can't be analyzed.");
  }
  if (url.port && !(url.port === "80" || url.port === "443")) {
    return refuse("Addresses with a custom port can't be analyzed.");
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || /^[0-9.]+$/.test(host) || /^0x/i.test(host)) {
    return refuse("IP addresses can't be analyzed; use the vendor's domain name.");
  }
  if (METADATA_HOSTS.has(host)) return refuse("Cloud metadata addresses can't be analyzed.");
  const labels = host.split(".");
  if (labels.length < 2 || labels.some((l) => !LABEL.test(l))) {
    return {
      ok: false,
      code: "INVALID_URL",
      message: INVALID_URL_MESSAGE,
      reason: "The host name is not a valid public domain.",
    };
  }
  const tld = labels[labels.length - 1]!;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) {
    return { ok: false, code: "INVALID_URL", message: INVALID_URL_MESSAGE, reason: "The domain ending is not valid." };
  }
  for (const suffix of PRIVATE_SUFFIXES) {
    if (host === suffix || host.endsWith(`.${suffix}`)) {
      return refuse("Local, internal and test host names can't be analyzed.");
    }
  }
  for (const domain of REBINDING_DOMAINS) {
    if (host === domain || host.endsWith(`.${domain}`)) {
      return refuse("Host names that point at private addresses can't be analyzed.");
    }
  }
  return { ok: true, url };
}

/**
 * Turns what a visitor typed into a vendor URL: trims it, adds https:// when no http(s)
 * scheme is given, drops the fragment, then applies checkPublicUrl.
 */
export function parseVendorUrl(input: unknown): UrlCheck {
  const raw = typeof input === "string" ? input.trim() : "";
  if (!raw) return { ok: false, code: "URL_REQUIRED", message: URL_REQUIRED_MESSAGE, reason: "No address was given." };
  if (raw.length > 2048) {
    return { ok: false, code: "INVALID_URL", message: INVALID_URL_MESSAGE, reason: "The address is too long." };
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw);
  if (hasScheme && !/^https?:\/\//i.test(raw)) return refuse("Only http and https addresses can be analyzed.");
  let url: URL;
  try {
    url = new URL(hasScheme ? raw : `https://${raw}`);
  } catch {
    return { ok: false, code: "INVALID_URL", message: INVALID_URL_MESSAGE, reason: "The address could not be read." };
  }
  url.hash = "";
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, "");
  return checkPublicUrl(url);
}

/** Host without a leading "www.", lower case: how vendors are matched and cached. */
export function vendorHost(url: URL | string): string {
  const host = (typeof url === "string" ? new URL(url) : url).hostname.toLowerCase();
  return host.replace(/^www\./, "");
}

/**
 * Cache identity of a vendor address: host without www, plus the path when it is not the
 * site root (a vendor's product under a sub-path is a different report), never the scheme.
 */
export function vendorKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, "");
  return `${vendorHost(url)}${path}${url.search}`;
}
