import { queryOptions } from "@tanstack/react-query";
import type { MembershipDecisionResult, MembershipRequestList } from "../../../../worker/shared/auth";
import { apiFetch } from "../../lib/api";

export type { MembershipRequest } from "../../../../worker/shared/auth";

/** The organization's membership requests, newest first (org admins only). */
export const membershipRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ["membership-requests"],
    queryFn: () => apiFetch<MembershipRequestList>("/api/membership-requests").then((r) => r.requests),
  });

export function decideMembershipRequest(id: string, approve: boolean) {
  return apiFetch<MembershipDecisionResult>(`/api/membership-requests/${encodeURIComponent(id)}/decision`, {
    method: "POST",
    json: { approve },
  });
}
