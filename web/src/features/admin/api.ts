import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type {
  MemberDetail,
  MemberList,
  RoleAssignment,
  SetMemberRoles,
  SetMemberSuspension,
} from "@core/contract/members";
import type {
  ActivityDay,
  Organization,
  OrganizationStats,
  UpdateOrganization,
  UsageMetric,
} from "@core/contract/organization";
import { ACTIVITY_DAYS, USAGE_METRICS_PAGE } from "@core/contract/organization-limits";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions, type ListParams } from "@web/lib/list";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { auditLogKeys } from "../audit-logs/api";
import { meKeys, type Me } from "../auth/api";
import { teamKeys } from "../team/api";

/**
 * The organization admin's data (/api/organization and its members) and changes.
 *
 * Query keys:
 *   ["organization", "detail" | "stats" | "activity" | "usage", ...]     the organization and its figures
 *   ["organization-members", "list", params]                              the members table
 *   ["organization-members", "detail", id]                                one member
 *   ["organization-members", "role-assignments"]                          every role of every member
 * A change to the settings or to a member refreshes the admin pages, the audit log, the team and
 * the user's own session (their roles or organization's name may be what changed).
 */
export const adminKeys = {
  organization: ["organization"] as const,
  detail: () => [...adminKeys.organization, "detail"] as const,
  stats: () => [...adminKeys.organization, "stats"] as const,
  activity: (days: number) => [...adminKeys.organization, "activity", days] as const,
  usage: (limit: number) => [...adminKeys.organization, "usage", limit] as const,
  members: ["organization-members"] as const,
  memberList: (params: ListParams) => [...adminKeys.members, "list", params] as const,
  member: (id: string) => [...adminKeys.members, "detail", id] as const,
  roleAssignments: () => [...adminKeys.members, "role-assignments"] as const,
};

export const organizationQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.detail(),
    queryFn: ({ signal }): Promise<Organization> => apiData(api.GET("/api/organization", { signal })),
  });

export const organizationStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }): Promise<OrganizationStats> => apiData(api.GET("/api/organization/stats", { signal })),
  });

export const organizationActivityQueryOptions = (days = ACTIVITY_DAYS) =>
  queryOptions({
    queryKey: adminKeys.activity(days),
    queryFn: async ({ signal }): Promise<ActivityDay[]> =>
      (await apiData(api.GET("/api/organization/activity", { params: { query: { days } }, signal }))).days,
  });

export const organizationUsageQueryOptions = (limit = USAGE_METRICS_PAGE) =>
  queryOptions({
    queryKey: adminKeys.usage(limit),
    queryFn: async ({ signal }): Promise<UsageMetric[]> =>
      (await apiData(api.GET("/api/organization/usage", { params: { query: { limit } }, signal }))).items,
  });

/** The members table: `q` matches name or e-mail. */
export const membersQueryOptions = (params: ListParams = {}) =>
  listQueryOptions(
    adminKeys.memberList(params),
    (cursor, signal): Promise<MemberList> =>
      apiData(api.GET("/api/organization/members", { params: { query: { ...params, cursor } }, signal })),
  );

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }): Promise<MemberDetail> =>
      apiData(api.GET("/api/organization/members/{id}", { params: { path: { id } }, signal })),
    // The route's loader asked already: "not found" is an answer, not a reason to ask again on mount.
    retryOnMount: false,
  });

export const roleAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.roleAssignments(),
    queryFn: async ({ signal }): Promise<RoleAssignment[]> =>
      (await apiData(api.GET("/api/organization/role-assignments", { signal }))).items,
  });

/** After a change to members or settings: the admin pages, the audit log, the team and the user's own standing. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKeys.organization, adminKeys.members, auditLogKeys.all, teamKeys.all, meKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Saves the organization's settings; the session's copy of its name and the routes' context follow. */
export function useUpdateOrganization(callbacks?: MutationCallbacks<Organization, UpdateOrganization>) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const refresh = useRefreshAfterChange();
  return useFeatureMutation(
    {
      mutationFn: (body: UpdateOrganization) => apiData(api.PATCH("/api/organization", { body })),
      onSuccess: (next) => {
        queryClient.setQueryData(adminKeys.detail(), next);
        // The admin header names the organization from the session the routes hold: renew both.
        queryClient.setQueryData<Me | null>(meKeys.all, (me) =>
          me?.organization ? { ...me, organization: { ...me.organization, name: next.name } } : me,
        );
        void router.invalidate();
      },
      onSettled: refresh,
    },
    callbacks,
  );
}

/** Proves the domain waiting in the organization's challenge by its DNS TXT record. */
export function useVerifyOrganizationDomain(callbacks?: MutationCallbacks<Organization, void>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useFeatureMutation(
    {
      mutationFn: () => apiData(api.POST("/api/organization/domain/verify")),
      onSuccess: (next) => queryClient.setQueryData(adminKeys.detail(), next),
      onSettled: refresh,
    },
    callbacks,
  );
}

export function useSetMemberRoles(memberId: string, callbacks?: MutationCallbacks<MemberDetail, SetMemberRoles>) {
  const refresh = useRefreshAfterChange();
  return useFeatureMutation(
    {
      mutationFn: (body: SetMemberRoles) =>
        apiData(api.PUT("/api/organization/members/{id}/roles", { params: { path: { id: memberId } }, body })),
      onSettled: refresh,
    },
    callbacks,
  );
}

/** Suspends (ending the member's sessions at once) or unsuspends a member. */
export function useSetMemberSuspension(
  memberId: string,
  callbacks?: MutationCallbacks<MemberDetail, SetMemberSuspension>,
) {
  const refresh = useRefreshAfterChange();
  return useFeatureMutation(
    {
      mutationFn: (body: SetMemberSuspension) =>
        apiData(api.POST("/api/organization/members/{id}/suspension", { params: { path: { id: memberId } }, body })),
      onSettled: refresh,
    },
    callbacks,
  );
}
