import { createFileRoute } from "@tanstack/react-router";
import { platformSettingsQueryOptions } from "@web/features/superadmin/api";
import { PlatformSettingsPage } from "@web/features/superadmin/settings-page";

export const Route = createFileRoute("/_authenticated/superadmin/settings")({
  loader: ({ context }) => context.queryClient.ensureQueryData(platformSettingsQueryOptions()),
  component: PlatformSettingsPage,
});
