import { createFileRoute } from "@tanstack/react-router";
import { OrganizationSettingsPage } from "@web/features/admin/organization-settings-page";
import { organizationQueryOptions } from "@web/features/admin/api";

export const Route = createFileRoute("/_authenticated/admin/settings")({
  loader: ({ context }) => context.queryClient.ensureQueryData(organizationQueryOptions()),
  component: OrganizationSettingsPage,
});
