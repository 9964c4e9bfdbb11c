import type { Analysis } from "@core/contract/analysis";
import type { AnalyzeCached, AnalyzeQueued, Job, ReportResponse } from "@core/contract/api";
import { ApiError, apiFetch, isTransient } from "@web/lib/api";

/** Spec 01 section 9. */
export const POLL_INTERVAL_MS = 3000;
export const MAX_POLL_DURATION_MS = 15 * 60 * 1000;
export const JOB_FETCH_RETRIES = 3;
export const JOB_FETCH_FIRST_DELAY_MS = 1000;
export const JOB_FETCH_MAX_DELAY_MS = 8000;
/** The event stream sends the job's state at once; silence longer than this means it is not working. */
export const FIRST_EVENT_TIMEOUT_MS = 10_000;

export const UNEXPECTED_RESPONSE = "Unexpected response format";
export const TAKING_LONGER = "Analysis is taking longer than expected. Please check back later.";

export type StartResult =
  | { kind: "cached"; analysis: Analysis; cachedAt: string }
  | { kind: "queued"; jobId: string; isPublicJob: boolean };

/** POST /api/analyze. Anything but a cached analysis or a job id is "Unexpected response format". */
export async function startAnalysis(url: string, forceRefresh: boolean): Promise<StartResult> {
  const body = await apiFetch<Partial<AnalyzeCached & AnalyzeQueued> | null>("/api/analyze", {
    method: "POST",
    json: { url, forceRefresh },
  });
  if (body?.cached === true && body.analysis && typeof body.cachedAt === "string") {
    return { kind: "cached", analysis: body.analysis, cachedAt: body.cachedAt };
  }
  if (typeof body?.job_id === "string" && body.job_id) {
    return { kind: "queued", jobId: body.job_id, isPublicJob: body.isPublicJob === true };
  }
  throw new Error(UNEXPECTED_RESPONSE);
}

export function fetchJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiFetch<Job>(`/api/jobs/${encodeURIComponent(id)}`, { signal });
}

/** Delay before retry number `attempt` (0-based): 1000, 2000, 4000 ms, never above 8000. */
export function retryDelay(attempt: number): number {
  return Math.min(JOB_FETCH_FIRST_DELAY_MS * 2 ** attempt, JOB_FETCH_MAX_DELAY_MS);
}

/** Job reads retry network failures and server errors, 3 times. */
export function shouldRetryJobFetch(failureCount: number, error: unknown): boolean {
  return isTransient(error) && failureCount < JOB_FETCH_RETRIES;
}

export function isTerminal(job: Pick<Job, "status">): boolean {
  return job.status === "completed" || job.status === "failed";
}

/**
 * GET /api/reports/:host: the cached report of a vendor, or null when there is none (never
 * analyzed, expired, or not a vendor's host name at all).
 */
export async function fetchReport(host: string): Promise<ReportResponse | null> {
  try {
    return await apiFetch<ReportResponse>(`/api/reports/${encodeURIComponent(host)}`);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.code === "INVALID_URL")) return null;
    throw err;
  }
}
