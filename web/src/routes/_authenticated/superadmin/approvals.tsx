import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PlatformApprovalsPage } from "@web/features/superadmin/pages";
import { platformMembershipRequestsQueryOptions } from "@web/features/superadmin/platform-api";
import { validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/superadmin/approvals")({
  // The loader travels with the page, not in the first load of the app.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(platformMembershipRequestsQueryOptions(deps)),
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { q } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <PlatformApprovalsPage
      params={{ q }}
      onSearch={(value) => void navigate({ search: { q: value || undefined }, replace: true })}
    />
  );
}
