import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { UpdateProfile } from "@core/contract/members";
import { api, apiData } from "@web/lib/api";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";
import { meKeys, type Me } from "../auth/api";
import { teamKeys } from "../team/api";

/**
 * PATCH /api/me: the signed-in user's full name. The answer is the user as GET /api/me gives it:
 * it replaces the session's data, and the team (which shows the name) is read again.
 */
export function useUpdateProfile(callbacks?: MutationCallbacks<Me, UpdateProfile>) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useFeatureMutation(
    {
      mutationFn: (body: UpdateProfile) => apiData(api.PATCH("/api/me", { body })),
      onSuccess: (saved) => {
        queryClient.setQueryData(meKeys.all, saved);
        // The top bar's user menu names the user from the session the routes hold: renew it.
        void router.invalidate();
        void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      },
    },
    callbacks,
  );
}
