import { useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from "react";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { CircleCheckIcon, SearchIcon, XIcon } from "lucide-react";
import { ProgressBar } from "@web/components/ui/progress";
import { ScrollLink } from "@web/components/ui/scroll-link";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { takeOverDrawnForm } from "@web/drawn-page";
import { formatScore } from "@core/contract/assessment-rules";
import { fieldValue } from "@web/lib/format";
import { chipLabel, clearRecentVendors, useRecentVendors } from "../recent-vendors/recent-vendors";
import { BAND_STYLE } from "../report/risk";
import { useAnalysisFlow } from "./analysis-flow";
import { offlineVendors } from "./offline-vendors";
import { MONTHLY_LIMIT } from "./errors";
import { RISK_BAND_LABEL, riskBand } from "@core/contract/risk-bands";

/** Quick-picks and recent chips fill the field, then submit after ~100 ms. */
export const PICK_DELAY_MS = 100;

/** Well-known tools people most often ask about. Offline, the recorded vendors take their place. */
export const QUICK_PICKS = [
  { name: "Notion", url: "notion.so" },
  { name: "Slack", url: "slack.com" },
  { name: "ChatGPT", url: "openai.com" },
  { name: "GitHub", url: "github.com" },
  { name: "Zoom", url: "zoom.us" },
  { name: "Figma", url: "figma.com" },
];

const JOB_PROGRESS = {
  pending: { value: 10, text: "Queuing analysis..." },
  processing: { value: 50, text: "Analyzing security, privacy, and pricing risks..." },
  completed: { value: 100, text: "Analysis complete!" },
  failed: { value: 100, text: "Analysis failed" },
} as const;

export function AnalyzeForm({
  inputRef,
  showQuickPicks = true,
  label = "Vendor website",
}: {
  inputRef?: Ref<HTMLInputElement>;
  showQuickPicks?: boolean;
  label?: string;
}) {
  const flow = useAnalysisFlow();
  const offline = offlineVendors();
  const picks = offline ? offline.slice(0, QUICK_PICKS.length).map((host) => ({ name: host, url: host })) : QUICK_PICKS;
  const { state } = flow;
  const busy = flow.phase === "starting" || flow.phase === "running";
  const id = useId();
  const inputId = `${id}-url`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const pickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The delayed submit must see the flow as it is then (with the picked value in the field).
  const flowRef = useRef(flow);
  flowRef.current = flow;
  useEffect(() => () => clearTimeout(pickTimer.current), []);
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => field.current as HTMLInputElement, []);

  // The page arrived drawn and the visitor used its form before the app was there: carry on
  // from what they typed, with the focus and caret where they were, and their submission. In the
  // same task as the swap (a layout effect), so no keystroke falls between the two fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the live form replaces the drawn one
  useLayoutEffect(() => {
    const drawn = takeOverDrawnForm();
    if (!drawn) return;
    const input = field.current;
    if (drawn.value) {
      flow.setInput(drawn.value);
      if (input) input.value = drawn.value;
    }
    if (drawn.focused && input) {
      input.focus();
      if (drawn.selection !== null) input.setSelectionRange(drawn.selection, drawn.selection);
    }
    if (drawn.picked) pick(drawn.picked, "quick-pick");
    else if (drawn.submitted) flow.submit({ trigger: "user", input: drawn.value });
  }, []);

  const pick = (url: string, trigger: "recent" | "quick-pick") => {
    if (busy || state.limitReached) return;
    const value = fieldValue(url);
    flow.setInput(value);
    clearTimeout(pickTimer.current);
    pickTimer.current = setTimeout(() => flowRef.current.submit({ trigger, input: value }), PICK_DELAY_MS);
  };

  return (
    <div className="space-y-4">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // Enter submits, except while the monthly-limit alert is showing.
          if (!state.limitReached && !busy) flow.submit({ trigger: "user" });
        }}
      >
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative flex-1">
            <SearchIcon
              size={18}
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={field}
              id={inputId}
              name="url"
              type="text"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={offline ? `e.g., ${offline.slice(0, 2).join(" or ")}` : "e.g., notion.so or slack.com"}
              value={state.input}
              onChange={(e) => flow.setInput(e.target.value)}
              disabled={state.limitReached}
              aria-invalid={state.error?.invalidInput || undefined}
              aria-describedby={cn(helpId, state.error && errorId) || undefined}
              className={cn(
                "h-12 w-full rounded-lg border bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100",
                state.error?.invalidInput ? "border-red-600" : "border-slate-300",
              )}
            />
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={busy || state.limitReached}
            aria-busy={busy || undefined}
            className="h-12 sm:w-40"
          >
            {busy ? (
              <>
                <Spinner /> Analyzing...
              </>
            ) : (
              "Analyze"
            )}
          </Button>
        </div>
        <p id={helpId} className="mt-2 text-sm text-slate-600">
          Paste a vendor's website. We read its public pricing, privacy, terms and security pages.
        </p>
      </form>

      {state.error ? (
        <Alert tone="error" title={state.error.title} id={errorId}>
          {state.error.message}
        </Alert>
      ) : null}

      {state.limitReached ? <LimitAlert onDismiss={() => flow.dismissLimit()} /> : null}

      <RecentChips disabled={busy || state.limitReached} onPick={(url) => pick(url, "recent")} />

      {showQuickPicks ? (
        <QuickPicks
          picks={picks}
          label={offline ? "Recorded vendors:" : "Popular:"}
          disabled={busy || state.limitReached}
          onPick={(url) => pick(url, "quick-pick")}
        />
      ) : null}

      <FlowStatus />
    </div>
  );
}

