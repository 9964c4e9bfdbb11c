import { createFileRoute } from "@tanstack/react-router";
import { AssessmentDetailPage } from "../../../../features/assessments/workspace-pages";

export const Route = createFileRoute("/_authenticated/dashboard/assessments/$id")({
  component: AssessmentRoute,
});

function AssessmentRoute() {
  const { id } = Route.useParams();
  return <AssessmentDetailPage id={id} />;
}
