import { queryOptions } from "@tanstack/react-query";
import type { MembershipDecisionResult, MembershipRequestList, MembershipRequestStatus } from "../../../../worker/shared/auth";
import { apiFetch } from "../../lib/api";

export type { MembershipRequest } from "../../../../worker/shared/auth";

/** The query string of the list (the API's list convention: ?q=&status=&limit=&cursor=). */
export interface MembershipRequestFilter {
  status?: MembershipRequestStatus;
  q?: string;
  limit?: number;
  cursor?: string;
}

/** Every query of this feature starts with this key; invalidate it after a decision. */
export const membershipRequestsKey = ["membership-requests"] as const;

/**
 * One page of membership requests, newest first: `{ items, next_cursor }` (org admins see their
 * organization's, super admins everyone's).
 */
export const membershipRequestsQueryOptions = (filter: MembershipRequestFilter = {}) =>
  queryOptions({
    queryKey: [...membershipRequestsKey, filter],
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== "") params.set(key, String(value));
      const query = params.toString();
      return apiFetch<MembershipRequestList>(`/api/membership-requests${query ? `?${query}` : ""}`);
    },
  });

/** The page the approvals screen shows: the newest 100 requests (the API's largest page). */
export const recentMembershipRequests = () => membershipRequestsQueryOptions({ limit: 100 });
/** The pending ones, for the admin home's count (100 at most, then "100+"). */
export const pendingMembershipRequests = () => membershipRequestsQueryOptions({ status: "pending", limit: 100 });

export function decideMembershipRequest(id: string, approve: boolean) {
  return apiFetch<MembershipDecisionResult>(`/api/membership-requests/${encodeURIComponent(id)}/decision`, {
    method: "POST",
    json: { approve },
  });
}