/** The monthly limit reached: the alert, until dismissed. */
function LimitAlert({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert
      tone="warning"
      title={MONTHLY_LIMIT.title}
      action={
        <Button variant="outline" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {MONTHLY_LIMIT.message}
    </Alert>
  );
}

/** One-click vendors to analyze: well-known ones, or in offline mode the recorded ones. */
function QuickPicks({
  picks,
  label,
  disabled,
  onPick,
}: {
  picks: readonly { name: string; url: string }[];
  label: string;
  disabled: boolean;
  onPick: (url: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      {picks.map((q) => (
        <button
          key={q.url}
          type="button"
          disabled={disabled}
          onClick={() => onPick(q.url)}
          data-pick={q.url}
          className="rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          aria-label={`Analyze ${q.name} (${q.url})`}
        >
          {q.name}
        </button>
      ))}
    </div>
  );
}

/** After this long, the progress panel says how long analyses of slow sites take. */
export const SLOW_ANALYSIS_SECONDS = 10;

/** Chips shown before "Show N more": the cookie keeps 20, the form stays calm. */
const VISIBLE_CHIPS = 6;

function RecentChips({ disabled, onPick }: { disabled: boolean; onPick: (url: string) => void }) {
  const recent = useRecentVendors();
  const [expanded, setExpanded] = useState(false);
  if (recent.length === 0) return null;
  const hidden = recent.length - VISIBLE_CHIPS;
  const shown = expanded || hidden <= 0 ? recent : recent.slice(0, VISIBLE_CHIPS);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="recent-vendors">
      <span className="font-medium text-slate-700">Recent:</span>
      <ul className="contents">
        {shown.map((v) => {
          const b = riskBand(v.riskScore);
          return (
            <li key={v.url}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(v.url)}
                title={v.url}
                aria-label={`Analyze ${v.url} again${v.riskScore === null ? "" : ` (last score ${formatScore(v.riskScore)} out of 10, ${RISK_BAND_LABEL[b]})`}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white py-1 pr-1.5 pl-3 font-medium text-slate-800 hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span data-testid="recent-chip-label">{chipLabel(v.url)}</span>
                {v.riskScore !== null ? (
                  <span
                    className={cn(
                      "rounded-full px-1.5 text-xs font-semibold tabular-nums",
                      BAND_STYLE[b].panel,
                      BAND_STYLE[b].text,
                    )}
                  >
                    {formatScore(v.riskScore)}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          className="rounded px-1.5 py-1 text-xs font-semibold text-brand-700 hover:underline"
        >
          {expanded ? "Show fewer" : `Show ${hidden} more`}
        </button>
      ) : null}
      <button
        type="button"
        onClick={clearRecentVendors}
        className="inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-slate-600 hover:text-slate-900"
      >
        <XIcon size={12} /> Clear
        <span className="sr-only">recent vendors</span>
      </button>
    </div>
  );
}

function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** The progress panel, the failure box and the one-line status after completion. */
export function FlowStatus() {
  const flow = useAnalysisFlow();
  const { state, phase } = flow;
  const elapsed = useElapsed(phase === "running" && state.job ? state.job.startedAt : null);

  if (phase === "starting" || phase === "running") {
    const step = flow.jobStatus ? JOB_PROGRESS[flow.jobStatus] : { value: 5, text: "Starting analysis..." };
    return (
      <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5" data-testid="progress-panel">
        <div role="status" aria-live="polite">
          <p className="flex items-center gap-2 font-semibold text-brand-900">
            <Spinner className="text-brand-700" />
            {flow.statusText}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="job-status-text">
            {step.text}
          </p>
        </div>
        <ProgressBar value={step.value} label="Analysis progress" className="mt-3 bg-white" active />
        {/* The job first, on the left: a toast in the corner never hides it. */}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {state.job ? (
            <span className="tabular-nums" data-testid="flow-job">
              Job {state.job.id.slice(0, 8)} · {Math.floor(elapsed / 60)}:{String(elapsed % 60).padStart(2, "0")}
            </span>
          ) : null}
          {/* Most recorded and well-served sites take seconds: the expected time is said only once it is slow. */}
          {elapsed >= SLOW_ANALYSIS_SECONDS ? <span>This usually takes 30-60 seconds</span> : null}
        </div>
      </div>
    );
  }

  if (phase === "failed" && state.failure?.timedOut) {
    return (
      <Alert
        tone="warning"
        title="Still analyzing"
        action={
          <Button variant="outline" size="sm" onClick={() => flow.tryAgain()}>
            Check Again
          </Button>
        }
      >
        {state.failure?.message}
      </Alert>
    );
  }

  if (phase === "failed") {
    return (
      <Alert
        tone="error"
        title="Analysis Failed"
        action={
          <Button variant="outline" size="sm" onClick={() => flow.tryAgain()}>
            Try Again
          </Button>
        }
      >
        {state.failure?.message}
      </Alert>
    );
  }

  // A later error or the limit alert speaks for the form now; the report stays below.
  if (phase === "complete" && flow.statusText && !state.error && !state.limitReached) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CircleCheckIcon size={18} aria-hidden="true" /> {flow.statusText}{" "}
        <ScrollLink href="#results" className="text-brand-700 underline underline-offset-2">
          See the report
        </ScrollLink>
      </p>
    );
  }
  return null;
}
