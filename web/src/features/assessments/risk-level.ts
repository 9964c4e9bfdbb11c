/**
 * A level for a score when a report does not carry one: the same bands as riskLevel() in
 * core/contract/analysis.ts (3 or less low, up to 6 medium, below 9 high, else critical),
 * without importing that module's schema library into the page.
 */
export function riskLevelOf(score: number | null | undefined): string | null {
  if (typeof score !== "number" || !Number.isFinite(score)) return null;
  if (score <= 3) return "low";
  if (score <= 6) return "medium";
  if (score < 9) return "high";
  return "critical";
}
