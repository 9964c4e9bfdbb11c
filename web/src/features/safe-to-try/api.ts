import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  LanePreview,
  LanePreviewRequest,
  SafeToTryPolicy,
  SafeToTryPolicyInput,
} from "@core/contract/safe-to-try";
import { apiFetch } from "@web/lib/api";

/**
 * The Safe-to-Try lane's data (worker/routes/safe-to-try.ts). Query keys:
 *   ["safe-to-try", "policy"]               the organization's policy
 *   ["safe-to-try", "preview", request]     the lane's answer for a request before saving
 * Saving the policy writes the new policy and asks every preview again (they depend on it).
 */
export const safeToTryKeys = {
  all: ["safe-to-try"] as const,
  policy: () => ["safe-to-try", "policy"] as const,
  preview: (request: LanePreviewRequest) => ["safe-to-try", "preview", request] as const,
};

const POLICY_PATH = "/api/organization/safe-to-try-policy";

export const policyQueryOptions = () =>
  queryOptions({
    queryKey: safeToTryKeys.policy(),
    queryFn: () => apiFetch<SafeToTryPolicy>(POLICY_PATH),
    staleTime: 60_000,
  });

/** The lane's answer before saving (the server evaluates; nothing is written). */
export const lanePreviewQueryOptions = (request: LanePreviewRequest) =>
  queryOptions({
    queryKey: safeToTryKeys.preview(request),
    queryFn: () => apiFetch<LanePreview>(`${POLICY_PATH}/evaluate`, { method: "POST", json: request }),
    staleTime: 30_000,
    retry: false,
  });

/** Saves the policy (admins): the new version replaces the cached one; previews are asked again. */
export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafeToTryPolicyInput) => apiFetch<SafeToTryPolicy>(POLICY_PATH, { method: "PUT", json: body }),
    onSuccess: (policy) => {
      queryClient.setQueryData(safeToTryKeys.policy(), policy);
      void queryClient.invalidateQueries({ queryKey: ["safe-to-try", "preview"] });
      void queryClient.invalidateQueries({ queryKey: ["audit-logs"] });
    },
  });
}
