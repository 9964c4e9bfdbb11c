import { createFileRoute } from "@tanstack/react-router";
import { AnalyticsPage } from "../../../features/admin/analytics-page";
import { organizationActivityQueryOptions, organizationUsageQueryOptions } from "../../../features/admin/organization-queries";

export const Route = createFileRoute("/_authenticated/admin/analytics")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(organizationActivityQueryOptions()),
      context.queryClient.ensureQueryData(organizationUsageQueryOptions()),
    ]),
  component: AnalyticsPage,
});
