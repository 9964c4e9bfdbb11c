import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { MembershipRequestsPage } from "@web/features/admin/membership-requests-page";
import { membershipRequestsQueryOptions } from "@web/features/admin/membership-requests";
import { validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/admin/approvals")({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(membershipRequestsQueryOptions(deps)),
  component: MembershipRequestsRoute,
});

function MembershipRequestsRoute() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <MembershipRequestsPage
      params={{ q }}
      onSearch={(value) => void navigate({ search: { q: value || undefined }, replace: true })}
    />
  );
}
