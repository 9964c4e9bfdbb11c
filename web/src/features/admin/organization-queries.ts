import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { MemberDetail, RoleAssignmentList, SetMemberRoles, SetMemberSuspension } from "../../../../worker/shared/members";
import type {
  Organization,
  OrganizationActivity,
  OrganizationStats,
  UpdateOrganization,
  UsageList,
} from "../../../../worker/shared/organization";
import { ACTIVITY_DAYS, USAGE_METRICS_PAGE } from "../../../../worker/shared/organization";
import { apiFetch } from "../../lib/api";

/**
 * The organization and its admin data. Every key starts with "organization", so one
 * invalidation after a change refreshes the admin pages.
 */
export const ORGANIZATION_KEY = ["organization"] as const;

export const organizationQueryOptions = () =>
  queryOptions({ queryKey: [...ORGANIZATION_KEY, "details"] as const, queryFn: () => apiFetch<Organization>("/api/organization") });

export const organizationStatsQueryOptions = () =>
  queryOptions({ queryKey: [...ORGANIZATION_KEY, "stats"] as const, queryFn: () => apiFetch<OrganizationStats>("/api/organization/stats") });

export const organizationActivityQueryOptions = (days = ACTIVITY_DAYS) =>
  queryOptions({
    queryKey: [...ORGANIZATION_KEY, "activity", days] as const,
    queryFn: () => apiFetch<OrganizationActivity>(`/api/organization/activity?days=${days}`).then((r) => r.days),
  });

export const organizationUsageQueryOptions = (limit = USAGE_METRICS_PAGE) =>
  queryOptions({
    queryKey: [...ORGANIZATION_KEY, "usage", limit] as const,
    queryFn: () => apiFetch<UsageList>(`/api/organization/usage?limit=${limit}`).then((r) => r.items),
  });

export const roleAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZATION_KEY, "role-assignments"] as const,
    queryFn: () => apiFetch<RoleAssignmentList>("/api/organization/role-assignments").then((r) => r.items),
  });

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ORGANIZATION_KEY, "member", id] as const,
    queryFn: () => apiFetch<MemberDetail>(`/api/organization/members/${encodeURIComponent(id)}`),
  });

export function updateOrganization(body: UpdateOrganization) {
  return apiFetch<Organization>("/api/organization", { method: "PATCH", json: body });
}

export function setMemberRoles(id: string, body: SetMemberRoles) {
  return apiFetch<MemberDetail>(`/api/organization/members/${encodeURIComponent(id)}/roles`, { method: "PUT", json: body });
}

export function setMemberSuspension(id: string, body: SetMemberSuspension) {
  return apiFetch<MemberDetail>(`/api/organization/members/${encodeURIComponent(id)}/suspension`, { method: "POST", json: body });
}

/** After a change to members or settings: the admin pages, the team and the user's own standing. */
export function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEY }),
    queryClient.invalidateQueries({ queryKey: ["organization-members"] }),
    queryClient.invalidateQueries({ queryKey: ["audit-logs"] }),
    queryClient.invalidateQueries({ queryKey: ["team"] }),
    queryClient.invalidateQueries({ queryKey: ["me"] }),
  ]);
}
