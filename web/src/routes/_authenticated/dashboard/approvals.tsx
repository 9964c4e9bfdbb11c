import { createFileRoute } from "@tanstack/react-router";
import { canDo } from "@web/features/auth/permissions";
import { approvalsQueryOptions } from "@web/features/review/api";
import { ApprovalsPage } from "@web/features/review/approvals-page";

/** Everyone may open the page; those who may not decide see 'Access Denied', and the API refuses them too. */
export const Route = createFileRoute("/_authenticated/dashboard/approvals")({
  loader: ({ context }) =>
    canDo(context.me, "assessment.decide")
      ? context.queryClient.ensureInfiniteQueryData(approvalsQueryOptions())
      : undefined,
  component: ApprovalsRoute,
});

function ApprovalsRoute() {
  const { me } = Route.useRouteContext();
  return <ApprovalsPage canDecide={canDo(me, "assessment.decide")} />;
}
