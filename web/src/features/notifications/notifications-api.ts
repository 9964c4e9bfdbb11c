import { queryOptions } from "@tanstack/react-query";
import type { NotificationList, NotificationPreferences } from "@core/contract/notifications";
import { NOTIFICATION_REFETCH_MS } from "@core/contract/review-rules";
import { apiFetch } from "@web/lib/api";

export type { NotificationList, NotificationPreferences };
export type Notification = NotificationList["items"][number];

/**
 * The bell's data: the 10 newest notifications and the unread count, refetched every 30 s
 * (spec 02 section 9) and at once after any of the user's own changes (main.tsx invalidates
 * ["notifications"] when a mutation settles). Query key: ["notifications", "list", {}].
 */
export const notificationsQueryOptions = queryOptions({
  queryKey: ["notifications", "list", {}],
  queryFn: () => apiFetch<NotificationList>("/api/notifications"),
  refetchInterval: NOTIFICATION_REFETCH_MS,
  staleTime: 0,
});

export const markNotificationRead = (id: string) =>
  apiFetch<void>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });
export const markAllNotificationsRead = () => apiFetch<void>("/api/notifications/read-all", { method: "POST" });

/** Query key: ["notification-preferences", "detail", "me"]. */
export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: ["notification-preferences", "detail", "me"],
  queryFn: () => apiFetch<NotificationPreferences>("/api/me/notification-preferences"),
});

export const saveNotificationPreferences = (changes: Partial<NotificationPreferences>) =>
  apiFetch<NotificationPreferences>("/api/me/notification-preferences", { method: "PUT", json: changes });
