import { DownloadIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { ReportView } from "../report/report-view";
import { SAMPLE_ANALYSIS } from "../report/sample-analysis";

/**
 * The landing page's sample assessment of a fictional vendor, with the PDF button that needs an
 * account. Loaded after the page's first render (it sits below the fold), with the report view.
 */
export default function SampleReportBody() {
  return (
    <ReportView
      analysis={SAMPLE_ANALYSIS}
      meta={{ source: "sample", at: SAMPLE_ANALYSIS.analyzed_at }}
      footer={
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700" id="pdf-note">
            Downloading reports as PDF needs a free account.{" "}
            <a href="/auth" className="font-semibold text-brand-700 underline underline-offset-2">
              Sign up to download
            </a>
          </p>
          <Button variant="outline" disabled aria-describedby="pdf-note">
            <DownloadIcon size={18} /> Download PDF
          </Button>
        </div>
      }
    />
  );
}
