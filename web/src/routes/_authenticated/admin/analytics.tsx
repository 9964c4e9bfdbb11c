import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsPage } from "@web/features/admin/analytics-page";
import { organizationActivityQueryOptions, organizationUsageQueryOptions } from "@web/features/admin/api";

export const Route = createFileRoute("/_authenticated/admin/analytics")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(organizationActivityQueryOptions()),
      context.queryClient.ensureQueryData(organizationUsageQueryOptions()),
    ]),
  component: AnalyticsPage,
});
