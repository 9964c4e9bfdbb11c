import { createFileRoute } from "@tanstack/react-router";
import { platformSettingsQueryOptions } from "@web/features/superadmin/platform-api";
import { PlatformSettingsPage } from "@web/features/superadmin/pages";

export const Route = createFileRoute("/_authenticated/superadmin/settings")({
  // The loader travels with the page, not in the first load of the app.
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context }) => context.queryClient.prefetchQuery(platformSettingsQueryOptions()),
  component: PlatformSettingsPage,
});
