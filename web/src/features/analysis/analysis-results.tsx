import { useEffect, useRef, type ReactNode } from "react";
import { ReportView } from "../report/report-view";
import { type AnalysisController, useAnalysisState } from "./analysis-controller";

/**
 * The report of the last completed analysis, in a #results section. When the visitor asked for
 * it (not the automatic re-run on first load), the page scrolls to it and focus moves to its
 * heading so keyboard and screen-reader users land on the answer.
 */
export function AnalysisResults({ controller, footer }: { controller: AnalysisController; footer?: ReactNode }) {
  const result = useAnalysisState(controller, (s) => s.result);
  const phase = useAnalysisState(controller, (s) => s.phase);
  const seq = useAnalysisState(controller, (s) => s.resultSeq);
  const trigger = useAnalysisState(controller, (s) => s.trigger);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownSeq = useRef(seq);

  useEffect(() => {
    if (seq === shownSeq.current) return;
    shownSeq.current = seq;
    if (trigger === "auto") return;
    const el = headingRef.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.closest("section")?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  }, [seq, trigger]);

  if (phase !== "complete" || !result) return null;
  return (
    <section id="results" aria-label="Risk assessment results" className="scroll-mt-20">
      <ReportView
        analysis={result.analysis}
        meta={{ source: result.source, at: result.at }}
        onRefresh={() => void controller.refresh()}
        headingRef={headingRef}
        footer={footer}
      />
    </section>
  );
}
