import { createFileRoute } from "@tanstack/react-router";
import { RolesPage } from "@web/features/admin/roles-page";
import { roleAssignmentsQueryOptions } from "@web/features/admin/api";

export const Route = createFileRoute("/_authenticated/admin/roles")({
  loader: ({ context }) => context.queryClient.ensureQueryData(roleAssignmentsQueryOptions()),
  component: RolesPage,
});
