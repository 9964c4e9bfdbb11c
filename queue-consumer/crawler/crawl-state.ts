/**
 * What one crawl knows while it runs: the client, the budgets, and everything read or tried so
 * far. Each step of the crawl (crawl.ts) reads and adds to it.
 */
import type { CrawlIssue } from "@core/contract/analysis";
import type { PipelineDeps } from "../analysis-types";
import type { Attempt, CrawledPage, PageKind } from "../engine/types";
import { CrawlClient } from "./fetcher";
import { Limiter } from "./limiter";
import { RobotsGate } from "./robots-gate";

export interface CrawlLimits {
  /** Content pages fetched per analysis (robots, sitemap, security.txt not counted). */
  maxPages: number;
  maxHtmlBytes: number;
  maxPdfBytes: number;
  maxTextBytes: number;
  mainTimeoutMs: number;
  pageTimeoutMs: number;
  /** Whole crawl, rendering included. */
  totalMs: number;
  maxRenders: number;
  renderTimeoutMs: number;
  /** Concurrency: all hosts together, and per host. */
  globalConcurrency: number;
  hostConcurrency: number;
}

export const DEFAULT_LIMITS: CrawlLimits = {
  maxPages: 24,
  maxHtmlBytes: 3_000_000,
  maxPdfBytes: 8_000_000,
  maxTextBytes: 512_000,
  mainTimeoutMs: 10_000,
  pageTimeoutMs: 8_000,
  totalMs: 20_000,
  maxRenders: 3,
  renderTimeoutMs: 12_000,
  globalConcurrency: 6,
  hostConcurrency: 6,
};

export class CrawlState {
  readonly started = Date.now();
  readonly deadline: number;
  readonly client: CrawlClient;
  readonly robots: RobotsGate;
  readonly issues: CrawlIssue[] = [];
  /** Every URL tried, with its outcome (absence findings list them). */
  readonly attempts: Attempt[] = [];
  /** Pages read, in the order they were chosen. */
  readonly pages: CrawledPage[] = [];
  readonly pageByUrl = new Map<string, CrawledPage>();
  /** URLs requested or reached through a redirect: never requested twice. */
  readonly triedUrls = new Set<string>();
  readonly renderedPages: string[] = [];
  /** Pages read per kind (against KIND_BUDGET). */
  readonly taken = new Map<PageKind, number>();
  /** Content pages that may still be fetched. */
  pageSlots: number;

  constructor(
    readonly deps: PipelineDeps,
    readonly limits: CrawlLimits,
  ) {
    this.deadline = this.started + limits.totalMs;
    this.client = new CrawlClient({
      fetch: deps.fetch,
      replayOrigin: deps.replayOrigin,
      deadline: this.deadline,
      limiter: new Limiter(limits.globalConcurrency, limits.hostConcurrency),
    });
    this.robots = new RobotsGate(this.client, limits.maxTextBytes, this.issue);
    this.pageSlots = limits.maxPages;
  }

  /** Reports a problem once per URL and kind. */
  readonly issue = (url: string, kind: string, message: string): void => {
    if (!this.issues.some((i) => i.url === url && i.kind === kind)) this.issues.push({ url, kind, message });
  };

  /** Whether robots.txt (as far as it is known) allows the URL. */
  readonly allowed = (u: URL): boolean => this.robots.allowed(u);

  addPage(page: CrawledPage): void {
    this.pages.push(page);
    this.pageByUrl.set(page.url, page);
  }
}

export function mb(bytes: number): string {
  return `${Math.round(bytes / 100_000) / 10} MB`;
}
