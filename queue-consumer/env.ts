/**
 * Bindings of the analysis Worker: generated ones (analyzer-env.d.ts, `npm run types`) plus
 * optional settings wrangler.toml does not declare.
 */
export interface Env extends AnalyzerEnv {
  /**
   * Development and tests only: send every crawl request to this recorded-web replay server
   * (`<origin>/<host>/<path>`, header x-original-url). Never set in production.
   */
  CRAWL_REPLAY_ORIGIN?: string;
  /** Development only (the reliability benchmark): probability that a D1 statement fails (faults.ts). */
  FAULT_D1_ERROR_RATE?: string;
  /** Development only (the reliability benchmark): shorter stale times for the sweep. */
  SWEEP_STALE_PROCESSING_SECONDS?: string;
  SWEEP_STALE_PENDING_SECONDS?: string;
}
