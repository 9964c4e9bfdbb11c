import { lazy, Suspense, type ComponentProps } from "react";
import { Skeleton } from "../../components/ui/skeleton";

/**
 * The report, loaded on demand: on the landing page it sits below the fold (the sample) or
 * appears after an analysis, so its code is not part of the page's first load.
 */
const ReportView = lazy(() => import("./report-view").then((m) => ({ default: m.ReportView })));

export function LazyReportView(props: ComponentProps<typeof ReportView>) {
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <ReportView {...props} />
    </Suspense>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-72 w-full rounded-xl" />
      <Skeleton className="h-56 w-full rounded-xl" />
    </div>
  );
}
