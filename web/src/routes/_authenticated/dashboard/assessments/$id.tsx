import { createFileRoute } from "@tanstack/react-router";
import { assessmentQueryOptions } from "@web/features/assessments/api";
import { AssessmentDetailPage, AssessmentLoadError } from "@web/features/assessments/assessment-detail-page";

export const Route = createFileRoute("/_authenticated/dashboard/assessments/$id")({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(assessmentQueryOptions(params.id)),
  // Unknown, or not the caller's to see: 'Assessment not found' with a way back.
  errorComponent: AssessmentLoadError,
  component: AssessmentRoute,
});

function AssessmentRoute() {
  const { id } = Route.useParams();
  return <AssessmentDetailPage id={id} />;
}
