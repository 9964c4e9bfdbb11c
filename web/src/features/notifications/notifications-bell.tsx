import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { BellIcon, CheckCheckIcon } from "lucide-react";
import { useEffect } from "react";
import { bellBadge } from "@core/contract/review-rules";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { cn } from "@web/lib/cn";
import { timeAgo } from "@web/lib/format";
import { notificationKeys, notificationsQueryOptions, useMarkNotificationsRead, type Notification } from "./api";

/**
 * The notifications bell of the top bar: the latest 10, unread
 * ones with a dot, a badge with the unread count ('9+' above 9); choosing one marks it read and
 * follows its link; 'Mark all read'; 'No notifications yet'. A Radix menu: arrow keys move
 * between notifications, Escape closes and focus returns to the bell.
 */
export function NotificationsBell() {
  const router = useRouter();
  const { data } = useQuery(notificationsQueryOptions);
  const items = data?.items ?? [];
  const unread = data?.unread_count ?? 0;
  const badge = bellBadge(unread);

  useRefetchAfterOwnChanges();
  const read = useMarkNotificationsRead();
  const readAll = useMarkNotificationsRead();

  const open = (n: Notification) => {
    if (!n.read) read.mutate(n.id);
    if (n.link) router.history.push(n.link);
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        data-testid="notifications-bell"
      >
        <BellIcon size={20} aria-hidden="true" />
        {badge ? (
          <span
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-white"
            data-testid="notifications-badge"
            aria-hidden="true"
          >
            {badge}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm font-semibold text-slate-900">Notifications</DropdownMenuLabel>
          {unread > 0 ? (
            <DropdownMenuItem
              className="h-8 w-auto px-2 text-xs font-semibold text-brand-800"
              onSelect={(e) => {
                e.preventDefault();
                readAll.mutate("all");
              }}
              disabled={readAll.isPending}
            >
              <CheckCheckIcon size={14} aria-hidden="true" /> Mark all read
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator className="my-0" />
        {items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">No notifications yet</p>
        ) : (
          <div className="max-h-[min(28rem,70vh)] overflow-y-auto py-1">
            {items.map((n) => (
              <DropdownMenuItem
                key={n.id}
                onSelect={() => open(n)}
                className={cn("items-start gap-3 rounded-none px-3 py-2.5", !n.read && "bg-brand-50/60")}
                data-testid="notification-item"
                data-read={n.read}
              >
                <span
                  className={cn("mt-1.5 h-2 w-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-brand-700")}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className={cn("block text-sm text-slate-900", !n.read && "font-semibold")}>
                    {n.title}
                    {!n.read ? <span className="sr-only"> (unread)</span> : null}
                  </span>
                  <span className="mt-0.5 line-clamp-2 block text-sm text-slate-700">{n.message}</span>
                  <span className="mt-0.5 block text-xs text-slate-600">{timeAgo(n.created_at)}</span>
                </span>
              </DropdownMenuItem>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The bell shows the effects of the user's own actions at once, not only on its 30 s refetch:
 * whenever one of their changes (any mutation) settles, the notifications are fetched again.
 */
function useRefetchAfterOwnChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const status = event.mutation?.state.status;
        if (event.type === "updated" && (status === "success" || status === "error")) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        }
      }),
    [queryClient],
  );
}
