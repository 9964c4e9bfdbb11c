import { queryOptions, useQueryClient } from "@tanstack/react-query";
import type { NotificationList, NotificationPreferences } from "@core/contract/notifications";
import { NOTIFICATION_REFETCH_MS } from "@core/contract/review-rules";
import { api, apiData } from "@web/lib/api";
import { type MutationCallbacks, useFeatureMutation } from "@web/lib/mutation";

export type { NotificationList, NotificationPreferences };
export type Notification = NotificationList["items"][number];

/**
 * The bell's data and the user's notification switches.
 * Query keys:
 *   ["notifications", "list", {}]                      the 10 newest and the unread count
 *   ["notification-preferences", "detail", "me"]       the switches
 * The bell refetches every 30 s and after any of the user's own changes (notifications-bell.tsx).
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list", {}] as const,
  preferences: ["notification-preferences", "detail", "me"] as const,
};

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ signal }): Promise<NotificationList> => apiData(api.GET("/api/notifications", { signal })),
  refetchInterval: NOTIFICATION_REFETCH_MS,
  staleTime: 0,
});

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: notificationKeys.preferences,
  queryFn: ({ signal }): Promise<NotificationPreferences> =>
    apiData(api.GET("/api/me/notification-preferences", { signal })),
});

/**
 * Marks one notification read, or all of them ("all"): shown at once (a refetch that started
 * before cannot bring the old state back), then asked of the server, then read again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQueryOptions.queryKey;
  return useFeatureMutation({
    mutationFn: (which: string | "all"): Promise<void> =>
      which === "all"
        ? apiData(api.POST("/api/notifications/read-all"))
        : apiData(api.POST("/api/notifications/{id}/read", { params: { path: { id: which } } })),
    onMutate: async (which) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (old) => {
        if (!old) return old;
        const items = old.items.map((n) => (which === "all" || n.id === which ? { ...n, read: true } : n));
        const wasUnread = which !== "all" && old.items.some((n) => n.id === which && !n.read);
        return { items, unread_count: which === "all" ? 0 : Math.max(0, old.unread_count - (wasUnread ? 1 : 0)) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Saves some switches: shown at once, put back as they were when the server refuses. */
export function useSaveNotificationPreferences(
  callbacks?: MutationCallbacks<
    NotificationPreferences,
    Partial<NotificationPreferences>,
    { before?: NotificationPreferences }
  >,
) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences;
  return useFeatureMutation(
    {
      mutationFn: (body: Partial<NotificationPreferences>) =>
        apiData(api.PUT("/api/me/notification-preferences", { body })),
      onMutate: async (change) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<NotificationPreferences>(key);
        if (before) queryClient.setQueryData(key, { ...before, ...change });
        return { before };
      },
      onSuccess: (saved) => queryClient.setQueryData(key, saved),
      onError: (_err, _change, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
    },
    callbacks,
  );
}
