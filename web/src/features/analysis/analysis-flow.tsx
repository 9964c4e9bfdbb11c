import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import type { Analysis } from "@core/contract/analysis";
import { parseVendorUrl } from "@core/contract/url";
import { dismissToast, toast, whenToastsReady } from "@web/components/ui/toast";
import { fieldValue, timeAgo } from "@web/lib/format";
import { readStored, removeStored, writeStored } from "@web/lib/storage";
import { addRecentVendor } from "../recent-vendors/recent-vendors";
import {
  reportKeyOf,
  reportKeys,
  reportQueryOptions,
  TAKING_LONGER,
  UNEXPECTED_RESPONSE,
  useStartAnalysis,
  type StartResult,
} from "./api";
import { describeStartError, type ErrorCopy } from "./errors";
import { useJobFollow, type FollowedJob } from "./use-job-follow";

/**
 * The analyze flow on TanStack Query:
 *
 *   idle -> starting (the start mutation) -> complete (cached: "Using cached result")
 *                                         -> running (the job query) -> complete ("Analysis complete!")
 *                                                                    -> failed / still analyzing (15 min)
 *   starting -> error box and toast (start failures) or the monthly-limit alert
 *
 * Server state lives in the query cache: the start mutation, the job (events + polling) and the
 * finished report (["reports", "detail", key], the same entry /reports/<host> reads). What is
 * left here is the form's own state (the field, which report it shows, the error box), kept in
 * a reducer per page and remembered in session storage, so leaving the page and coming back
 * shows the same report and follows a running job again instead of starting a second one.
 *
 * A flow's toasts share one id: the next action of the flow replaces or dismisses the last one.
 */
export type Trigger = "user" | "auto" | "recent" | "quick-pick" | "refresh" | "retry" | "resume";
export type Phase = "idle" | "starting" | "running" | "complete" | "failed";
export type Scope = "public" | "member";

export interface ShownResult {
  /** The address that was requested (what Refresh asks for again). */
  url: string;
  /** Its report key (host without www): the /reports/<key> address. */
  key: string;
  source: "cached" | "fresh";
  /** When the report was made: cachedAt for cached answers, else the engine's time. */
  at: string;
  /** The job that made a fresh report (saving it copies the analysis from this job). */
  jobId?: string;
}

interface FlowState {
  input: string;
  /** The address being analyzed or last analyzed. */
  url: string | null;
  trigger: Trigger | null;
  starting: boolean;
  job: FollowedJob | null;
  result: ShownResult | null;
  /** What the one-line status after completion says, until the next action. */
  completed: "cached" | "fresh" | null;
  /** The error box: validation and start failures. */
  error: ErrorCopy | null;
  /** A failed or timed-out job: "Analysis Failed" with Try Again, or "Still analyzing". */
  failure: { message: string; timedOut: boolean } | null;
  limitReached: boolean;
  /** Increases with every completed analysis (effects key on it). */
  resultSeq: number;
}

type FlowAction =
  | { type: "input"; value: string }
  | { type: "invalid"; input: string; error: ErrorCopy }
  | { type: "start"; input: string; url: string; trigger: Trigger }
  | { type: "startFailed"; error: ErrorCopy | null; limitReached: boolean }
  | { type: "following"; job: FollowedJob; url: string; input?: string; trigger: Trigger }
  | { type: "complete"; result: ShownResult }
  | { type: "failed"; message: string; timedOut: boolean }
  | { type: "dismissLimit" }
  | { type: "dismissError" }
  | { type: "reset" };

const idle: FlowState = {
  input: "",
  url: null,
  trigger: null,
  starting: false,
  job: null,
  result: null,
  completed: null,
  error: null,
  failure: null,
  limitReached: false,
  resultSeq: 0,
};

function reducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "input":
      return { ...state, input: action.value, error: state.starting ? state.error : null };
    case "invalid":
      return { ...state, input: action.input, error: action.error };
    case "start":
      return {
        ...state,
        input: action.input,
        url: action.url,
        trigger: action.trigger,
        starting: true,
        job: null,
        completed: null,
        error: null,
        failure: null,
      };
    case "startFailed":
      return {
        ...state,
        starting: false,
        error: action.error,
        limitReached: action.limitReached || state.limitReached,
      };
    case "following":
      return {
        ...state,
        starting: false,
        job: action.job,
        url: action.url,
        input: action.input ?? state.input,
        trigger: action.trigger,
        completed: null,
        error: null,
        failure: null,
      };
    case "complete":
      return {
        ...state,
        starting: false,
        job: null,
        result: action.result,
        completed: action.result.source,
        error: null,
        failure: null,
        resultSeq: state.resultSeq + 1,
      };
    case "failed":
      return { ...state, job: null, failure: { message: action.message, timedOut: action.timedOut } };
    case "dismissLimit":
      return { ...state, limitReached: false };
    case "dismissError":
      return { ...state, error: null };
    case "reset":
      return idle;
  }
}

