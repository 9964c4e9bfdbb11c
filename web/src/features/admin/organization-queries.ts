import { queryOptions } from "@tanstack/react-query";
import type { MemberDetail, MemberList, MemberSummary, RoleAssignmentList } from "@core/contract/members";
import type {
  AuditLogEntry,
  AuditLogList,
  Organization,
  OrganizationActivity,
  OrganizationStats,
  UsageList,
} from "@core/contract/organization";
import { ACTIVITY_DAYS, AUDIT_LOG_PAGE, USAGE_METRICS_PAGE } from "@core/contract/organization-limits";
import { apiFetch } from "@web/lib/api";
import { listQueryOptions, listSearchParams, type ListParams } from "@web/lib/list";

/**
 * The organization admin's data. Keys: ["organization", ...] for the organization and its
 * figures, ["organization-members", "list" | "detail" | "role-assignments", ...] for members,
 * ["audit-logs", "list", params] for the log. Changes are in organization-mutations.ts (kept
 * apart: route loaders import this file, so it is part of the first load).
 */

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: ["organization", "detail"] as const,
    queryFn: () => apiFetch<Organization>("/api/organization"),
  });

export const organizationStatsQueryOptions = () =>
  queryOptions({
    queryKey: ["organization", "stats"] as const,
    queryFn: () => apiFetch<OrganizationStats>("/api/organization/stats"),
  });

export const organizationActivityQueryOptions = (days = ACTIVITY_DAYS) =>
  queryOptions({
    queryKey: ["organization", "activity", days] as const,
    queryFn: () => apiFetch<OrganizationActivity>(`/api/organization/activity?days=${days}`).then((r) => r.days),
  });

export const organizationUsageQueryOptions = (limit = USAGE_METRICS_PAGE) =>
  queryOptions({
    queryKey: ["organization", "usage", limit] as const,
    queryFn: () => apiFetch<UsageList>(`/api/organization/usage?limit=${limit}`).then((r) => r.items),
  });

/** The members table: `q` matches name or e-mail. */
export const membersQueryOptions = (params: ListParams = {}) =>
  listQueryOptions<MemberSummary, ListParams>("organization-members", params, (p) =>
    apiFetch<MemberList>(`/api/organization/members${listSearchParams(p)}`),
  );

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["organization-members", "detail", id] as const,
    queryFn: () => apiFetch<MemberDetail>(`/api/organization/members/${encodeURIComponent(id)}`),
    // The route's loader asked already: "not found" is an answer, not a reason to ask again on mount.
    retryOnMount: false,
  });

export const roleAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["organization-members", "role-assignments"] as const,
    queryFn: () => apiFetch<RoleAssignmentList>("/api/organization/role-assignments").then((r) => r.items),
  });

/** The audit log, the latest 100 a page: `q` matches the action or the resource type. */
export const auditLogsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions<AuditLogEntry, ListParams>("audit-logs", { limit: AUDIT_LOG_PAGE, ...params }, (p) =>
    apiFetch<AuditLogList>(`/api/organization/audit-logs${listSearchParams(p)}`),
  );
