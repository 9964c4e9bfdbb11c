import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { validateAssessmentSearch, type AssessmentSearch } from "../../../../features/assessments/assessment-search";
import { AssessmentsListPage } from "../../../../features/assessments/workspace-pages";
import { canDo } from "../../../../features/auth/permissions";
import { RouteError } from "../../../../features/shell/route-error";

export const Route = createFileRoute("/_authenticated/dashboard/assessments/")({
  validateSearch: validateAssessmentSearch,
  errorComponent: RouteError,
  component: AssessmentsRoute,
});

function AssessmentsRoute() {
  const search = Route.useSearch();
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: AssessmentSearch) => void navigate({ search: validateAssessmentSearch({ ...next }) }), [navigate]);
  return <AssessmentsListPage search={search} onSearchChange={onSearchChange} canCreate={canDo(me, "assessment.create")} />;
}
