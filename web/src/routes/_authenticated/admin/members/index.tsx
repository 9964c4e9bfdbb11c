import { createFileRoute } from "@tanstack/react-router";
import { MembersPage } from "@web/features/admin/members-page";
import { membersQueryOptions } from "@web/features/admin/api";
import { useSearchParamQ, validateListSearch } from "@web/lib/list-search";

export const Route = createFileRoute("/_authenticated/admin/members/")({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(membersQueryOptions(deps)),
  component: MembersRoute,
});

function MembersRoute() {
  const { q } = Route.useSearch();
  return <MembersPage params={{ q }} onSearch={useSearchParamQ()} />;
}
