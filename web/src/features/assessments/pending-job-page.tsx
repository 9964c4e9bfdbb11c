import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { SiteFooter } from "@web/components/site-footer";
import { SiteHeader } from "@web/components/site-header";
import { PageSpinner } from "@web/components/ui/spinner";
import { isMember, meQueryOptions } from "../auth/api";
import { AppShell } from "../shell/app-shell";
import { memberNav } from "../shell/nav";
import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Alert } from "@web/components/ui/alert";
import { ButtonLink } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ProgressBar } from "@web/components/ui/progress";
import { Spinner } from "@web/components/ui/spinner";
import { displayUrl, formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { describeStartError } from "../analysis/errors";
import { reportKeyOf } from "../analysis/api";
import { useJobFollow } from "../analysis/use-job-follow";

/** The progress page's values and its redirect after completion. */
export const PENDING_PROGRESS = { pending: 25, processing: 60, completed: 100 } as const;
export const REDIRECT_AFTER_MS = 2000;

export function statusMessage(status: string | undefined): string {
  switch (status) {
    case "processing":
      return "Analyzing security, privacy, and pricing risks...";
    case "completed":
      return "Analysis complete!";
    case "failed":
      return "Analysis failed";
    default:
      return "Queuing analysis...";
  }
}

/** Why following the job failed, in the words of the error catalogue where it has some. */
function errorText(error: unknown): string {
  const described = describeStartError(error).message;
  return described === "An unexpected error occurred" && error instanceof Error ? error.message : described;
}

/**
 * /dashboard/assessments/pending/{jobId}: status message, progress bar,
 * address, start time and job id (8 characters), followed by events with polling as fallback.
 * Failure offers 'Try Again' and 'Back to Dashboard'; completion moves on after 2 seconds (to
 * the assessments list; a visitor without a session, following a public job, to its report).
 */
export function PendingJobPage({ jobId, signedIn }: { jobId: string; signedIn: boolean }) {
  useDocumentTitle("Analysis in progress");
  const followed = useMemo(() => ({ id: jobId, startedAt: Date.now() }), [jobId]);
  const { job, error, timedOut } = useJobFollow(followed);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (job?.status !== "completed") return;
    setLeaving(true);
    const timer = setTimeout(() => {
      if (signedIn) void navigate({ to: "/dashboard/assessments" });
      else void navigate({ to: "/reports/$host", params: { host: reportKeyOf(job.url) } });
    }, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [job?.status, job?.url, signedIn, navigate]);

  const status = job?.status;
  const failed = status === "failed";
  const progress =
    status === "completed" ? 100 : status === "processing" ? PENDING_PROGRESS.processing : PENDING_PROGRESS.pending;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <Card className="space-y-5 p-6" data-testid="pending-job">
        <div className="flex items-center gap-3">
          {failed || error ? (
            <CircleXIcon size={24} className="text-red-700" aria-hidden="true" />
          ) : status === "completed" ? (
            <CircleCheckIcon size={24} className="text-emerald-700" aria-hidden="true" />
          ) : (
            <Spinner className="text-brand-700" />
          )}
          <h1 className="text-xl font-semibold text-slate-900" aria-live="polite" data-testid="job-status-message">
            {error ? "Analysis Error" : statusMessage(status)}
          </h1>
        </div>
        {!failed && !error ? (
          <ProgressBar value={progress} label="Analysis progress" active={status !== "completed"} />
        ) : null}
        {status === "completed" && leaving ? (
          <p className="text-sm text-slate-700" role="status">
            {signedIn ? "Taking you to your assessments…" : "Taking you to the report…"}
          </p>
        ) : failed || error ? (
          // The heading already says it failed: here only why, once.
          <p
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm leading-relaxed text-red-900"
            role="alert"
            data-testid="job-failure"
          >
            {failed ? job?.error_message || "Analysis failed" : errorText(error)}
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            You can leave this page and come back; the report is kept. Large sites can take 2-4 minutes.
          </p>
        )}

        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-slate-600">URL</dt>
          <dd className="break-all text-slate-900">{job ? displayUrl(job.url) : "—"}</dd>
          <dt className="text-slate-600">Started</dt>
          <dd className="text-slate-900">
            {job ? <time dateTime={job.created_at}>{formatDateTime(job.created_at)}</time> : "—"}
          </dd>
          <dt className="text-slate-600">Job ID</dt>
          <dd className="font-mono text-slate-900" title={jobId} data-testid="job-id">
            {jobId.slice(0, 8)}
          </dd>
        </dl>

        {timedOut && !failed ? (
          <Alert tone="warning" title="Still analyzing">
            Analysis is taking longer than expected. Please check back later.
          </Alert>
        ) : null}

        {failed || error || timedOut ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to={signedIn ? "/dashboard/new-assessment" : "/"}>Try Again</ButtonLink>
            <ButtonLink to={signedIn ? "/dashboard" : "/"} variant="outline">
              Back to Dashboard
            </ButtonLink>
          </div>
        ) : null}
      </Card>
    </div>
  );
}

/**
 * The page in its frame: the signed-in shell for members, the public header and footer for
 * everyone else (the session is read here, not in the route, to keep the app's first load small).
 */
export function PendingJobRoute({ jobId }: { jobId: string }) {
  const { data: me, isPending } = useQuery(meQueryOptions);
  if (isPending) return <PageSpinner />;
  if (me && isMember(me)) {
    return (
      <AppShell me={me} nav={memberNav(me)} heading={me.organization?.name}>
        <PendingJobPage jobId={jobId} signedIn />
      </AppShell>
    );
  }
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 bg-slate-50/60">
        <PendingJobPage jobId={jobId} signedIn={false} />
      </main>
      <SiteFooter />
    </div>
  );
}
