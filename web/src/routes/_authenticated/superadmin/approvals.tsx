import { createFileRoute } from "@tanstack/react-router";
import { membershipRequestsQueryOptions } from "@web/features/membership-requests/api";
import { MembershipRequestsPage } from "@web/features/membership-requests/membership-requests-page";
import { useSearchParamQ, validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/superadmin/approvals")({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(membershipRequestsQueryOptions("platform", deps)),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { q } = Route.useSearch();
  return <MembershipRequestsPage scope="platform" params={{ q }} onSearch={useSearchParamQ()} />;
}
