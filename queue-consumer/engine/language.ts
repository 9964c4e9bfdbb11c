/**
 * The language a page is written in, and how far the engine's rules read it.
 *
 * The language is detected from the page's own main text (franc-min, trigram profiles; about
 * 0.3 ms for the 400 characters it looks at), because templates often leave `lang="en"` on
 * pages written in another language; the `lang` attribute decides when the text is too short
 * to tell.
 *
 * Coverage: English is read by every rule. German, French and Spanish pages are read for their
 * documents (titles), prices, certifications and the practices reviewers ask about first
 * (signals/multilingual.ts); other checks read English only. Other languages: documents are
 * recognised by their addresses and certifications by their names only, and the report says so.
 */
import { franc } from "franc-min";
import type { Dimension } from "@core/contract/analysis";
import type { DimFinding } from "./findings";
import type { CrawledPage, CrawlResult, PageKind } from "./types";

export type Coverage = "full" | "partial" | "none";

/** ISO 639-3 (franc) to ISO 639-1, for the languages worth naming. */
const ISO1: Record<string, string> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  ita: "it",
  nld: "nl",
  por: "pt",
  pol: "pl",
  swe: "sv",
  dan: "da",
  nob: "no",
  fin: "fi",
  ces: "cs",
  tur: "tr",
  rus: "ru",
  ukr: "uk",
  jpn: "ja",
  cmn: "zh",
  kor: "ko",
  arb: "ar",
  hun: "hu",
  ron: "ro",
  ell: "el",
  heb: "he",
  ind: "id",
  vie: "vi",
  tha: "th",
  hin: "hi",
};

export const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  nl: "Dutch",
  pt: "Portuguese",
  pl: "Polish",
  sv: "Swedish",
  da: "Danish",
  no: "Norwegian",
  fi: "Finnish",
  cs: "Czech",
  tr: "Turkish",
  ru: "Russian",
  uk: "Ukrainian",
  ja: "Japanese",
  zh: "Chinese",
  ko: "Korean",
  ar: "Arabic",
  hu: "Hungarian",
  ro: "Romanian",
  el: "Greek",
  he: "Hebrew",
  id: "Indonesian",
  vi: "Vietnamese",
  th: "Thai",
  hi: "Hindi",
};

export function coverageOf(lang: string | undefined): Coverage {
  if (!lang || lang === "en") return "full";
  return lang === "de" || lang === "fr" || lang === "es" ? "partial" : "none";
}

const cache = new WeakMap<CrawledPage, string | undefined>();
/** Words that are common in English and rare in the other languages franc tells apart. */
const ENGLISH_WORDS = /\b(?:the|and|of|to|with|we|you|your|our|that|this|is|are|for|will|from|which|by)\b/gi;
const SAMPLE = 400;

/** Two-letter code of the page's language, or undefined when neither the text nor the markup tells. */
export function pageLanguage(page: CrawledPage): string | undefined {
  if (cache.has(page)) return cache.get(page);
  const declared = page.meta.lang?.toLowerCase().split(/[-_]/)[0] || undefined;
  let sample = "";
  for (const b of page.blocks) {
    if (b.region !== "main" || b.text.length < 25) continue;
    sample += `${b.text} `;
    if (sample.length >= SAMPLE) break;
  }
  const text = sample.slice(0, SAMPLE);
  // Most pages are English: English function words settle it without the trigram comparison.
  const english = (text.match(ENGLISH_WORDS) ?? []).length >= 8;
  const detected = english ? "en" : text.length >= 120 ? ISO1[franc(text, { minLength: 120 })] : undefined;
  const lang = detected ?? declared;
  cache.set(page, lang);
  return lang;
}

export interface LanguageSummary {
  /** Languages of the pages read, when any is not English (for the report). */
  languages: { code: string; name: string; coverage: Coverage; pages: number }[];
  /** Language of the main page. */
  site: string | undefined;
  /** The lowest coverage among the readable pages of these kinds (the main page when there are none). */
  coverageOf(kinds: readonly string[]): Coverage;
  /** The languages (names) of those pages that the rules do not read fully. */
  partlyReadLanguages(kinds: readonly string[]): { names: string[]; coverage: Coverage; urls: string[] };
}

const RANK: Record<Coverage, number> = { full: 0, partial: 1, none: 2 };

export function summarizeLanguages(main: CrawledPage, readable: CrawledPage[]): LanguageSummary {
  const counts = new Map<string, number>();
  for (const p of readable) {
    if (p.format === "text") continue;
    const lang = pageLanguage(p);
    if (lang) counts.set(lang, (counts.get(lang) ?? 0) + 1);
  }
  const languages = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code, pages]) => ({ code, name: LANGUAGE_NAMES[code] ?? code, coverage: coverageOf(code), pages }));
  const site = pageLanguage(main);
  const pagesOf = (kinds: readonly string[]) => {
    const own = readable.filter((p) => kinds.includes(p.kind) && p.format !== "text");
    return own.length ? own : [main];
  };
  return {
    languages: languages.some((l) => l.code !== "en") ? languages : [],
    site,
    coverageOf(kinds) {
      return pagesOf(kinds)
        .map((p) => coverageOf(pageLanguage(p)))
        .reduce<Coverage>((worst, c) => (RANK[c] > RANK[worst] ? c : worst), "full");
    },
    partlyReadLanguages(kinds) {
      const pages = pagesOf(kinds).filter((p) => coverageOf(pageLanguage(p)) !== "full");
      const names = [...new Set(pages.map((p) => LANGUAGE_NAMES[pageLanguage(p)!] ?? pageLanguage(p)!))];
      const coverage = pages.some((p) => coverageOf(pageLanguage(p)) === "none")
        ? "none"
        : pages.length
          ? "partial"
          : "full";
      return { names, coverage, urls: pages.map((p) => p.url) };
    },
  };
}

const DIMENSION_PAGES: Record<Dimension, string> = {
  pricing: "pricing pages",
  privacy_legal: "privacy and legal pages",
  security: "security pages",
};

/**
 * Says, per dimension, when the pages it was read from are in a language the rules read only
 * in part or not at all (information; confidence.ts lowers the confidence for it).
 */
export function languageFindings(
  summary: LanguageSummary,
  crawl: CrawlResult,
  dimensionKinds: Record<Dimension, readonly PageKind[]>,
): DimFinding[] {
  const out: DimFinding[] = [];
  for (const d of ["pricing", "privacy_legal", "security"] as Dimension[]) {
    const { names, coverage, urls } = summary.partlyReadLanguages(dimensionKinds[d]);
    if (coverage === "full") continue;
    const list = names.join(" and ");
    out.push({
      dimension: d,
      finding:
        coverage === "partial"
          ? `The ${DIMENSION_PAGES[d]} are in ${list}: documents, prices, certifications and the main practices were read; the other checks read English only.`
          : `The ${DIMENSION_PAGES[d]} are in ${list}, which the rules do not read: documents were recognised by their titles and addresses, certifications by their names only.`,
      source_url: urls[0] ?? crawl.mainPage.url,
      evidence: "",
      checked_urls: urls.length ? urls : [crawl.mainPage.url],
      risk_impact: coverage === "partial" ? "low" : "medium",
      signal: coverage === "partial" ? "language.partial" : "language.not_covered",
      weight: 0,
      polarity: "info",
    });
  }
  return out;
}