export function phaseOf(state: Pick<FlowState, "starting" | "job" | "failure" | "completed">): Phase {
  if (state.starting) return "starting";
  if (state.job) return "running";
  if (state.failure) return "failed";
  return state.completed ? "complete" : "idle";
}

export function statusTextOf(state: FlowState): string | null {
  switch (phaseOf(state)) {
    case "starting":
      return "Starting analysis...";
    case "running":
      return "Analysis in progress...";
    case "complete":
      return state.completed === "cached" ? "Using cached result" : "Analysis complete!";
    default:
      return null;
  }
}

/** What a page remembers of its flow across navigation (the report itself stays in the query cache). */
interface StoredFlow {
  input: string;
  url: string | null;
  job: FollowedJob | null;
  result: ShownResult | null;
}

const storageKey = (scope: Scope) => `rrr:analysis:${scope}`;
const SCOPES: Scope[] = ["public", "member"];

function readStoredFlow(scope: Scope): StoredFlow | null {
  const raw = readStored("session", storageKey(scope));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as StoredFlow;
    return typeof stored === "object" && stored ? stored : null;
  } catch {
    return null;
  }
}

/** Forgets every flow of this tab (sign-out). */
export function clearStoredAnalysis(): void {
  for (const scope of SCOPES) removeStored("session", storageKey(scope));
}

export interface SubmitOptions {
  trigger?: Trigger;
  forceRefresh?: boolean;
  /** The field's text to analyze (defaults to what is in the field). */
  input?: string;
}

export interface AnalysisFlow {
  scope: Scope;
  state: FlowState;
  phase: Phase;
  statusText: string | null;
  /** The report shown, when its analysis is in the query cache. */
  analysis: Analysis | null;
  /** The followed job's status while it runs. */
  jobStatus: "pending" | "processing" | null;
  setInput(value: string): void;
  submit(options?: SubmitOptions): void;
  refresh(): void;
  tryAgain(): void;
  dismissLimit(): void;
  dismissError(): void;
}

const FlowContext = createContext<AnalysisFlow | null>(null);

export function useAnalysisFlow(): AnalysisFlow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error("useAnalysisFlow must be used inside <AnalysisFlowProvider>");
  return flow;
}

/** Restores what this page showed before (same tab), if its report is still in the cache. */
function initialState(scope: Scope, hasReport: (key: string) => boolean): FlowState {
  const stored = readStoredFlow(scope);
  if (!stored) return idle;
  const result = stored.result && hasReport(stored.result.key) ? stored.result : null;
  return {
    ...idle,
    input: stored.input ?? "",
    url: stored.url,
    result,
    completed: result ? result.source : null,
    // A job that was still running when the page was left is followed again.
    job: stored.job,
    trigger: stored.job ? "resume" : null,
  };
}

/**
 * The toast of an answer from the cache. A refresh answered from the cache means the report is
 * under an hour old (anonymous visitors cannot refresh sooner; members always get a new analysis).
 */
function cachedToast(cachedAt: string, forceRefresh: boolean) {
  return forceRefresh
    ? {
        title: "Recent Report",
        description: `This report is from ${timeAgo(cachedAt)}. Reports can be refreshed once they are an hour old; sign in to refresh it now.`,
      }
    : {
        title: "Cached Result",
        description: `Showing the report from ${timeAgo(cachedAt)}. Use Refresh for a new analysis.`,
      };
}

/** The flow as this tab left it, kept for the session so a reload or a way back finds it. */
function usePersistedFlow(scope: Scope, state: FlowState) {
  useEffect(() => {
    const stored: StoredFlow = { input: state.input, url: state.url, job: state.job, result: state.result };
    writeStored("session", storageKey(scope), JSON.stringify(stored));
  }, [scope, state.input, state.url, state.job, state.result]);
}

/** A start that failed: the monthly limit's alert, or the error in the form and a toast. */
function startFailed(err: unknown, dispatch: (action: FlowAction) => void, toastId: string) {
  const copy = describeStartError(err);
  if (copy.monthlyLimit) {
    dispatch({ type: "startFailed", error: null, limitReached: true });
    return;
  }
  dispatch({ type: "startFailed", error: { title: copy.title, message: copy.message }, limitReached: false });
  toast({ id: toastId, title: copy.title, description: copy.message, tone: "destructive" });
}

