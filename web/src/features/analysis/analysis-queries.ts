import { queryOptions } from "@tanstack/react-query";
import { vendorKey } from "@core/contract/url";
import { fetchJob, fetchReport, retryDelay, shouldRetryJobFetch } from "./analysis-api";

/**
 * Query keys of the analysis feature:
 *   ["jobs", "detail", id]          an analysis job (fed by its event stream, polled as fallback)
 *   ["reports", "detail", key]      a vendor's cached report ({ analysis, cachedAt } or null)
 *   ["analysis", scope, "start"]    the mutation that starts an analysis (per flow: public, member)
 */
export const jobKeys = {
  all: ["jobs"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
};

export const reportKeys = {
  all: ["reports"] as const,
  detail: (key: string) => ["reports", "detail", key] as const,
};

export const analysisKeys = {
  start: (scope: string) => ["analysis", scope, "start"] as const,
};

/** The job query: retries network failures and server errors 3 times (1 s, 2 s, 4 s; at most 8 s). */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => fetchJob(id, signal),
    retry: shouldRetryJobFetch,
    retryDelay,
    staleTime: 0,
  });

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
    queryFn: () => fetchReport(key),
    staleTime: 60_000,
    gcTime: 30 * 60_000,
  });
