import type { Analysis } from "../../../../worker/shared/analysis";
import type { AnalyzeCached, AnalyzeQueued, Job } from "../../../../worker/shared/api";
import { apiFetch, isTransient } from "../../lib/api";

/** Spec 01 section 9. */
export const POLL_INTERVAL_MS = 3000;
export const MAX_POLL_DURATION_MS = 15 * 60 * 1000;
export const JOB_FETCH_RETRIES = 3;
export const JOB_FETCH_FIRST_DELAY_MS = 1000;
export const JOB_FETCH_MAX_DELAY_MS = 8000;
/** The event stream sends the job's state at once; silence longer than this means it is not working. */
const FIRST_EVENT_TIMEOUT_MS = 10_000;

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

/** Reads a job, retrying network failures and server errors 3 times with doubling delays. */
export async function fetchJobWithRetry(id: string, signal: AbortSignal): Promise<Job> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchJob(id, signal);
    } catch (err) {
      if (signal.aborted || !isTransient(err) || attempt >= JOB_FETCH_RETRIES) throw err;
      await sleep(retryDelay(attempt), signal);
    }
  }
}

export function isTerminal(job: Pick<Job, "status">): boolean {
  return job.status === "completed" || job.status === "failed";
}

export class AnalysisTimeoutError extends Error {
  constructor() {
    super(TAKING_LONGER);
    this.name = "AnalysisTimeoutError";
  }
}

export interface FollowOptions {
  signal: AbortSignal;
  /** When the job started (ms since epoch): the 15-minute limit counts from here. */
  startedAt: number;
  onUpdate: (job: Job) => void;
}

/**
 * Follows a job until it completes or fails. Server-sent events deliver the result the moment
 * it is stored; when the stream is unavailable, breaks, or ends early, polling every 3 s takes
 * over until the 15-minute limit (then AnalysisTimeoutError).
 */
export async function followJob(id: string, options: FollowOptions): Promise<Job> {
  const deadline = options.startedAt + MAX_POLL_DURATION_MS;
  const viaEvents = await followWithEvents(id, options, deadline);
  if (viaEvents) return viaEvents;
  for (;;) {
    if (Date.now() > deadline) throw new AnalysisTimeoutError();
    const job = await fetchJobWithRetry(id, options.signal);
    options.onUpdate(job);
    if (isTerminal(job)) return job;
    await sleep(POLL_INTERVAL_MS, options.signal);
  }
}

/** Resolves with the finished job, or null when polling should take over. */
function followWithEvents(id: string, { signal, onUpdate }: FollowOptions, deadline: number): Promise<Job | null> {
  if (typeof EventSource === "undefined" || Date.now() > deadline) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const source = new EventSource(`/api/jobs/${encodeURIComponent(id)}/events`);
    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (job: Job | null, error?: unknown) => {
      if (settled) return;
      settled = true;
      source.close();
      for (const t of timers) clearTimeout(t);
      signal.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve(job);
    };
    const onAbort = () => finish(null, signal.reason ?? new DOMException("Aborted", "AbortError"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort);
    const firstEvent = setTimeout(() => finish(null), FIRST_EVENT_TIMEOUT_MS);
    timers.push(firstEvent, setTimeout(() => finish(null), Math.max(0, deadline - Date.now())));
    source.addEventListener("job", (event) => {
      clearTimeout(firstEvent);
      let job: Job;
      try {
        job = JSON.parse((event as MessageEvent<string>).data) as Job;
      } catch {
        return;
      }
      onUpdate(job);
      if (isTerminal(job)) finish(job);
    });
    // The stream ended before the job did, or could not be opened: poll instead.
    source.onerror = () => finish(null);
  });
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
