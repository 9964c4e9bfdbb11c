import { createFileRoute } from "@tanstack/react-router";
import { platformOrganizationQueryOptions } from "@web/features/superadmin/api";
import { OrganizationDetailPage, OrganizationLoadError } from "@web/features/superadmin/organization-detail-page";

export const Route = createFileRoute("/_authenticated/superadmin/organizations/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(platformOrganizationQueryOptions(params.id)),
  errorComponent: OrganizationLoadError,
  component: OrganizationRoute,
});

function OrganizationRoute() {
  const { id } = Route.useParams();
  return <OrganizationDetailPage id={id} />;
}
