import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { PageSpinner } from "../components/ui/spinner";
import { PendingApprovalPage } from "../features/auth/pending-approval-page";
import { isMember, meQueryOptions } from "../features/auth/api";

export const Route = createFileRoute("/pending-approval")({
  beforeLoad: async ({ context }) => {
    const me = await context.queryClient.fetchQuery(meQueryOptions);
    if (!me) throw redirect({ to: "/auth" });
    if (isMember(me)) throw redirect({ to: "/" });
  },
  pendingComponent: () => <PageSpinner label="Checking your session" />,
  pendingMs: 100,
  pendingMinMs: 200,
  component: PendingApprovalRoute,
});

function PendingApprovalRoute() {
  const { data: me } = useSuspenseQuery(meQueryOptions);
  // Signed out in another tab meanwhile: the guard above sends the next navigation to /auth.
  return me ? <PendingApprovalPage me={me} /> : <PageSpinner />;
}
