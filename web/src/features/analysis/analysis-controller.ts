import { useSyncExternalStore } from "react";
import type { Analysis } from "../../../../worker/shared/analysis";
import type { Job, JobStatus } from "../../../../worker/shared/api";
import { parseVendorUrl } from "../../../../worker/shared/url";
import { dismissToast, toast } from "../../components/ui/toast";
import { fieldValue, timeAgo } from "../../lib/format";
import { readStored, removeStored, writeStored } from "../../lib/storage";
import { addRecentVendor } from "../recent-vendors/recent-vendors";
import { AnalysisTimeoutError, followJob, MAX_POLL_DURATION_MS, startAnalysis, UNEXPECTED_RESPONSE } from "./analysis-api";
import { describeStartError, type ErrorCopy } from "./errors";

/**
 * The analyze flow of spec 01 section 4, as a small store shared by the form, the progress
 * panel and the report:
 *
 *   idle -> starting -> complete (cached: "Using cached result")
 *                    -> running ("Analysis in progress...") -> complete ("Analysis complete!")
 *                                                           -> failed
 *   starting -> idle + error box and toast (start failures) or the monthly-limit alert
 *
 * A running job is remembered in session storage, so leaving the page and coming back picks
 * it up again instead of starting a second analysis.
 */
export type Phase = "idle" | "starting" | "running" | "complete" | "failed";
export type Trigger = "user" | "auto" | "recent" | "quick-pick" | "refresh" | "retry" | "resume";

export interface AnalysisResult {
  analysis: Analysis;
  /** The address that was requested (what Refresh asks for again). */
  url: string;
  source: "cached" | "fresh";
  /** When the report was made: cachedAt for cached answers, else the engine's time. */
  at: string;
}

export interface RunningJob {
  id: string;
  status: JobStatus;
  startedAt: number;
}

export interface AnalysisState {
  phase: Phase;
  /** What is in the URL field. */
  input: string;
  /** The address being analyzed or last analyzed. */
  url: string | null;
  job: RunningJob | null;
  result: AnalysisResult | null;
  /** The error box: validation and start failures. */
  error: ErrorCopy | null;
  /** A failed or timed-out job: "Analysis Failed" with Try Again. */
  failure: string | null;
  /** The failure is the 15-minute polling limit, not an error: the job may still finish. */
  timedOut: boolean;
  limitReached: boolean;
  statusText: string | null;
  trigger: Trigger | null;
  /** Increases with every completed analysis (effects key on it). */
  resultSeq: number;
}

const initialState: AnalysisState = {
  phase: "idle",
  input: "",
  url: null,
  job: null,
  result: null,
  error: null,
  failure: null,
  timedOut: false,
  limitReached: false,
  statusText: null,
  trigger: null,
  resultSeq: 0,
};

export interface AnalysisController {
  getState(): AnalysisState;
  subscribe(listener: () => void): () => void;
  setInput(value: string): void;
  submit(options?: { trigger?: Trigger; forceRefresh?: boolean; input?: string }): Promise<void>;
  refresh(): Promise<void>;
  tryAgain(): Promise<void>;
  dismissLimit(): void;
  dismissError(): void;
  /** Follows a job started earlier in this tab, if any; true when it did. */
  resume(): boolean;
  reset(): void;
}

const controllers = new Set<AnalysisController>();

interface StoredJob {
  id: string;
  url: string;
  startedAt: number;
}

