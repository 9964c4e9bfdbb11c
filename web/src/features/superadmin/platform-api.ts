import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { MembershipRequest, MembershipRequestList, MembershipRequestStatus } from "@core/contract/auth";
import type {
  AuditLogEntry,
  AuditLogList,
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
import { apiFetch } from "@web/lib/api";
import { listQueryOptions, listSearchParams, type ListParams } from "@web/lib/list";

/**
 * The super admin area's calls to /api/platform/* and their query factories. Query keys:
 * ["platform-<feature>", "list" | "detail", ...]; after a change, `invalidatePlatform` refreshes
 * them all (a limit change shows on the list, the dashboard and the audit log alike).
 * Types only from the shared contract (no zod here: route loaders import this module).
 */
export type {
  AuditLogEntry,
  MembershipRequest,
  OrganizationDetail,
  PlatformAnalytics,
  PlatformOrganization,
  PlatformOrganizationDetail,
  PlatformSetting,
  PlatformStats,
  PlatformUser,
  PlatformUserDetail,
};

const enc = encodeURIComponent;

/** Refreshes every super admin query, the membership requests the org admin pages show, and the site banner. */
export function invalidatePlatform(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const feature = q.queryKey[0];
      return (
        typeof feature === "string" &&
        (feature.startsWith("platform-") || feature === "membership-requests" || feature === "site")
      );
    },
  });
}

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: ["platform-stats"], queryFn: () => apiFetch<PlatformStats>("/api/platform/stats") });

export const platformOrganizationsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions("platform-organizations", params, (p) =>
    apiFetch<PlatformOrganizationList>(`/api/platform/organizations${listSearchParams(p)}`),
  );

export const platformOrganizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["platform-organizations", "detail", id],
    queryFn: () => apiFetch<PlatformOrganizationDetail>(`/api/platform/organizations/${enc(id)}`),
    // The route's loader asked already: "not found" is an answer, not a reason to ask again on mount.
    retryOnMount: false,
  });

export function createOrganization(body: CreateOrganizationRequest) {
  return apiFetch<OrganizationDetail>("/api/platform/organizations", { method: "POST", json: body });
}

export function updateOrganization(id: string, changes: UpdateOrganizationRequest) {
  return apiFetch<OrganizationDetail>(`/api/platform/organizations/${enc(id)}`, { method: "PATCH", json: changes });
}

export interface PlatformUserParams extends ListParams {
  organization_id?: string;
}

export const platformUsersQueryOptions = (params: PlatformUserParams = {}) =>
  listQueryOptions("platform-users", params, (p) =>
    apiFetch<PlatformUserList>(`/api/platform/users${listSearchParams(p)}`),
  );

export const platformUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["platform-users", "detail", id],
    queryFn: () => apiFetch<PlatformUserDetail>(`/api/platform/users/${enc(id)}`),
    // The route's loader asked already: "not found" is an answer, not a reason to ask again on mount.
    retryOnMount: false,
  });

export function updateUser(id: string, changes: UpdateUserRequest) {
  return apiFetch<PlatformUserDetail>(`/api/platform/users/${enc(id)}`, { method: "PATCH", json: changes });
}

export function endSession(userId: string, sessionId: string) {
  return apiFetch<void>(`/api/platform/users/${enc(userId)}/sessions/${enc(sessionId)}`, { method: "DELETE" });
}

export interface PlatformRequestParams extends ListParams {
  status?: MembershipRequestStatus;
}

export const platformMembershipRequestsQueryOptions = (params: PlatformRequestParams = {}) =>
  listQueryOptions("platform-membership-requests", params, (p) =>
    apiFetch<MembershipRequestList>(`/api/platform/membership-requests${listSearchParams(p)}`),
  );

/** The spec's "latest 100": the audit log page size; older entries come with "Load more". */
export const AUDIT_PAGE_SIZE = 100;

export const platformAuditLogsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions("platform-audit-logs", { limit: AUDIT_PAGE_SIZE, ...params }, (p) =>
    apiFetch<AuditLogList>(`/api/platform/audit-logs${listSearchParams(p)}`),
  );

export const platformAnalyticsQueryOptions = (days = 30) =>
  queryOptions({
    queryKey: ["platform-analytics", days],
    queryFn: () => apiFetch<PlatformAnalytics>(`/api/platform/analytics?days=${days}`),
  });

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["platform-settings"],
    queryFn: () => apiFetch<PlatformSettingList>("/api/platform/settings"),
  });

export function putSetting(key: string, value: unknown) {
  return apiFetch<PlatformSetting>(`/api/platform/settings/${enc(key)}`, { method: "PUT", json: { value } });
}

export function resetSetting(key: string) {
  return apiFetch<PlatformSetting>(`/api/platform/settings/${enc(key)}`, { method: "DELETE" });
}
