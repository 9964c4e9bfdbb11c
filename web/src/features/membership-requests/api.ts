import { useQueryClient } from "@tanstack/react-query";
import type { MembershipRequest, MembershipRequestList } from "@core/contract/auth";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions, type ListParams } from "@web/lib/list";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { adminKeys } from "../admin/api";
import { platformKeys } from "../superadmin/api";
import type { AdminScope } from "../auth/permissions";
import { teamKeys } from "../team/api";

export type { MembershipRequest };

/**
 * Requests to join an organization, as an organization's admin panel lists them (its own
 * organization's, GET /api/membership-requests: a super admin's own panel too) and as the super
 * admin's Approvals lists them (every organization's, GET /api/platform/membership-requests): the
 * area a page belongs to gives its scope, and the server asks the permission policy for each.
 * Query key: ["membership-requests", "list", { scope, q, limit }].
 */
export const membershipRequestKeys = {
  all: ["membership-requests"] as const,
  list: (scope: AdminScope, params: ListParams) =>
    [...membershipRequestKeys.all, "list", { scope, ...params }] as const,
};

export const membershipRequestsQueryOptions = (scope: AdminScope, params: ListParams = {}) =>
  listQueryOptions(membershipRequestKeys.list(scope, params), (cursor, signal): Promise<MembershipRequestList> => {
    const request = { params: { query: { ...params, cursor } }, signal };
    return apiData(
      scope === "platform"
        ? api.GET("/api/platform/membership-requests", request)
        : api.GET("/api/membership-requests", request),
    );
  });

/**
 * Approves or rejects a request. What it changes is read again before the decision counts as
 * done: the requests, the organization's figures and members, the team, the platform's counts.
 */
export function useDecideMembershipRequest(
  request: Pick<MembershipRequest, "id">,
  callbacks?: MutationCallbacks<MembershipRequest, boolean>,
) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: async (approve: boolean) =>
        (
          await apiData(
            api.POST("/api/membership-requests/{id}/decision", {
              params: { path: { id: request.id } },
              body: { approve },
            }),
          )
        ).request,
      onSettled: () =>
        Promise.all(
          [membershipRequestKeys.all, adminKeys.organization, adminKeys.members, teamKeys.all, platformKeys.all].map(
            (queryKey) => queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    },
    callbacks,
  );
}
