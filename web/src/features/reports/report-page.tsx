import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { FileSearchIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { SiteFooter } from "@web/components/site-footer";
import { SiteHeader } from "@web/components/site-header";
import { Card } from "@web/components/ui/card";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { AnalysisFlowProvider, useAnalysisFlow } from "../analysis/analysis-flow";
import { reportQueryOptions } from "../analysis/api";
import { AnalyzeForm, FlowStatus } from "../analysis/analyze-form";
import { ReportView } from "../report/report-view";
import { SaveAssessmentCta } from "../report/save-assessment-cta";

/**
 * /reports/<host>: a finished report at its own address, to open, reload and share. It shows the
 * cached analysis with its age, Refresh (a new analysis) and Copy link; a vendor never analyzed
 * (or whose report expired) gets an empty state with the analyze form.
 */
export function ReportPage({ reportKey }: { reportKey: string }) {
  return (
    <AnalysisFlowProvider scope="public">
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main" className="flex-1 bg-slate-50/60">
          <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
            <ReportContent reportKey={reportKey} />
          </div>
        </main>
        <SiteFooter />
      </div>
    </AnalysisFlowProvider>
  );
}

function ReportContent({ reportKey }: { reportKey: string }) {
  const { data: report } = useQuery(reportQueryOptions(reportKey));
  const flow = useAnalysisFlow();
  const navigate = useNavigate();
  const busy = flow.phase === "starting" || flow.phase === "running";
  useDocumentTitle(report ? `Report: ${report.analysis.vendor_name || reportKey}` : `No report for ${reportKey}`);

  // An analysis of another vendor, finished here, moves to that vendor's address.
  const seen = useRef(flow.state.resultSeq);
  useEffect(() => {
    if (flow.state.resultSeq === seen.current) return;
    seen.current = flow.state.resultSeq;
    const key = flow.state.result?.key;
    if (key && key !== reportKey && /^[a-z0-9.-]+$/.test(key))
      void navigate({ to: "/reports/$host", params: { host: key } });
  }, [flow.state.resultSeq, flow.state.result?.key, reportKey, navigate]);

  if (!report) return <UnknownReport reportKey={reportKey} />;
  return (
    <>
      <div>
        <p className="text-sm font-semibold text-brand-700">Shared report</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Risk report for {reportKey}
        </h1>
      </div>
      <FlowStatus />
      <ReportView
        analysis={report.analysis}
        meta={{ source: "cached", at: report.cachedAt }}
        onRefresh={() => flow.submit({ trigger: "refresh", forceRefresh: true, input: reportKey })}
        refreshDisabled={busy}
        reportKey={reportKey}
        footer={<SaveAssessmentCta url={report.analysis.url} />}
      />
    </>
  );
}

function UnknownReport({ reportKey }: { reportKey: string }) {
  const flow = useAnalysisFlow();
  const setInput = flow.setInput;
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    if (!flow.state.input) setInput(reportKey);
  }, [flow.state.input, reportKey, setInput]);
  return (
    <Card className="mx-auto max-w-3xl p-6 sm:p-8" data-testid="report-empty">
      <div className="flex flex-col items-center text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <FileSearchIcon size={28} aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">No report for {reportKey} yet</h1>
        <p className="mt-2 max-w-xl leading-relaxed text-slate-700">
          Nobody has analyzed this vendor recently, or its report has expired. Analyze it now: it takes about a minute,
          and the report will be at this address.
        </p>
      </div>
      <div className="mt-6">
        <AnalyzeForm showQuickPicks={false} />
      </div>
    </Card>
  );
}
