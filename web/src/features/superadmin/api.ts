import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  CreateOrganizationRequest,
  OrganizationDetail,
  PlatformAnalytics,
  PlatformOrganization,
  PlatformOrganizationDetail,
  PlatformOrganizationList,
  PlatformStats,
  PlatformUser,
  PlatformUserDetail,
  PlatformUserList,
  UpdateOrganizationRequest,
  UpdateUserRequest,
} from "@core/contract/platform";
import type { PlatformSetting, PlatformSettingList } from "@core/contract/platform-settings";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions, type ListParams } from "@web/lib/list";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { auditLogKeys } from "../audit-logs/api";
import { siteKeys } from "../site/api";

export type {
  OrganizationDetail,
  PlatformAnalytics,
  PlatformOrganization,
  PlatformOrganizationDetail,
  PlatformSetting,
  PlatformStats,
  PlatformUser,
  PlatformUserDetail,
};

/**
 * The super admin area's data (/api/platform/*) and changes. Its audit log and requests to join
 * are the screens organization admins have too (audit-logs/, membership-requests/).
 *
 * Query keys: ["platform", "stats" | "organizations" | "users" | "analytics" | "settings", ...].
 * Any change refreshes the whole area, the audit logs, the requests to join (which name
 * organizations) and the site banner (a setting): a limit change shows on the list, the
 * dashboard and the audit log alike.
 */
export const platformKeys = {
  all: ["platform"] as const,
  stats: () => [...platformKeys.all, "stats"] as const,
  organizationList: (params: ListParams) => [...platformKeys.all, "organizations", "list", params] as const,
  organization: (id: string) => [...platformKeys.all, "organizations", "detail", id] as const,
  userList: (params: PlatformUserParams) => [...platformKeys.all, "users", "list", params] as const,
  user: (id: string) => [...platformKeys.all, "users", "detail", id] as const,
  analytics: (days: number) => [...platformKeys.all, "analytics", days] as const,
  settings: () => [...platformKeys.all, "settings"] as const,
};

export interface PlatformUserParams extends ListParams {
  organization_id?: string;
}

export const platformStatsQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.stats(),
    queryFn: ({ signal }): Promise<PlatformStats> => apiData(api.GET("/api/platform/stats", { signal })),
  });

export const platformOrganizationsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions(
    platformKeys.organizationList(params),
    (cursor, signal): Promise<PlatformOrganizationList> =>
      apiData(api.GET("/api/platform/organizations", { params: { query: { ...params, cursor } }, signal })),
  );

export const platformOrganizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: platformKeys.organization(id),
    queryFn: ({ signal }): Promise<PlatformOrganizationDetail> =>
      apiData(api.GET("/api/platform/organizations/{id}", { params: { path: { id } }, signal })),
    // The route's loader asked already: "not found" is an answer, not a reason to ask again on mount.
    retryOnMount: false,
  });

export const platformUsersQueryOptions = (params: PlatformUserParams = {}) =>
  listQueryOptions(
    platformKeys.userList(params),
    (cursor, signal): Promise<PlatformUserList> =>
      apiData(api.GET("/api/platform/users", { params: { query: { ...params, cursor } }, signal })),
  );

export const platformUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: platformKeys.user(id),
    queryFn: ({ signal }): Promise<PlatformUserDetail> =>
      apiData(api.GET("/api/platform/users/{id}", { params: { path: { id } }, signal })),
    // The route's loader asked already: "not found" is an answer, not a reason to ask again on mount.
    retryOnMount: false,
  });

export const platformAnalyticsQueryOptions = (days = 30) =>
  queryOptions({
    queryKey: platformKeys.analytics(days),
    queryFn: ({ signal }): Promise<PlatformAnalytics> =>
      apiData(api.GET("/api/platform/analytics", { params: { query: { days } }, signal })),
  });

/**
 * A setting as the screens read it. The OpenAPI document marks `value` and `default_value` as
 * optional because any JSON (null too) is allowed there; the server always sends both.
 */
function setting<S extends { value?: unknown; default_value?: unknown }>(
  s: S,
): S & Pick<PlatformSetting, "value" | "default_value"> {
  return { ...s, value: s.value, default_value: s.default_value };
}

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: platformKeys.settings(),
    queryFn: async ({ signal }): Promise<PlatformSettingList> => {
      const list = await apiData(api.GET("/api/platform/settings", { signal }));
      return { ...list, items: list.items.map(setting) };
    },
  });

/** After any change: the whole area, the audit logs, the requests to join and the site banner. */
function useRefreshPlatform() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [platformKeys.all, auditLogKeys.all, ["membership-requests"], siteKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A platform mutation: the request, then the area read again before the change counts as done. */
function usePlatformMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  callbacks?: MutationCallbacks<TData, TVariables>,
) {
  const refresh = useRefreshPlatform();
  return useFeatureMutation({ mutationFn, onSuccess: () => refresh() }, callbacks);
}

export function useCreateOrganization(callbacks?: MutationCallbacks<OrganizationDetail, CreateOrganizationRequest>) {
  return usePlatformMutation(
    (body: CreateOrganizationRequest) => apiData(api.POST("/api/platform/organizations", { body })),
    callbacks,
  );
}

/** Changes an organization: its monthly limit, status (suspending signs its members out), name or tier. */
export function useUpdateOrganization(
  id: string,
  callbacks?: MutationCallbacks<OrganizationDetail, UpdateOrganizationRequest>,
) {
  return usePlatformMutation(
    (body: UpdateOrganizationRequest) =>
      apiData(api.PATCH("/api/platform/organizations/{id}", { params: { path: { id } }, body })),
    callbacks,
  );
}

/** Changes a user: the notes, suspension and its reason. */
export function useUpdateUser(id: string, callbacks?: MutationCallbacks<PlatformUserDetail, UpdateUserRequest>) {
  return usePlatformMutation(
    (body: UpdateUserRequest) => apiData(api.PATCH("/api/platform/users/{id}", { params: { path: { id } }, body })),
    callbacks,
  );
}

/** Ends one of a user's sessions: it stops working on its next request. */
export function useEndSession(userId: string, sessionId: string, callbacks?: MutationCallbacks<void, void>) {
  return usePlatformMutation(
    () =>
      apiData(
        api.DELETE("/api/platform/users/{id}/sessions/{sessionId}", { params: { path: { id: userId, sessionId } } }),
      ),
    callbacks,
  );
}

/** Sets a setting (checked by its schema on the server), or returns it to its fallback (`reset`). */
export function useSetPlatformSetting(key: string, callbacks?: MutationCallbacks<PlatformSetting, unknown>) {
  return usePlatformMutation(
    async (value: unknown) =>
      setting(await apiData(api.PUT("/api/platform/settings/{key}", { params: { path: { key } }, body: { value } }))),
    callbacks,
  );
}

export function useResetPlatformSetting(key: string, callbacks?: MutationCallbacks<PlatformSetting, void>) {
  return usePlatformMutation(
    async () => setting(await apiData(api.DELETE("/api/platform/settings/{key}", { params: { path: { key } } }))),
    callbacks,
  );
}
