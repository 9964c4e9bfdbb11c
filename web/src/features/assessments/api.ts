import { queryOptions, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  AssessmentDetail,
  AssessmentList,
  Category,
  Dashboard,
  SaveAssessmentRequest,
  UpdateAssessmentRequest,
} from "@core/contract/assessments";
import { ApiError, api, apiData, apiHref } from "@web/lib/api";
import { listQueryOptions } from "@web/lib/list";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { catalogKeys } from "../catalog/api";
import type { AssessmentSearch } from "./assessment-search";

/**
 * The workspace's data: the assessments API (worker/routes/assessments.ts, dashboard.ts,
 * categories.ts), its query keys and queries, and the changes with what they refresh.
 *
 * Query keys:
 *   ["dashboard"]                          the overview's counts, usage and recent assessments
 *   ["assessments", "list", filters]       the list (an infinite query over cursor pages)
 *   ["assessments", "detail", id]          one assessment
 *   ["categories"]                         the categories (they change only with a migration)
 * Saving, changing or re-analyzing an assessment writes its detail and refreshes the lists and
 * the dashboard, wherever it is done from.
 */
export const assessmentKeys = {
  all: ["assessments"] as const,
  lists: () => [...assessmentKeys.all, "list"] as const,
  list: (filters: AssessmentSearch & { limit: number }) => [...assessmentKeys.lists(), filters] as const,
  detail: (id: string) => [...assessmentKeys.all, "detail", id] as const,
  dashboard: ["dashboard"] as const,
  categories: ["categories"] as const,
};

/** Items per page of the list. */
export const PAGE_SIZE = 24;

export const dashboardQueryOptions = queryOptions({
  queryKey: assessmentKeys.dashboard,
  queryFn: ({ signal }): Promise<Dashboard> => apiData(api.GET("/api/dashboard", { signal })),
  staleTime: 15_000,
});

export const assessmentListQueryOptions = (filters: AssessmentSearch) => {
  const params = { ...filters, limit: PAGE_SIZE };
  return listQueryOptions(
    assessmentKeys.list(params),
    (cursor, signal): Promise<AssessmentList> =>
      apiData(api.GET("/api/assessments", { params: { query: { ...params, cursor } }, signal })),
  );
};

export const assessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: assessmentKeys.detail(id),
    queryFn: async ({ signal }): Promise<AssessmentDetail> =>
      (await apiData(api.GET("/api/assessments/{id}", { params: { path: { id } }, signal }))).assessment,
    staleTime: 10_000,
    retry: (count, err) => count < 2 && !(err instanceof ApiError && [403, 404].includes(err.status)),
    // While a re-analysis runs, look again every 3 s until it settles.
    refetchInterval: (q) => (q.state.data?.reanalysis.job_id ? 3000 : false),
  });

export const categoriesQueryOptions = queryOptions({
  queryKey: assessmentKeys.categories,
  queryFn: async ({ signal }): Promise<Category[]> => (await apiData(api.GET("/api/categories", { signal }))).items,
  staleTime: 60 * 60_000,
});

/** After a write: the new detail in the cache, lists and counts read again. */
function assessmentChanged(queryClient: QueryClient, assessment: AssessmentDetail) {
  queryClient.setQueryData(assessmentKeys.detail(assessment.id), assessment);
  void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: assessmentKeys.dashboard });
}

/** Saves an analysis (of a job, or the cached one of an address) to the organization. */
export function useSaveAssessment(callbacks?: MutationCallbacks<AssessmentDetail, SaveAssessmentRequest>) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: async (body: SaveAssessmentRequest) =>
        (await apiData(api.POST("/api/assessments", { body }))).assessment,
      onSuccess: (assessment) => {
        assessmentChanged(queryClient, assessment);
        // A saved tool enters the catalog (or its lane): its lists and summary are read again.
        void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      },
    },
    callbacks,
  );
}

/** Changes an assessment's metadata, or archives / restores it (`status`). */
export function useUpdateAssessment(
  id: string,
  callbacks?: MutationCallbacks<AssessmentDetail, UpdateAssessmentRequest>,
) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: async (body: UpdateAssessmentRequest) =>
        (await apiData(api.PATCH("/api/assessments/{id}", { params: { path: { id } }, body }))).assessment,
      onSuccess: (assessment) => assessmentChanged(queryClient, assessment),
    },
    callbacks,
  );
}

/** Starts a re-analysis; the assessment (now running one) and the lists are read again. Answers the job id. */
export function useReanalyzeAssessment(id: string, callbacks?: MutationCallbacks<string, void>) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: async () =>
        (await apiData(api.POST("/api/assessments/{id}/reanalyze", { params: { path: { id } } }))).job_id,
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
      },
    },
    callbacks,
  );
}

/** The CSV of the list with these filters (a download link: the browser sends the session cookie). */
export function exportCsvHref(filters: AssessmentSearch): string {
  return apiHref("/api/assessments/export.csv", { query: filters });
}

export function reportPdfHref(id: string): string {
  return apiHref("/api/assessments/{id}/report.pdf", { path: { id } });
}
