/**
 * Stage 1, reading: the visible sentences of the pages that could be read (boilerplate
 * repeated across the site left out), the languages they are written in, and who the vendor
 * is (its name tells its own statements from a provider's).
 */
import { type LanguageSummary, summarizeLanguages } from "../language";
import { buildSentences, findBoilerplate, type Sentence } from "../reading/text";
import { vendorIdentity, vendorPattern } from "../reading/vendor";
import type { CrawledPage, CrawlResult } from "../types";

export interface SiteText {
  /** The pages with text, in the order the crawler chose them. */
  readable: CrawledPage[];
  sentences: Sentence[];
  languages: LanguageSummary;
  identity: { name: string; logo: string | null };
  /** Matches the vendor's own name. */
  vendor: RegExp;
}

export function readSite(crawl: CrawlResult): SiteText {
  const readable = crawl.pages.filter((p) => !p.unreadable);
  const identity = vendorIdentity(crawl.mainPage);
  return {
    readable,
    sentences: buildSentences(readable, findBoilerplate(readable)),
    languages: summarizeLanguages(crawl.mainPage, readable),
    identity,
    vendor: vendorPattern(identity.name, crawl.mainPage.url),
  };
}
