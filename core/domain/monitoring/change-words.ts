/**
 * The words of monitored changes: what a page is called, and the one-sentence summary of each
 * kind of change. Shared by change detection, notifications and the weekly digest.
 */
import { DIMENSION_LABEL, type ChangeDimensionValue } from "@core/contract/monitoring-rules";

const PAGE_LABEL: Record<string, string> = {
  privacy: "Privacy policy",
  terms: "Terms of service",
  dpa: "Data processing agreement",
  subprocessors: "Sub-processor list",
  cookies: "Cookie policy",
  ai: "AI terms",
  aup: "Acceptable use policy",
  legal: "Legal page",
  pricing: "Pricing page",
  security: "Security page",
  trust: "Trust center",
  security_txt: "security.txt",
  status: "Status page",
  home: "Home page",
};

/** "Privacy policy (/legal/privacy)": what a page is, and where. */
export function pageLabel(kind: string, url: string | null): string {
  const label = PAGE_LABEL[kind] ?? "Page";
  if (!url) return label;
  try {
    const path = new URL(url).pathname;
    return path && path !== "/" ? `${label} (${path})` : label;
  } catch {
    return label;
  }
}

/** The dimension a page's text counts for: pricing, security, or privacy and legal. */
export function pageDimension(kind: string): "pricing" | "security" | "privacy_legal" | null {
  if (kind === "pricing") return "pricing";
  if (kind === "security" || kind === "trust" || kind === "security_txt") return "security";
  if (["privacy", "terms", "dpa", "subprocessors", "cookies", "ai", "aup", "legal"].includes(kind)) {
    return "privacy_legal";
  }
  return null;
}

/** A score as before/after carry it: one decimal. */
export function scoreText(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}

export function scoreSummary(dimension: ChangeDimensionValue, before: number, after: number): string {
  const name = dimension === "overall" ? "Overall risk score" : `${DIMENSION_LABEL[dimension]} risk score`;
  return `${name} ${after > before ? "rose" : "fell"} from ${scoreText(before)} to ${scoreText(after)}.`;
}

export function levelSummary(before: string, after: string, rose: boolean): string {
  return `Overall risk level ${rose ? "rose" : "fell"} from ${before} to ${after}.`;
}

/** A sentence shortened for a summary: at most `max` characters, whole words. */
export function shorten(text: string, max = 90): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
