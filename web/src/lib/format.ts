const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday", "3 days ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "at an unknown time";
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return "just now";
  if (abs < 3600) return relative.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), "hour");
  if (abs < 30 * 86_400) return relative.format(Math.round(seconds / 86_400), "day");
  if (abs < 365 * 86_400) return relative.format(Math.round(seconds / (30 * 86_400)), "month");
  return relative.format(Math.round(seconds / (365 * 86_400)), "year");
}

const dateTime = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/**
 * "Nov 25, 2026, 11:58 AM". A narrow column wraps it only between the date and the time:
 * never "11:58" / "AM" (the spaces inside each half do not break).
 */
export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const text = dateTime.format(t);
  const split = /^(.*\d{4}), (.*)$/.exec(text);
  const glue = (part: string) => part.replace(/\s/g, "\u00a0");
  return split ? `${glue(split[1]!)}, ${glue(split[2]!)}` : text;
}

const dateOnly = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** "Dec 26, 2026" (UTC, like the dates in e-mails and exports), never broken inside. */
export function formatDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateOnly.format(t).replace(/\s/g, "\u00a0");
}

/** Whole days from now until `iso` (0 when it is today or past). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000));
}

export function formatPercent(fraction: number): string {
  return `${Math.round(Math.max(0, Math.min(1, fraction)) * 100)}%`;
}

/** Cuts a label at `max` characters and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A URL as people read it: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** What the URL field shows for an address: https:// and a bare trailing slash are implied. */
export function fieldValue(url: string): string {
  return url.replace(/^https:\/\//i, "").replace(/^([^/]+)\/$/, "$1");
}
