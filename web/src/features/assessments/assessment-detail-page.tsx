import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ArrowLeftIcon,
  ArrowDownToLineIcon,
  ExternalLinkIcon,
  SearchXIcon,
  CircleAlertIcon,
} from "lucide-react";
import { useState } from "react";
import { assessmentTitle } from "@core/contract/assessment-rules";
import type { AssessmentDetail } from "@core/contract/assessments";
import { missingPageWarnings } from "@core/contract/report-pages";
import { Alert } from "@web/components/ui/alert";
import { Button, ButtonLink, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/empty-state";
import { toast } from "@web/components/ui/toast";
import { ApiError } from "@web/lib/api";
import { displayUrl, formatDateTime } from "@web/lib/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { describeStartError, MONTHLY_LIMIT } from "../analysis/errors";
import { ApprovalBadge, RiskLevelBadge, StatusBadge } from "./assessment-badges";
import { assessmentQueryOptions, reportPdfHref, useReanalyzeAssessment, useUpdateAssessment } from "./api";
import { AssessmentTabs } from "./assessment-tabs";
import { MetadataCard } from "./metadata-card";
import { ReanalyzeButton } from "./reanalyze-button";
import { DiscussionSection, ReviewPanels } from "./review-panels";
import { ScoreCard } from "./score-cards";
import { ToolLane, ToolTerms } from "../catalog/tool-standing";
import { MonitoringCard } from "../monitoring/monitoring-card";

/**
 * /dashboard/assessments/{id}: the header with the risk level, three score
 * cards, 'Overall Assessment', the missing-page warnings, the report's tabs, the details card,
 * and the review panels; Re-analyze, Download PDF and Archive by the caller's permissions.
 * Unknown or not visible: 'Assessment not found' with a way back.
 */
export function AssessmentDetailPage({ id }: { id: string }) {
  const { data: a } = useSuspenseQuery(assessmentQueryOptions(id));
  useDocumentTitle(assessmentTitle(a));
  return <Detail assessment={a} />;
}

/** The route's error component: 'Assessment not found' (unknown, or not the caller's to see), or why it could not be loaded. */
export function AssessmentLoadError({ error }: { error: unknown }) {
  useDocumentTitle("Assessment");
  return <NotFound error={error instanceof Error ? error : null} />;
}

function Detail({ assessment: a }: { assessment: AssessmentDetail }) {
  const title = assessmentTitle(a);
  const analysis = a.analysis;
  const warnings = missingPageWarnings(a.analyzed_pages ?? analysis?.analyzed_pages);
  const can = (action: string) => a.permissions.includes(action as never);
  // A link may open a tab (`?tab=changes`, from a vendor change notification).
  const { tab } = useSearch({ strict: false }) as { tab?: unknown };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to="/dashboard/assessments"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon size={16} aria-hidden="true" /> Risk Assessments
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <ApprovalBadge status={a.approval_status} className="mb-2 px-3 py-1 text-sm" />
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <RiskLevelBadge level={a.risk_level} className="px-3 py-1 text-sm" />
            <StatusBadge status={a.status} />
          </div>
          <a
            href={a.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            <span className="truncate">{displayUrl(a.url)}</span>
            <ExternalLinkIcon size={14} className="shrink-0" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {a.vendor_name && a.vendor_name !== title ? (
            <p className="text-sm text-slate-600">Vendor: {a.vendor_name}</p>
          ) : null}
        </div>
        <Actions
          assessment={a}
          canReanalyze={can("assessment.create") && a.status !== "archived"}
          canArchive={can("assessment.archive")}
        />
      </header>

      <ReanalysisNotice assessment={a} />
      <ToolTerms assessment={a} />

      {analysis ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <ScoreCard title="Overall Risk" score={analysis.overall_risk.score} level={analysis.overall_risk.level} />
            <ScoreCard title="Pricing Risk" score={analysis.pricing_risk.score} level={analysis.pricing_risk.level} />
            <ScoreCard
              title="Security Risk"
              score={analysis.security_risk.score}
              level={analysis.security_risk.level}
            />
          </div>
          <Card className="p-5">
            <h2 className="text-base font-semibold text-slate-900">Overall Assessment</h2>
            <p className="mt-2 leading-relaxed text-slate-800" data-testid="overall-assessment">
              {analysis.overall_risk.recommendation || "No recommendation available"}
            </p>
            <p className="mt-2 text-xs text-slate-600">Analyzed {formatDateTime(analysis.analyzed_at)}</p>
          </Card>
          <ToolLane assessment={a} />
          {warnings.length > 0 ? (
            <div className="space-y-2" data-testid="page-warnings">
              {warnings.map((w) => (
                <Alert key={w.kind} tone="warning" title={w.title}>
                  {w.text}
                </Alert>
              ))}
            </div>
          ) : null}
        </>
      ) : (
        <Alert tone="warning" title="No report">
          This assessment's report could not be read. Re-analyze it to make a new one.
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          {analysis ? (
            <AssessmentTabs
              analysis={analysis}
              assessmentId={a.id}
              initialTab={typeof tab === "string" ? tab : undefined}
            />
          ) : null}
        </div>
        <aside className="space-y-6">
          <MetadataCard assessment={a} canEdit={can("assessment.create")} />
          <MonitoringCard assessmentId={a.id} archived={a.status === "archived"} />
          <ReviewPanels assessment={a} />
        </aside>
      </div>
      <DiscussionSection assessment={a} />
    </div>
  );
}

function Actions({
  assessment: a,
  canReanalyze,
  canArchive,
}: {
  assessment: AssessmentDetail;
  canReanalyze: boolean;
  canArchive: boolean;
}) {
  const [limitReached, setLimitReached] = useState(false);
  const reanalyze = useReanalyzeAssessment(a.id, {
    onSuccess: () => {
      toast({
        title: "Re-analysis started",
        description: "A fresh crawl of the vendor's site. This page updates when it is done.",
      });
    },
    onError: (err) => {
      const copy = describeStartError(err);
      if (copy.monthlyLimit) return setLimitReached(true);
      toast({ title: copy.title, description: copy.message, tone: "destructive" });
    },
  });
  const archive = useUpdateAssessment(a.id, {
    onSuccess: (updated) => {
      toast({ title: updated.status === "archived" ? "Assessment archived" : "Assessment restored", tone: "success" });
    },
    onError: (err) =>
      toast({ title: "Error", description: err.message || "Failed to update assessment", tone: "destructive" }),
  });
  const running = a.reanalysis.job_id !== null;
  return (
    <div className="flex flex-col items-stretch gap-3 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {canReanalyze ? (
          <ReanalyzeButton
            title={assessmentTitle(a)}
            running={running}
            disabled={reanalyze.isPending || running || limitReached}
            onConfirm={() => reanalyze.mutate()}
          />
        ) : null}
        {a.analysis ? (
          <a
            className={buttonVariants({ variant: "outline" })}
            href={reportPdfHref(a.id)}
            download
            data-testid="download-pdf"
          >
            <ArrowDownToLineIcon size={16} aria-hidden="true" /> Download PDF
          </a>
        ) : null}
        {canArchive ? (
          a.status === "archived" ? (
            <Button variant="ghost" onClick={() => archive.mutate({ status: "active" })} disabled={archive.isPending}>
              <ArchiveRestoreIcon size={16} aria-hidden="true" /> Restore
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => archive.mutate({ status: "archived" })} disabled={archive.isPending}>
              <ArchiveIcon size={16} aria-hidden="true" /> Archive
            </Button>
          )
        ) : null}
      </div>
      {limitReached ? (
        <Alert
          tone="warning"
          title={MONTHLY_LIMIT.title}
          className="max-w-md"
          action={
            <Button size="sm" variant="outline" onClick={() => setLimitReached(false)}>
              Dismiss
            </Button>
          }
        >
          {MONTHLY_LIMIT.message}
        </Alert>
      ) : null}
    </div>
  );
}

