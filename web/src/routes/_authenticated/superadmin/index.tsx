import { createFileRoute } from "@tanstack/react-router";
import { platformStatsQueryOptions } from "@web/features/superadmin/api";
import { SuperAdminHome } from "@web/features/superadmin/superadmin-home";

export const Route = createFileRoute("/_authenticated/superadmin/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(platformStatsQueryOptions()),
  component: SuperAdminHome,
});
