import { createFileRoute } from "@tanstack/react-router";
import { NewAssessmentPage } from "@web/features/assessments/workspace-pages";

export const Route = createFileRoute("/_authenticated/dashboard/new-assessment")({
  component: NewAssessmentRoute,
});

function NewAssessmentRoute() {
  const { me } = Route.useRouteContext();
  return <NewAssessmentPage me={me} />;
}
