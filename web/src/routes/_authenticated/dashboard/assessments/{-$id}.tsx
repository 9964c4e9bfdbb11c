import { createFileRoute } from "@tanstack/react-router";
import { AssessmentDetailPage, AssessmentsRoute } from "@web/features/assessments/workspace-pages";

/**
 * /dashboard/assessments (the list) and /dashboard/assessments/{id} (one assessment) as one
 * route with an optional parameter: every route is an entry in the app's first load.
 */
export const Route = createFileRoute("/_authenticated/dashboard/assessments/{-$id}")({
  component: AssessmentsRouteComponent,
});

function AssessmentsRouteComponent() {
  const { id } = Route.useParams();
  const { me } = Route.useRouteContext();
  return id ? <AssessmentDetailPage id={id} /> : <AssessmentsRoute me={me} />;
}
