import { createFileRoute } from "@tanstack/react-router";
import { platformUserQueryOptions } from "@web/features/superadmin/platform-api";
import { UserDetailPage } from "@web/features/superadmin/pages";

export const Route = createFileRoute("/_authenticated/superadmin/users/$id")({
  // The loader travels with the page, not in the first load of the app.
  codeSplitGroupings: [["loader", "component"]],
  // Prefetch only: a missing user is shown as 'User not found' by the page.
  loader: ({ context, params }) => context.queryClient.prefetchQuery(platformUserQueryOptions(params.id)),
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useParams();
  return <UserDetailPage id={id} />;
}
