import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { AdminHome } from "../../features/admin/admin-home";
import { pendingMembershipRequests } from "../../features/admin/membership-requests";
import { meQueryOptions } from "../../features/auth/me-query";

export const Route = createFileRoute("/admin/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(pendingMembershipRequests()),
  component: AdminIndex,
});

function AdminIndex() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  return me ? <AdminHome me={me} /> : <PageSpinner />;
}
