import { useQueryClient } from "@tanstack/react-query";
import type { MembershipRequest, MembershipRequestList } from "@core/contract/auth";
import { api, apiData } from "@web/lib/api";
import { listQueryOptions, type ListParams } from "@web/lib/list";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { adminKeys } from "../admin/api";
import { platformKeys } from "../superadmin/api";
import { teamKeys } from "../team/api";

export type { MembershipRequest };

/**
 * Requests to join an organization. One query for both areas: GET /api/membership-requests
 * answers an organization's admin with their organization's requests and a super admin with
 * every organization's (the permission policy's scope, on the server).
 * Query key: ["membership-requests", "list", params].
 */
export const membershipRequestKeys = {
  all: ["membership-requests"] as const,
  list: (params: ListParams) => [...membershipRequestKeys.all, "list", params] as const,
};

export const membershipRequestsQueryOptions = (params: ListParams = {}) =>
  listQueryOptions(
    membershipRequestKeys.list(params),
    (cursor, signal): Promise<MembershipRequestList> =>
      apiData(api.GET("/api/membership-requests", { params: { query: { ...params, cursor } }, signal })),
  );

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
