import { queryOptions } from "@tanstack/react-query";
import type { Analysis } from "@core/contract/analysis";
import type { Job, ReportResponse } from "@core/contract/api";
import { vendorKey } from "@core/contract/url";
import { ApiError, api, apiData, isTransient } from "@web/lib/api";
import { useFeatureMutation } from "@web/lib/mutation";

/**
 * The analysis feature's data: starting an analysis (POST /api/analyze), following its job
 * (GET /api/jobs/{id}, its event stream in use-job-follow.ts) and a vendor's shared report
 * (GET /api/reports/{host}).
 *
 * Query keys:
 *   ["jobs", "detail", id]          an analysis job (fed by its event stream, polled as fallback)
 *   ["reports", "detail", key]      a vendor's cached report ({ analysis, cachedAt } or null)
 *   ["analysis", scope, "start"]    the mutation that starts an analysis (per flow: public, member)
 */
export const jobKeys = {
  all: ["jobs"] as const,
  detail: (id: string) => [...jobKeys.all, "detail", id] as const,
};

export const reportKeys = {
  all: ["reports"] as const,
  detail: (key: string) => [...reportKeys.all, "detail", key] as const,
};

export const analysisKeys = {
  start: (scope: string) => ["analysis", scope, "start"] as const,
};

/** How a job is followed when its event stream is not available, and for how long. */
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
  const body = await apiData(api.POST("/api/analyze", { body: { url, forceRefresh } }));
  // The answer is checked, not trusted: a proxy or an older server may say something else.
  if (body && "cached" in body && body.cached === true && body.analysis && typeof body.cachedAt === "string") {
    return { kind: "cached", analysis: body.analysis, cachedAt: body.cachedAt };
  }
  if (body && "job_id" in body && typeof body.job_id === "string" && body.job_id) {
    return { kind: "queued", jobId: body.job_id, isPublicJob: body.isPublicJob === true };
  }
  throw new Error(UNEXPECTED_RESPONSE);
}

/** The mutation that starts an analysis; its key names the flow (public, member) that runs it. */
export function useStartAnalysis(scope: string) {
  return useFeatureMutation({
    mutationKey: analysisKeys.start(scope),
    mutationFn: (vars: { url: string; forceRefresh: boolean; seq: number }) =>
      startAnalysis(vars.url, vars.forceRefresh),
  });
}

export function fetchJob(id: string, signal?: AbortSignal): Promise<Job> {
  return apiData(api.GET("/api/jobs/{id}", { params: { path: { id } }, signal }));
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

/** The job query: retries network failures and server errors 3 times (1 s, 2 s, 4 s; at most 8 s). */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
    retry: shouldRetryJobFetch,
    retryDelay,
    staleTime: 0,
  });

/**
 * GET /api/reports/:host: the cached report of a vendor, or null when there is none (never
 * analyzed, expired, or not a vendor's host name at all).
 */
export async function fetchReport(host: string, signal?: AbortSignal): Promise<ReportResponse | null> {
  try {
    return await apiData(api.GET("/api/reports/{host}", { params: { path: { host } }, signal }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.code === "INVALID_URL")) return null;
    throw err;
  }
}

/** A vendor's report address key: the host without www (plus the path for a sub-path product). */
export function reportKeyOf(url: string): string {
  return vendorKey(new URL(url));
}

/** The key of a shared report's address, /reports/<host>: lower case, without www. */
export function reportKeyOfParam(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The shared report (/reports/<host>); written too when the analyze flow finishes one. */
export const reportQueryOptions = (key: string) =>
  queryOptions({
    queryKey: reportKeys.detail(key),
    queryFn: ({ signal }) => fetchReport(key, signal),
    staleTime: 60_000,
    gcTime: 30 * 60_000,
  });
