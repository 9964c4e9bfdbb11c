import { createFileRoute } from "@tanstack/react-router";
import { assessmentListQueryOptions } from "@web/features/assessments/api";
import { validateAssessmentSearch } from "@web/features/assessments/assessment-search";
import { AssessmentsListPage } from "@web/features/assessments/assessments-list-page";
import { canDo } from "@web/features/auth/permissions";

/** The filters live in the address (bad values are dropped), so a filtered list can be shared and the back button returns to it. */
export const Route = createFileRoute("/_authenticated/dashboard/assessments/")({
  validateSearch: validateAssessmentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureInfiniteQueryData(assessmentListQueryOptions(deps)),
  component: AssessmentsRoute,
});

function AssessmentsRoute() {
  const search = Route.useSearch();
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <AssessmentsListPage
      search={search}
      onSearchChange={(next) => void navigate({ search: validateAssessmentSearch({ ...next }) })}
      canCreate={canDo(me, "assessment.create")}
    />
  );
}
