import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type {
  LanePreview,
  LanePreviewRequest,
  SafeToTryPolicy,
  SafeToTryPolicyInput,
} from "@core/contract/safe-to-try";
import { api, apiData } from "@web/lib/api";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { auditLogKeys } from "../audit-logs/api";

/**
 * The Safe-to-Try lane's data (worker/routes/safe-to-try.ts). Query keys:
 *   ["safe-to-try", "policy"]               the organization's policy
 *   ["safe-to-try", "preview", request]     the lane's answer for a request before saving
 * Saving the policy writes the new policy and asks every preview again (they depend on it).
 */
export const safeToTryKeys = {
  all: ["safe-to-try"] as const,
  policy: () => [...safeToTryKeys.all, "policy"] as const,
  previews: () => [...safeToTryKeys.all, "preview"] as const,
  preview: (request: LanePreviewRequest) => [...safeToTryKeys.previews(), request] as const,
};

export const policyQueryOptions = () =>
  queryOptions({
    queryKey: safeToTryKeys.policy(),
    queryFn: ({ signal }): Promise<SafeToTryPolicy> =>
      apiData(api.GET("/api/organization/safe-to-try-policy", { signal })),
    staleTime: 60_000,
  });

/** The lane's answer before saving (the server evaluates; nothing is written). */
export const lanePreviewQueryOptions = (request: LanePreviewRequest) =>
  queryOptions({
    queryKey: safeToTryKeys.preview(request),
    queryFn: ({ signal }): Promise<LanePreview> =>
      apiData(api.POST("/api/organization/safe-to-try-policy/evaluate", { body: request, signal })),
    staleTime: 30_000,
    retry: false,
  });

/** Saves the policy (admins): the new version replaces the cached one; previews are asked again. */
export function useSavePolicy(callbacks?: MutationCallbacks<SafeToTryPolicy, SafeToTryPolicyInput>) {
  const queryClient = useQueryClient();
  return useFeatureMutation(
    {
      mutationFn: (body: SafeToTryPolicyInput): Promise<SafeToTryPolicy> =>
        apiData(api.PUT("/api/organization/safe-to-try-policy", { body })),
      onSuccess: (policy) => {
        queryClient.setQueryData(safeToTryKeys.policy(), policy);
        void queryClient.invalidateQueries({ queryKey: safeToTryKeys.previews() });
        void queryClient.invalidateQueries({ queryKey: auditLogKeys.all });
      },
    },
    callbacks,
  );
}
