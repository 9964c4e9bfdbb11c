/**
 * What a report says about the pages it read: the missing-page warnings
 * and the Sources & References groups, and the header tests' score modifiers, shared by the detail page and the PDF's print view.
 * No zod: the SPA imports it. Kept apart from report-format.ts, which the landing page loads.
 */
import type { AnalyzedPages } from "./analysis";

/** The warnings a report shows for pages the crawl did not find. */
export interface MissingPageWarning {
  kind: "pricing" | "legal" | "security";
  title: string;
  text: string;
}

/** None for a report without source tracking (nothing is known about which pages exist). */
export function missingPageWarnings(pages: AnalyzedPages | null | undefined): MissingPageWarning[] {
  if (!pages || !hasSourceData(pages)) return [];
  const warnings: MissingPageWarning[] = [];
  if (pages.pricing_pages.length === 0) {
    warnings.push({
      kind: "pricing",
      title: "No pricing pages found",
      text: "The pricing analysis is based on the main page only.",
    });
  }
  if (pages.legal_pages.length === 0) {
    warnings.push({
      kind: "legal",
      title: "No legal pages found",
      text: "No privacy policy, terms or data processing agreement could be found: a critical risk for B2B procurement.",
    });
  }
  if (pages.security_pages.length === 0) {
    warnings.push({
      kind: "security",
      title: "No security pages found",
      text: "The security analysis is based on the main page and the site's response headers only.",
    });
  }
  return warnings;
}

/** The analysed pages in the order of the Sources tab, each with its group's label. */
export function sourceGroups(pages: AnalyzedPages | null | undefined) {
  if (!pages) return [];
  return [
    { key: "main", label: "Main page", pages: pages.main_page ? [pages.main_page] : [] },
    { key: "pricing", label: "Pricing pages", pages: pages.pricing_pages },
    { key: "legal", label: "Legal and compliance pages", pages: pages.legal_pages },
    { key: "security", label: "Security pages", pages: pages.security_pages },
  ] as const;
}

export const NO_SOURCES_TEXT = "No source tracking data available for this assessment.";

/** True when the analysis says which pages it read. */
export function hasSourceData(pages: AnalyzedPages | null | undefined): boolean {
  return (
    !!pages &&
    (pages.main_page !== null ||
      pages.pricing_pages.length + pages.legal_pages.length + pages.security_pages.length > 0)
  );
}

/** A header test's score modifier as the Observatory shows it: +5, −20, 0 (a true minus sign). */
export function formatModifier(modifier: number): string {
  return modifier > 0 ? `+${modifier}` : modifier < 0 ? `\u2212${-modifier}` : "0";
}