export function AnalysisFlowProvider({ scope, children }: { scope: Scope; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reducer, scope, (s) =>
    initialState(s, (key) => Boolean(queryClient.getQueryData(reportKeys.detail(key)))),
  );
  // Each action of the flow (a submission and the job it starts) has its own toast id: its
  // toasts replace one another, and the next action dismisses them.
  const toastIdRef = useRef(`analysis:${scope}:0`);
  // The submission whose answer counts: a later one wins over an earlier, slower one.
  const submission = useRef(0);

  usePersistedFlow(scope, state);

  const finish = useCallback(
    (url: string, analysis: Analysis, source: "cached" | "fresh", at: string, jobId?: string) => {
      const key = reportKeyOf(url);
      queryClient.setQueryData(reportKeys.detail(key), { analysis, cachedAt: at });
      addRecentVendor(url, analysis.overall_risk.score);
      dispatch({ type: "complete", result: { url, key, source, at, ...(jobId ? { jobId } : {}) } });
    },
    [queryClient],
  );

  const start = useStartAnalysis(scope);

  const onStarted = useCallback(
    (result: StartResult, url: string, trigger: Trigger, forceRefresh: boolean) => {
      if (result.kind === "cached") {
        finish(url, result.analysis, "cached", result.cachedAt);
        toast({ id: toastIdRef.current, ...cachedToast(result.cachedAt, forceRefresh) });
        return;
      }
      dispatch({ type: "following", job: { id: result.jobId, startedAt: Date.now() }, url, trigger });
      toast({
        id: toastIdRef.current,
        title: "Analysis Started",
        description: "You can navigate away and come back; the report is kept. Large sites can take 3-5 minutes.",
      });
    },
    [finish],
  );

  const onStartFailed = useCallback((err: unknown) => startFailed(err, dispatch, toastIdRef.current), []);

  const phase = phaseOf(state);
  const busy = phase === "starting" || phase === "running";

  const submit = useCallback(
    ({ trigger = "user", forceRefresh = false, input }: SubmitOptions = {}) => {
      if (state.limitReached) return;
      if (phase === "starting" || (phase === "running" && trigger !== "refresh")) return;
      const raw = input ?? state.input;
      // A new action of the flow: the last action's toast no longer applies.
      dismissToast(toastIdRef.current);
      const checked = parseVendorUrl(raw);
      if (!checked.ok) {
        dispatch({
          type: "invalid",
          input: raw,
          error: {
            title: checked.code === "URL_REQUIRED" ? "URL Required" : "Invalid URL",
            message: checked.message,
            invalidInput: true,
          },
        });
        return;
      }
      const url = checked.url.href;
      const seq = ++submission.current;
      toastIdRef.current = `analysis:${scope}:${seq}`;
      // The outcome and its toast are shown together (the toast library may still be loading).
      const toastsReady = whenToastsReady();
      const current = () => seq === submission.current;
      dispatch({ type: "start", input: raw, url, trigger });
      start.mutate(
        { url, forceRefresh, seq },
        {
          onSuccess: (result) =>
            void toastsReady.then(() => current() && onStarted(result, url, trigger, forceRefresh)),
          onError: (err) => void toastsReady.then(() => current() && onStartFailed(err)),
        },
      );
    },
    [scope, state.limitReached, state.input, phase, start, onStarted, onStartFailed],
  );

  // The job: its final state finishes the flow once.
  const follow = useJobFollow(state.job);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const job = state.job;
    if (!job || handled.current === job.id) return;
    const fail = (message: string, timedOut = false) => {
      handled.current = job.id;
      dispatch({ type: "failed", message, timedOut });
      if (timedOut) toast({ id: toastIdRef.current, title: "Still analyzing", description: message });
      else toast({ id: toastIdRef.current, title: "Analysis Failed", description: message, tone: "destructive" });
    };
    if (follow.job?.status === "completed") {
      handled.current = job.id;
      const url = state.url ?? follow.job.url;
      if (!follow.job.result) return fail(UNEXPECTED_RESPONSE);
      finish(url, follow.job.result, "fresh", follow.job.result.analyzed_at || new Date().toISOString(), follow.job.id);
      toast({
        id: toastIdRef.current,
        title: "Analysis Complete",
        description: "Your SaaS risk assessment is ready.",
        tone: "success",
      });
    } else if (follow.job?.status === "failed") {
      fail(follow.job.error_message || "Analysis failed");
    } else if (follow.error) {
      fail(describeStartError(follow.error).message);
    } else if (follow.timedOut) {
      fail(TAKING_LONGER, true);
    }
  }, [state.job, state.url, follow.job, follow.error, follow.timedOut, finish]);

  const report = useQuery({ ...reportQueryOptions(state.result?.key ?? ""), enabled: false });
  const analysis = state.result ? (report.data?.analysis ?? null) : null;

  const flow = useMemo<AnalysisFlow>(
    () => ({
      scope,
      state,
      phase,
      statusText: statusTextOf(state),
      analysis,
      jobStatus: busy && state.job ? (follow.job?.status === "processing" ? "processing" : "pending") : null,
      setInput: (value) => dispatch({ type: "input", value }),
      submit,
      refresh: () => {
        const url = state.result?.url ?? state.url;
        if (url) submit({ trigger: "refresh", forceRefresh: true, input: fieldValue(url) });
      },
      tryAgain: () => submit({ trigger: "retry", input: state.url ? fieldValue(state.url) : state.input }),
      dismissLimit: () => dispatch({ type: "dismissLimit" }),
      dismissError: () => dispatch({ type: "dismissError" }),
    }),
    [scope, state, phase, analysis, busy, follow.job?.status, submit],
  );

  return <FlowContext.Provider value={flow}>{children}</FlowContext.Provider>;
}
