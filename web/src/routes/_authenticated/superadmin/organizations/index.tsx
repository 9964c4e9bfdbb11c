import { createFileRoute } from "@tanstack/react-router";
import { OrganizationsPage } from "@web/features/superadmin/organizations-page";
import { platformOrganizationsQueryOptions } from "@web/features/superadmin/api";
import { useSearchParamQ, validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/superadmin/organizations/")({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(platformOrganizationsQueryOptions(deps)),
  component: OrganizationsRoute,
});

function OrganizationsRoute() {
  const { q } = Route.useSearch();
  return <OrganizationsPage params={{ q }} onSearch={useSearchParamQ()} />;
}
