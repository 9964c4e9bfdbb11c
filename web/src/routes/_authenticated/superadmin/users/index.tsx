import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { platformUsersQueryOptions } from "@web/features/superadmin/api";
import { UsersPage } from "@web/features/superadmin/users-page";
import { validateListSearch, type ListSearch } from "@web/lib/list-search";

/** The list's search params plus `organization_id` (one organization's members). */
function validateUsersSearch(search: Record<string, unknown>): ListSearch & { organization_id?: string } {
  const id = search.organization_id;
  return {
    ...validateListSearch(search),
    ...(typeof id === "string" && id && id.length <= 64 ? { organization_id: id } : {}),
  };
}

export const Route = createFileRoute("/_authenticated/superadmin/users/")({
  validateSearch: validateUsersSearch,
  loaderDeps: ({ search }) => ({ q: search.q, organization_id: search.organization_id }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(platformUsersQueryOptions(deps)),
  component: UsersRoute,
});

function UsersRoute() {
  const { q, organization_id } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <UsersPage
      params={{ q, organization_id }}
      onSearch={(value) => void navigate({ search: (prev) => ({ ...prev, q: value || undefined }), replace: true })}
    />
  );
}
