import type { QueryClient } from "@tanstack/react-query";
import type { MemberDetail, SetMemberRoles, SetMemberSuspension } from "@core/contract/members";
import type { Organization, UpdateOrganization } from "@core/contract/organization";
import { apiFetch } from "@web/lib/api";

/** The organization admin's changes; `refreshAfterChange` refreshes what they touch. */
export function updateOrganization(body: UpdateOrganization) {
  return apiFetch<Organization>("/api/organization", { method: "PATCH", json: body });
}

/** Proves the domain waiting in the organization's challenge by its DNS TXT record. */
export function verifyOrganizationDomain() {
  return apiFetch<Organization>("/api/organization/domain/verify", { method: "POST" });
}

export function setMemberRoles(id: string, body: SetMemberRoles) {
  return apiFetch<MemberDetail>(`/api/organization/members/${encodeURIComponent(id)}/roles`, {
    method: "PUT",
    json: body,
  });
}

export function setMemberSuspension(id: string, body: SetMemberSuspension) {
  return apiFetch<MemberDetail>(`/api/organization/members/${encodeURIComponent(id)}/suspension`, {
    method: "POST",
    json: body,
  });
}

/** After a change to members or settings: the admin pages, the team and the user's own standing. */
export function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all(
    ["organization", "organization-members", "audit-logs", "team", "me"].map((prefix) =>
      queryClient.invalidateQueries({ queryKey: [prefix] }),
    ),
  );
}
