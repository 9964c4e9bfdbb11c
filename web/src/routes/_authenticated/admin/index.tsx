import { createFileRoute } from "@tanstack/react-router";
import { AdminHome } from "../../../features/admin/admin-home";
import { membershipRequestsQueryOptions } from "../../../features/admin/membership-requests";

export const Route = createFileRoute("/_authenticated/admin/")({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(membershipRequestsQueryOptions({ status: "pending", limit: 100 })),
  component: AdminIndex,
});

function AdminIndex() {
  const { me } = Route.useRouteContext();
  return <AdminHome me={me} />;
}
