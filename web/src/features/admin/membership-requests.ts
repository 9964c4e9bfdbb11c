import type {
  MembershipDecisionResult,
  MembershipRequest,
  MembershipRequestList,
  MembershipRequestStatus,
} from "@core/contract/auth";
import { apiFetch } from "@web/lib/api";
import { listQueryOptions, listSearchParams, type ListPage, type ListParams } from "@web/lib/list";

export type { MembershipRequest };

export interface MembershipRequestParams extends ListParams {
  status?: MembershipRequestStatus;
}

/** One page of the organization's membership requests, newest first (org admins only). */
async function fetchMembershipRequestPage(
  params: MembershipRequestParams & { cursor?: string },
): Promise<ListPage<MembershipRequest>> {
  return apiFetch<MembershipRequestList>(`/api/membership-requests${listSearchParams(params)}`);
}

/** Query key: ["membership-requests", "list", params]. */
export const membershipRequestsQueryOptions = (params: MembershipRequestParams = {}) =>
  listQueryOptions("membership-requests", params, fetchMembershipRequestPage);

export function decideMembershipRequest(id: string, approve: boolean) {
  return apiFetch<MembershipDecisionResult>(`/api/membership-requests/${encodeURIComponent(id)}/decision`, {
    method: "POST",
    json: { approve },
  });
}
