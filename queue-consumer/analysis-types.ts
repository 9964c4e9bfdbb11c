import type { Analysis } from "@core/contract/analysis";
import type { PreloadStatus } from "./engine/observatory/types";

/**
 * Types of the seam between the job machinery and the analysis itself (analyze-vendor-url.ts:
 * crawl a vendor's site, run the engine on what was found). Everything outside (fetch,
 * browser, clock) is passed in.
 */
export interface PipelineDeps {
  /** The network. Tests pass a fake; production passes the global fetch. */
  fetch: typeof fetch;
  /** See Env.CRAWL_REPLAY_ORIGIN. */
  replayOrigin?: string;
  /** Browser Rendering binding, when the deployment has one. */
  browser?: BrowserRun;
  now: () => Date;
  /** Is a host on the HSTS preload list? Absent offline and under the replay: the grade says "unknown". */
  hstsPreload?: (host: string) => Promise<PreloadStatus>;
}

/**
 * Thrown when a vendor cannot be analyzed at all. `retryable` errors (network trouble,
 * 5xx, time-outs on the main page) are retried by the queue; the others fail the job at once.
 * The message is shown to the user as the job's error_message.
 */
export class AnalysisError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "AnalysisError";
  }
}

export type AnalyzeVendorUrl = (url: string, deps: PipelineDeps) => Promise<Analysis>;
