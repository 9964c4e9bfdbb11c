import { createFileRoute } from "@tanstack/react-router";
import { reportKeyOfParam, reportQueryOptions } from "../features/analysis/api";
import { ReportPage } from "../features/reports/report-page";

export const Route = createFileRoute("/reports/$host")({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(reportQueryOptions(reportKeyOfParam(params.host))),
  component: ReportRoute,
});

function ReportRoute() {
  const { host } = Route.useParams();
  return <ReportPage reportKey={reportKeyOfParam(host)} />;
}
