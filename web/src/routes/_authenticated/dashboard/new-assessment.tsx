import { createFileRoute } from "@tanstack/react-router";
import { categoriesQueryOptions } from "@web/features/assessments/api";
import { NewAssessmentPage } from "@web/features/assessments/new-assessment-page";

export const Route = createFileRoute("/_authenticated/dashboard/new-assessment")({
  // The save form's categories, ready by the time an analysis finishes.
  loader: ({ context }) => void context.queryClient.prefetchQuery(categoriesQueryOptions),
  component: NewAssessmentRoute,
});

function NewAssessmentRoute() {
  const { me } = Route.useRouteContext();
  return <NewAssessmentPage me={me} />;
}