export function createAnalysisController(scope: string): AnalysisController {
  let state = initialState;
  let current: AbortController | null = null;
  const listeners = new Set<() => void>();
  const storageKey = `rrr:active-job:${scope}`;

  const set = (patch: Partial<AnalysisState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  const finishWith = (result: AnalysisResult, trigger: Trigger) => {
    removeStored("session", storageKey);
    addRecentVendor(result.url, result.analysis.overall_risk.score);
    set({
      phase: "complete",
      job: null,
      result,
      error: null,
      failure: null,
      statusText: result.source === "cached" ? "Using cached result" : "Analysis complete!",
      trigger,
      resultSeq: state.resultSeq + 1,
    });
  };

  const follow = async (job: StoredJob, trigger: Trigger, signal: AbortSignal, startedToast?: string) => {
    writeStored("session", storageKey, JSON.stringify(job));
    set({
      phase: "running",
      url: job.url,
      job: { id: job.id, status: "pending", startedAt: job.startedAt },
      statusText: "Analysis in progress...",
      error: null,
      failure: null,
      trigger,
    });
    let final: Job;
    try {
      final = await followJob(job.id, {
        signal,
        startedAt: job.startedAt,
        onUpdate: (j) => {
          if (!signal.aborted && state.job?.id === j.id && state.job.status !== j.status) {
            set({ job: { ...state.job, status: j.status } });
          }
        },
      });
    } catch (err) {
      if (signal.aborted) return;
      if (startedToast !== undefined) dismissToast(startedToast);
      removeStored("session", storageKey);
      if (err instanceof AnalysisTimeoutError) {
        set({ phase: "failed", job: null, failure: err.message, timedOut: true, statusText: null });
        toast({ title: "Still analyzing", description: err.message });
        return;
      }
      const message = describeStartError(err).message;
      set({ phase: "failed", job: null, failure: message, timedOut: false, statusText: null });
      toast({ title: "Analysis Failed", description: message, tone: "destructive" });
      return;
    }
    if (signal.aborted) return;
    if (startedToast !== undefined) dismissToast(startedToast);
    if (final.status === "completed" && final.result) {
      finishWith({ analysis: final.result, url: job.url, source: "fresh", at: final.result.analyzed_at || new Date().toISOString() }, trigger);
      toast({ title: "Analysis Complete", description: "Your SaaS risk assessment is ready.", tone: "success" });
      return;
    }
    removeStored("session", storageKey);
    const message = final.status === "failed" ? final.error_message || "Analysis failed" : UNEXPECTED_RESPONSE;
    set({ phase: "failed", job: null, failure: message, timedOut: false, statusText: null });
    toast({ title: "Analysis Failed", description: message, tone: "destructive" });
  };

  const controller: AnalysisController = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setInput(value) {
      set({ input: value, error: state.error && state.phase !== "starting" ? null : state.error });
    },
    async submit({ trigger = "user", forceRefresh = false, input } = {}) {
      if (state.limitReached) return;
      if (state.phase === "starting" || (state.phase === "running" && trigger !== "refresh")) return;
      const raw = input ?? state.input;
      const checked = parseVendorUrl(raw);
      if (!checked.ok) {
        set({
          input: raw,
          error: { title: checked.code === "URL_REQUIRED" ? "URL Required" : "Invalid URL", message: checked.message },
        });
        return;
      }
      current?.abort();
      const abort = new AbortController();
      current = abort;
      const url = checked.url.href;
      set({ phase: "starting", input: raw, url, statusText: "Starting analysis...", error: null, failure: null, job: null, trigger });
      let started;
      try {
        started = await startAnalysis(url, forceRefresh);
      } catch (err) {
        if (abort.signal.aborted) return;
        const copy = describeStartError(err);
        if (copy.monthlyLimit) {
          set({ phase: state.result ? "complete" : "idle", statusText: null, limitReached: true });
        } else {
          set({ phase: state.result ? "complete" : "idle", statusText: null, error: { title: copy.title, message: copy.message } });
          toast({ title: copy.title, description: copy.message, tone: "destructive" });
        }
        return;
      }
      if (abort.signal.aborted) return;
      if (started.kind === "cached") {
        finishWith({ analysis: started.analysis, url, source: "cached", at: started.cachedAt }, trigger);
        toast({ title: "Cached Result", description: `Showing the report from ${timeAgo(started.cachedAt)}. Use Refresh for a new analysis.` });
        return;
      }
      const startedToast = toast({
        title: "Analysis Started",
        description: "Most reports are ready in under a minute; large sites can take 3-5 minutes. You can navigate away and come back.",
      });
      await follow({ id: started.jobId, url, startedAt: Date.now() }, trigger, abort.signal, startedToast);
    },
    async refresh() {
      const url = state.result?.url ?? state.url;
      if (!url) return;
      await controller.submit({ trigger: "refresh", forceRefresh: true, input: fieldValue(url) });
    },
    async tryAgain() {
      await controller.submit({ trigger: "retry", input: state.url ? fieldValue(state.url) : state.input });
    },
    dismissLimit() {
      set({ limitReached: false });
    },
    dismissError() {
      set({ error: null });
    },
    resume() {
      if (state.phase === "running" || state.phase === "starting") return true;
      const raw = readStored("session", storageKey);
      if (!raw) return false;
      let job: StoredJob;
      try {
        job = JSON.parse(raw) as StoredJob;
      } catch {
        removeStored("session", storageKey);
        return false;
      }
      if (typeof job.id !== "string" || typeof job.url !== "string" || Date.now() - job.startedAt > MAX_POLL_DURATION_MS) {
        removeStored("session", storageKey);
        return false;
      }
      current?.abort();
      const abort = new AbortController();
      current = abort;
      set({ input: fieldValue(job.url) });
      void follow(job, "resume", abort.signal);
      return true;
    },
    reset() {
      current?.abort();
      current = null;
      removeStored("session", storageKey);
      state = initialState;
      for (const l of listeners) l();
    },
  };
  controllers.add(controller);
  return controller;
}

/** Stops every analysis of this tab and forgets its results (sign-out). */
export function clearLocalAnalysisState(): void {
  for (const c of controllers) c.reset();
}

/** Subscribes a component to a slice of the flow's state. */
export function useAnalysisState<T>(controller: AnalysisController, select: (s: AnalysisState) => T): T {
  return useSyncExternalStore(
    controller.subscribe,
    () => select(controller.getState()),
    () => select(controller.getState()),
  );
}

/** The landing page's flow and the dashboard's; they live as long as the tab. */
export const publicAnalysis = createAnalysisController("public");
export const memberAnalysis = createAnalysisController("member");
