import { createFileRoute } from "@tanstack/react-router";
import { canDo } from "../../../features/auth/permissions";
import { ApprovalsPage } from "../../../features/review/approvals-page";
import { approvalsQueryOptions } from "../../../features/review/review-api";

export const Route = createFileRoute("/_authenticated/dashboard/approvals")({
  loader: ({ context }) =>
    canDo(context.me, "assessment.decide") ? context.queryClient.ensureInfiniteQueryData(approvalsQueryOptions()) : undefined,
  component: ApprovalsRoute,
});

/** Everyone may open the page; those who may not decide see 'Access Denied' (spec 02), and the API refuses them too. */
function ApprovalsRoute() {
  const { me } = Route.useRouteContext();
  return <ApprovalsPage canDecide={canDo(me, "assessment.decide")} />;
}
