import { createFileRoute } from "@tanstack/react-router";
import { OrganizationDetailPage } from "@web/features/superadmin/pages";
import { platformOrganizationQueryOptions } from "@web/features/superadmin/platform-api";

export const Route = createFileRoute("/_authenticated/superadmin/organizations/$id")({
  // The loader travels with the page, not in the first load of the app.
  codeSplitGroupings: [["loader", "component"]],
  // Prefetch only: a missing organization is shown as 'Organization not found' by the page.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(platformOrganizationQueryOptions(params.id)),
  component: OrganizationRoute,
});

function OrganizationRoute() {
  const { id } = Route.useParams();
  return <OrganizationDetailPage id={id} />;
}