/** A re-analysis running now, or the reason the latest one failed. */
function ReanalysisNotice({ assessment: a }: { assessment: AssessmentDetail }) {
  if (a.reanalysis.job_id) {
    return (
      <Alert
        title="Re-analysis in progress"
        action={
          <ButtonLink
            to="/dashboard/assessments/pending/$jobId"
            params={{ jobId: a.reanalysis.job_id }}
            variant="outline"
            size="sm"
          >
            Follow progress
          </ButtonLink>
        }
      >
        The vendor's site is being analyzed again. The report below is the previous one until the new one is ready; this
        page updates by itself.
      </Alert>
    );
  }
  if (a.status === "failed" && a.reanalysis.error_message) {
    return (
      <Alert tone="error" title="The latest re-analysis failed">
        {a.reanalysis.error_message} The report below is the previous one.
      </Alert>
    );
  }
  return null;
}

function NotFound({ error }: { error: Error | null }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  const other = error && !(error instanceof ApiError && (error.status === 404 || error.status === 403));
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={other ? <CircleAlertIcon size={24} aria-hidden="true" /> : <SearchXIcon size={24} aria-hidden="true" />}
        title={other ? "This assessment could not be loaded" : "Assessment not found"}
        heading
        testId="assessment-not-found"
        action={
          <ButtonLink to="/dashboard/assessments" variant="outline">
            <ArrowLeftIcon size={16} aria-hidden="true" /> Back to Assessments
          </ButtonLink>
        }
      >
        {forbidden ? error.message : other ? error.message : "It may have been removed, or the link is wrong."}
      </EmptyState>
    </div>
  );
}
