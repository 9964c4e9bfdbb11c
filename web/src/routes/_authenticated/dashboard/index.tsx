import { createFileRoute } from "@tanstack/react-router";
import { dashboardQueryOptions } from "@web/features/assessments/api";
import { DashboardPage } from "@web/features/dashboard/dashboard-page";

export const Route = createFileRoute("/_authenticated/dashboard/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQueryOptions),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { me } = Route.useRouteContext();
  return <DashboardPage me={me} />;
}
