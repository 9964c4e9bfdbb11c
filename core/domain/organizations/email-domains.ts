/**
 * Rules about e-mail domains: which are shared mail services, consumer or disposable (their
 * users get a personal organization instead of founding or joining one by domain), and the
 * name a new organization gets.
 *
 * The list is a maintained package, not ours: `email-providers` (~8.8k free mail services such
 * as gmail.com, hotmail.fr, outlook.de, yahoo.co.jp, web.de, with the common disposable ones
 * such as mailinator.com, guerrillamail.com, yopmail.com; 44 KB gzipped in the Worker). Extra
 * domains come from the platform setting `signup.consumer_domains_extra` (its fallback the
 * SIGNUP_CONSUMER_DOMAINS_EXTRA variable); the caller reads it.
 */
import { cleanProvidedName, FIELD_MAX } from "@core/contract/field-limits";
import sharedMailDomains from "email-providers/all.json";

const SHARED_MAIL_DOMAINS: ReadonlySet<string> = new Set(sharedMailDomains.map((d) => d.toLowerCase()));

/**
 * Whether a domain is a consumer or disposable mail service: sharing such a domain does not make
 * people colleagues. Exact matches only, as the lists intend (they hold a few public suffixes
 * such as com.ar, so matching parent domains would catch every company under them).
 */
export function isConsumerMailDomain(domain: string, extra: readonly string[] = []): boolean {
  const d = domain.trim().toLowerCase().replace(/\.$/, "");
  return SHARED_MAIL_DOMAINS.has(d) || extra.includes(d);
}

/** Second-level suffixes under which the organization's own label is one further left. */
const TWO_PART_SUFFIXES = new Set([
  "co.uk",
  "org.uk",
  "ac.uk",
  "gov.uk",
  "ltd.uk",
  "plc.uk",
  "me.uk",
  "com.au",
  "net.au",
  "org.au",
  "co.nz",
  "org.nz",
  "co.jp",
  "ne.jp",
  "or.jp",
  "com.br",
  "com.mx",
  "com.ar",
  "co.in",
  "co.za",
  "com.sg",
  "com.hk",
  "com.cn",
  "com.tr",
  "co.kr",
  "co.il",
]);

/** The domain of an e-mail address, lower case. */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

/** "acme-labs.co.uk" → "Acme Labs"; "eng.example.com" → "Example". */
export function organizationNameFromDomain(domain: string): string {
  const labels = domain.toLowerCase().split(".").filter(Boolean);
  let cut = labels.length - 1;
  if (labels.length >= 3 && TWO_PART_SUFFIXES.has(labels.slice(-2).join("."))) cut = labels.length - 2;
  const label = labels[cut - 1] ?? labels[0] ?? domain;
  const words = label.split(/[-_]+/).filter(Boolean);
  const name = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
  return name || domain;
}

/** A personal organization's name: "Jane Doe (personal)", falling back to the address; never over the name limit. */
export function personalOrganizationName(name: string | null, email: string): string {
  const suffix = " (personal)";
  return `${cleanProvidedName(name?.trim() || email, FIELD_MAX.organizationName - suffix.length)}${suffix}`;
}
