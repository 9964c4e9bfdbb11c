import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Job } from "@core/contract/api";
import {
  FIRST_EVENT_TIMEOUT_MS,
  isTerminal,
  jobKeys,
  jobQueryOptions,
  MAX_POLL_DURATION_MS,
  POLL_INTERVAL_MS,
} from "./api";
import { apiHref } from "@web/lib/api";

export interface FollowedJob {
  id: string;
  /** When the job started (ms since epoch): the 15-minute limit counts from here. */
  startedAt: number;
}

export interface JobFollow {
  job: Job | undefined;
  /** The job query gave up (retries exhausted, or an error that is not worth retrying). */
  error: unknown;
  /** 15 minutes passed without a final state. */
  timedOut: boolean;
}

/**
 * Follows an analysis job through the job query: server-sent events write each state into the
 * query cache (`setQueryData`) the moment it is stored; when the stream cannot be opened, breaks,
 * or stays silent, the query polls every 3 s instead (with the retry policy of the job query).
 * After 15 minutes it stops following.
 */
export function useJobFollow(followed: FollowedJob | null): JobFollow {
  const queryClient = useQueryClient();
  const id = followed?.id ?? null;
  // Both are per job: a new job starts on the event stream again, with a fresh limit.
  const [pollingFor, setPollingFor] = useState<string | null>(null);
  const [timedOutFor, setTimedOutFor] = useState<string | null>(null);
  const polling = id !== null && pollingFor === id;
  const timedOut = id !== null && timedOutFor === id;

  useEffect(() => {
    if (!followed) return;
    const left = followed.startedAt + MAX_POLL_DURATION_MS - Date.now();
    if (left <= 0) return setTimedOutFor(followed.id);
    const timer = setTimeout(() => setTimedOutFor(followed.id), left);
    return () => clearTimeout(timer);
  }, [followed]);

  useEffect(() => {
    if (!id || timedOut) return;
    const cached = queryClient.getQueryData<Job>(jobKeys.detail(id));
    if (cached && isTerminal(cached)) return;
    if (typeof EventSource === "undefined") return setPollingFor(id);
    const source = new EventSource(apiHref("/api/jobs/{id}/events", { path: { id } }));
    const fallBack = () => {
      source.close();
      clearTimeout(silence);
      setPollingFor(id);
    };
    const silence = setTimeout(fallBack, FIRST_EVENT_TIMEOUT_MS);
    source.addEventListener("job", (event) => {
      clearTimeout(silence);
      let job: Job;
      try {
        job = JSON.parse((event as MessageEvent<string>).data) as Job;
      } catch {
        return;
      }
      queryClient.setQueryData(jobKeys.detail(id), job);
      if (isTerminal(job)) source.close();
    });
    // The stream ended before the job did, or could not be opened: poll instead.
    source.onerror = fallBack;
    return () => {
      source.close();
      clearTimeout(silence);
    };
  }, [id, timedOut, queryClient]);

  const query = useQuery({
    ...jobQueryOptions(id ?? ""),
    enabled: polling && !timedOut,
    refetchInterval: (q) =>
      q.state.status === "error" || (q.state.data && isTerminal(q.state.data)) ? false : POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });

  return { job: id ? query.data : undefined, error: polling ? query.error : null, timedOut };
}
