import { createFileRoute } from "@tanstack/react-router";
import { platformStatsQueryOptions } from "@web/features/superadmin/platform-api";
import { SuperAdminHome } from "@web/features/superadmin/pages";

export const Route = createFileRoute("/_authenticated/superadmin/")({
  // The loader travels with the page, not in the first load of the app.
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context }) => context.queryClient.prefetchQuery(platformStatsQueryOptions()),
  component: SuperAdminHome,
});
