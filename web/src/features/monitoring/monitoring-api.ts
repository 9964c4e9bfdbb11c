import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
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
import { apiFetch } from "@web/lib/api";
import { listQueryOptions, listSearchParams } from "@web/lib/list";
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
  summary: ["changes", "summary"] as const,
};

const path = (id: string) => `/api/assessments/${encodeURIComponent(id)}`;

/** Points of the History chart: the newest this many checks. */
export const HISTORY_POINTS = 100;
/** Changes per page of a list. */
export const CHANGES_PAGE = 20;

export const monitoringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: monitoringKeys.detail(id),
    queryFn: () => apiFetch<Monitoring>(`${path(id)}/monitoring`),
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
    queryFn: async () => (await apiFetch<HistoryList>(`${path(id)}/history?limit=${HISTORY_POINTS}`)).items,
    staleTime: 30_000,
  });

export const assessmentChangesQueryOptions = (assessmentId: string) =>
  listQueryOptions("changes", { assessmentId, limit: CHANGES_PAGE }, ({ assessmentId: a, cursor, limit }) =>
    apiFetch<ChangeList>(`${path(a)}/changes${listSearchParams({ limit, cursor })}`),
  );

export const changesFeedQueryOptions = (search: ChangesSearch) =>
  listQueryOptions("changes", { ...search, limit: CHANGES_PAGE }, (params) =>
    apiFetch<ChangeList>(`/api/changes${listSearchParams(params)}`),
  );

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
  queryFn: () => apiFetch<ChangesSummary>("/api/changes/summary?days=7"),
  staleTime: 60_000,
});

export const monitoringSettingsQueryOptions = queryOptions({
  queryKey: monitoringKeys.settings,
  queryFn: () => apiFetch<OrganizationMonitoringSettings>("/api/organization/monitoring"),
});

/** Sets how often the vendor is checked; the card shows the answer at once. */
export function useSetFrequency(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frequency: MonitoringFrequency) =>
      apiFetch<Monitoring>(`${path(id)}/monitoring`, { method: "PUT", json: { frequency } }),
    onSuccess: (monitoring) => {
      queryClient.setQueryData(monitoringKeys.detail(id), monitoring);
      void queryClient.invalidateQueries({ queryKey: monitoringKeys.settings });
    },
  });
}

/** "Check now": the card follows the check until it finishes, then History and Changes read again. */
export function useCheckNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CheckCreated>(`${path(id)}/checks`, { method: "POST" }),
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
  return useMutation({
    mutationFn: (watching: boolean) =>
      apiFetch<WatchResponse>(`${path(id)}/watch`, { method: watching ? "POST" : "DELETE" }),
    onSuccess: ({ watching }) =>
      queryClient.setQueryData<Monitoring>(monitoringKeys.detail(id), (m) => (m ? { ...m, watching } : m)),
  });
}

export function useUpdateMonitoringSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationMonitoringSettings) =>
      apiFetch<OrganizationMonitoringSettings>("/api/organization/monitoring", { method: "PUT", json: body }),
    onSuccess: (settings) => queryClient.setQueryData(monitoringKeys.settings, settings),
  });
}
