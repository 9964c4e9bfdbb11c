import { createFileRoute } from "@tanstack/react-router";
import { AdminDashboard } from "@web/features/admin/admin-dashboard";
import { organizationQueryOptions, organizationStatsQueryOptions } from "@web/features/admin/api";

export const Route = createFileRoute("/_authenticated/admin/")({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(organizationQueryOptions()),
      context.queryClient.ensureQueryData(organizationStatsQueryOptions()),
    ]),
  component: AdminDashboard,
});
