import { useEffect, useRef, type ReactNode } from "react";
import { ReportView } from "../report/report-view";
import { useAnalysisFlow, type ShownResult } from "./analysis-flow";

/**
 * The report of the last completed analysis, in a #results section. When the visitor asked for
 * it (not the automatic re-run on first load), the page scrolls to it and focus moves to its
 * heading so keyboard and screen-reader users land on the answer.
 */
export function AnalysisResults({
  footer,
  shareable = false,
}: {
  /** What follows the report; a function gets the shown result (its address and job). */
  footer?: ReactNode | ((result: ShownResult) => ReactNode);
  shareable?: boolean;
}) {
  const flow = useAnalysisFlow();
  const { result, resultSeq: seq, trigger } = flow.state;
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

  if (flow.phase !== "complete" || !result || !flow.analysis) return null;
  return (
    <section id="results" aria-label="Risk assessment results" className="scroll-mt-20">
      <ReportView
        analysis={flow.analysis}
        meta={{ source: result.source, at: result.at }}
        onRefresh={() => flow.refresh()}
        reportKey={shareable && /^[a-z0-9.-]+$/.test(result.key) ? result.key : undefined}
        headingRef={headingRef}
        footer={typeof footer === "function" ? footer(result) : footer}
      />
    </section>
  );
}
