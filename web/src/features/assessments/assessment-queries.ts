import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AssessmentDetail } from "@core/contract/assessments";
import { listQueryOptions } from "@web/lib/list";
import type { AssessmentSearch } from "./assessment-search";
import { fetchAssessment, fetchAssessments, fetchCategories, fetchDashboard } from "./assessments-api";

/**
 * Query keys of the workspace:
 *   ["dashboard"]                          the overview's counts, usage and recent assessments
 *   ["assessments", "list", filters]       the list (an infinite query over cursor pages)
 *   ["assessments", "detail", id]          one assessment
 *   ["categories"]                         the categories (they change only with a migration)
 * Saving, changing or re-analyzing an assessment writes its detail and invalidates the lists
 * and the dashboard.
 */
export const assessmentKeys = {
  all: ["assessments"] as const,
  lists: ["assessments", "list"] as const,
  detail: (id: string) => ["assessments", "detail", id] as const,
};

export const dashboardQueryOptions = queryOptions({
  queryKey: ["dashboard"],
  queryFn: fetchDashboard,
  staleTime: 15_000,
});

/** Items per page of the list. */
export const PAGE_SIZE = 24;

export const assessmentListQueryOptions = (filters: AssessmentSearch) =>
  listQueryOptions("assessments", { ...filters, limit: PAGE_SIZE }, fetchAssessments);

export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: () => fetchAssessment(id),
    staleTime: 10_000,
    retry: (count, err) =>
      count < 2 &&
      !(err instanceof Error && "status" in err && [403, 404].includes((err as { status: number }).status)),
    // While a re-analysis runs, look again every 3 s until it settles.
    refetchInterval: (q) => (q.state.data?.reanalysis.job_id ? 3000 : false),
  });

export const categoriesQueryOptions = queryOptions({
  queryKey: ["categories"],
  queryFn: fetchCategories,
  staleTime: 60 * 60_000,
});

/** After a write: the new detail in the cache, lists and counts read again. */
export function assessmentChanged(queryClient: QueryClient, assessment: AssessmentDetail) {
  queryClient.setQueryData(assessmentKeys.detail(assessment.id), assessment);
  void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
}
