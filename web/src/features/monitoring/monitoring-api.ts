import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  Change,
  ChangeList,
  Check,
  CheckCreated,
  HistoryItem,
  HistoryList,
  Monitoring,
  MonitoringFrequency,
  OrganizationMonitoringSettings,
  UpdateOrganizationMonitoringSettings,
  WatchResponse,
} from "@core/contract/monitoring";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions } from "@web/lib/list";
import { useFeatureMutation } from "@web/lib/mutation";
import type { ChangesSearch } from "./changes-search";

export type { Change, Check, HistoryItem, Monitoring, MonitoringFrequency, OrganizationMonitoringSettings };

/**
 * The vendor monitoring API (worker/routes/monitoring.ts) as the SPA reads it. Query keys:
 *   ["monitoring", "detail", id]            an assessment's monitoring (frequency, checks, watching)
 *   ["monitoring", "history", id]           its vendor's checks over time (one page, newest first)
 *   ["changes", "list", { assessmentId }]   an assessment's changes (cursor pages)
 *   ["changes", "list", search]             the organization's feed (cursor pages)
 *   ["changes", "summary"]                  the dashboard's last 7 days
 *   ["monitoring", "settings"]              the organization's settings
 * Each mutation hook below owns what it invalidates.
 */
export const monitoringKeys = {
  all: ["monitoring"] as const,
  detail: (id: string) => ["monitoring", "detail", id] as const,
  history: (id: string) => ["monitoring", "history", id] as const,
  settings: ["monitoring", "settings"] as const,
  changes: ["changes"] as const,
  changeList: (params: object) => ["changes", "list", params] as const,
  summary: ["changes", "summary"] as const,
};

const onAssessment = (id: string) => ({ params: { path: { id } } });

/** Points of the History chart: the newest this many checks. */
export const HISTORY_POINTS = 100;
/** Changes per page of a list. */
export const CHANGES_PAGE = 20;

export const monitoringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: monitoringKeys.detail(id),
    queryFn: ({ signal }): Promise<Monitoring> =>
      apiData(api.GET("/api/assessments/{id}/monitoring", { ...onAssessment(id), signal })),
    staleTime: 10_000,
    // While a check is on its way, look again every 3 s until it finishes.
    refetchInterval: (q) => {
      const status = q.state.data?.last_check?.status;
      return status === "pending" || status === "processing" ? 3000 : false;
    },
  });

export const historyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: monitoringKeys.history(id),
    queryFn: async ({ signal }): Promise<HistoryItem[]> => {
      const page: HistoryList = await apiData(
        api.GET("/api/assessments/{id}/history", {
          params: { path: { id }, query: { limit: HISTORY_POINTS } },
          signal,
        }),
      );
      return page.items;
    },
    staleTime: 30_000,
  });

export const assessmentChangesQueryOptions = (assessmentId: string) =>
  listQueryOptions(
    monitoringKeys.changeList({ assessmentId, limit: CHANGES_PAGE }),
    (cursor, signal): Promise<ChangeList> =>
      apiData(
        api.GET("/api/assessments/{id}/changes", {
          params: { path: { id: assessmentId }, query: { limit: CHANGES_PAGE, cursor } },
          signal,
        }),
      ),
  );

export const changesFeedQueryOptions = (search: ChangesSearch) => {
  const params = { ...search, limit: CHANGES_PAGE };
  return listQueryOptions(
    monitoringKeys.changeList(params),
    (cursor, signal): Promise<ChangeList> =>
      apiData(api.GET("/api/changes", { params: { query: { ...params, cursor } }, signal })),
  );
};

export interface ChangesSummary {
  since: string;
  total: number;
  high: number;
  medium: number;
  low: number;
  tools: number;
}

export const changesSummaryQueryOptions = queryOptions({
  queryKey: monitoringKeys.summary,
  queryFn: ({ signal }): Promise<ChangesSummary> =>
    apiData(api.GET("/api/changes/summary", { params: { query: { days: 7 } }, signal })),
  staleTime: 60_000,
});

export const monitoringSettingsQueryOptions = queryOptions({
  queryKey: monitoringKeys.settings,
  queryFn: ({ signal }): Promise<OrganizationMonitoringSettings> =>
    apiData(api.GET("/api/organization/monitoring", { signal })),
});

/** Sets how often the vendor is checked; the card shows the answer at once. */
export function useSetFrequency(id: string) {
  const queryClient = useQueryClient();
  return useFeatureMutation({
    mutationFn: (frequency: MonitoringFrequency): Promise<Monitoring> =>
      apiData(api.PUT("/api/assessments/{id}/monitoring", { ...onAssessment(id), body: { frequency } })),
    onSuccess: (monitoring) => {
      queryClient.setQueryData(monitoringKeys.detail(id), monitoring);
      void queryClient.invalidateQueries({ queryKey: monitoringKeys.settings });
    },
  });
}

/** "Check now": the card follows the check until it finishes, then History and Changes read again. */
export function useCheckNow(id: string) {
  const queryClient = useQueryClient();
  return useFeatureMutation({
    mutationFn: (): Promise<CheckCreated> => apiData(api.POST("/api/assessments/{id}/checks", onAssessment(id))),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: monitoringKeys.detail(id) }),
  });
}

/** After a check finished: what it added to the history and the changes. */
export function refreshAfterCheck(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  void queryClient.invalidateQueries({ queryKey: monitoringKeys.history(id) });
  void queryClient.invalidateQueries({ queryKey: monitoringKeys.changes });
}

/** Watch (true) or stop watching (false) the assessment's vendor. */
export function useWatch(id: string) {
  const queryClient = useQueryClient();
  return useFeatureMutation({
    mutationFn: (watching: boolean): Promise<WatchResponse> =>
      apiData(
        watching
          ? api.POST("/api/assessments/{id}/watch", onAssessment(id))
          : api.DELETE("/api/assessments/{id}/watch", onAssessment(id)),
      ),
    onSuccess: ({ watching }) =>
      queryClient.setQueryData<Monitoring>(monitoringKeys.detail(id), (m) => (m ? { ...m, watching } : m)),
  });
}

export function useUpdateMonitoringSettings() {
  const queryClient = useQueryClient();
  return useFeatureMutation({
    mutationFn: (body: UpdateOrganizationMonitoringSettings): Promise<OrganizationMonitoringSettings> =>
      apiData(api.PUT("/api/organization/monitoring", { body })),
    onSuccess: (settings) => queryClient.setQueryData(monitoringKeys.settings, settings),
  });
}
