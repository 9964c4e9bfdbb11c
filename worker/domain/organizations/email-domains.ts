/**
 * Rules about e-mail domains: which are consumer mail services (their users get a personal
 * organization instead of joining one by domain), and the name a new organization gets.
 */

/** Public mail services: sharing one of these domains does not make people colleagues. */
export const CONSUMER_MAIL_DOMAINS = new Set([
  "gmail.com", "googlemail.com",
  "outlook.com", "hotmail.com", "hotmail.co.uk", "live.com", "msn.com", "passport.com",
  "yahoo.com", "yahoo.co.uk", "yahoo.fr", "yahoo.de", "ymail.com", "rocketmail.com",
  "icloud.com", "me.com", "mac.com",
  "aol.com", "aim.com",
  "proton.me", "protonmail.com", "protonmail.ch", "pm.me",
  "gmx.com", "gmx.net", "gmx.de", "web.de", "t-online.de",
  "mail.com", "email.com", "zoho.com", "zohomail.com",
  "yandex.com", "yandex.ru", "mail.ru", "inbox.ru", "list.ru", "bk.ru",
  "qq.com", "163.com", "126.com", "sina.com", "naver.com", "daum.net",
  "fastmail.com", "fastmail.fm", "hey.com", "tutanota.com", "tuta.io", "tutamail.com",
  "hushmail.com", "mailbox.org", "posteo.de", "orange.fr", "free.fr", "laposte.net",
  "libero.it", "virgilio.it", "btinternet.com", "comcast.net", "verizon.net", "att.net",
  "sbcglobal.net", "rediffmail.com", "duck.com",
]);

/** Second-level suffixes under which the organization's own label is one further left. */
const TWO_PART_SUFFIXES = new Set([
  "co.uk", "org.uk", "ac.uk", "gov.uk", "ltd.uk", "plc.uk", "me.uk",
  "com.au", "net.au", "org.au", "co.nz", "org.nz", "co.jp", "ne.jp", "or.jp",
  "com.br", "com.mx", "com.ar", "co.in", "co.za", "com.sg", "com.hk", "com.cn", "com.tr", "co.kr", "co.il",
]);

/** The domain of an e-mail address, lower case. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).trim().toLowerCase();
}

/**
 * Whether a domain is a consumer mail service. `extra`: more such domains, from the platform
 * setting `signup.consumer_domains_extra` (the caller reads it).
 */
export function isConsumerMailDomain(domain: string, extra: readonly string[] = []): boolean {
  const d = domain.trim().toLowerCase().replace(/\.$/, "");
  return CONSUMER_MAIL_DOMAINS.has(d) || extra.includes(d);
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

/** A personal organization's name: "Jane Doe (personal)", falling back to the address. */
export function personalOrganizationName(name: string | null, email: string): string {
  return `${name?.trim() || email} (personal)`;
}
