import { createFileRoute } from "@tanstack/react-router";
import { canDo } from "@web/features/auth/permissions";
import { ApprovalsPage } from "@web/features/assessments/workspace-pages";

export const Route = createFileRoute("/_authenticated/dashboard/approvals")({
  component: ApprovalsRoute,
});

/** Everyone may open the page; those who may not decide see 'Access Denied' (spec 02), and the API refuses them too. */
function ApprovalsRoute() {
  const { me } = Route.useRouteContext();
  return <ApprovalsPage canDecide={canDo(me, "assessment.decide")} />;
}
