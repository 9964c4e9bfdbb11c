import { createFileRoute } from "@tanstack/react-router";
import { platformUserQueryOptions } from "@web/features/superadmin/api";
import { UserDetailPage, UserLoadError } from "@web/features/superadmin/user-detail-page";

export const Route = createFileRoute("/_authenticated/superadmin/users/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(platformUserQueryOptions(params.id)),
  errorComponent: UserLoadError,
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useParams();
  return <UserDetailPage id={id} />;
}
