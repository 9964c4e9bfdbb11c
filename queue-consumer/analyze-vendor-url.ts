/**
 * The analysis pipeline: crawl the vendor's site, then run the engine on what was read.
 *
 * engine_ms is the CPU of the engine: text extraction (htmlparser2, PDF text), rules and
 * scoring, without network waits. Extraction runs per page while the crawl is in flight, so
 * each page records its own parse time and they are added to the time of the rule pass. Timers
 * in local workerd (tests, the benchmark) advance during CPU work; in production Workers they
 * only advance on I/O, so there engine_ms reads close to 0 (use the Workers CPU-time metric).
 */
import { type CrawlLimits, type CrawlOptions, crawlSite, DEFAULT_LIMITS, MainPageError } from "./crawler/crawl";
import type { CrawlResult } from "./engine/types";
import { analyzeCrawl } from "./engine/analyze";
import { AnalysisError, type AnalyzeVendorUrl } from "./analysis-types";
import type { Analysis } from "@core/contract/analysis";

/** Hard stop for a whole analysis, a little above the crawl's own time limit. */
const ANALYSIS_TIMEOUT_MS = 45_000;

export const analyzeVendorUrl: AnalyzeVendorUrl = (url, deps) => analyzeWithLimits(url, deps, DEFAULT_LIMITS);

/** The same pipeline with other crawl limits (tests use short time limits). */
export async function analyzeWithLimits(url: string, deps: Parameters<AnalyzeVendorUrl>[1], limits: CrawlLimits) {
  return (await crawlAndAnalyze(url, deps, limits)).analysis;
}

/**
 * The pipeline, returning what was read as well as the analysis (a monitored vendor's check keeps
 * each page's text), with the crawl's options (pages to read again).
 */
export async function crawlAndAnalyze(
  url: string,
  deps: Parameters<AnalyzeVendorUrl>[1],
  limits: CrawlLimits = DEFAULT_LIMITS,
  options: CrawlOptions = {},
) {
  const host = safeHost(url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hardStop = Math.max(limits.totalMs + 15_000, Math.min(ANALYSIS_TIMEOUT_MS, limits.totalMs * 3));
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AnalysisError(`Could not analyze ${host}: the analysis took too long and was stopped.`, true)),
      hardStop,
    );
  });
  try {
    return await Promise.race([run(url, deps, limits, options), timeout]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

async function run(
  url: string,
  deps: Parameters<AnalyzeVendorUrl>[1],
  limits: CrawlLimits,
  options: CrawlOptions,
): Promise<{ analysis: Analysis; crawl: CrawlResult }> {
  let crawl: CrawlResult;
  try {
    crawl = await crawlSite(url, deps, limits, options);
  } catch (err) {
    if (err instanceof MainPageError) throw new AnalysisError(err.message, err.retryable);
    throw err;
  }
  const started = performance.now();
  const analysis = analyzeCrawl(crawl, { now: deps.now() });
  const ruleMs = performance.now() - started;
  const parseMs = crawl.pages.reduce((n, p) => n + p.parseMs, 0);
  analysis.crawl = { ...analysis.crawl!, engine_ms: Math.round((ruleMs + parseMs) * 10) / 10 };
  return { analysis, crawl };
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
