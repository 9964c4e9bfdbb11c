import { BellIcon } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover";

/**
 * The notifications bell of the top bar (spec 02 "Notifications (bell)"): a button that opens
 * the list of the latest notifications. The list and the unread badge ('9+' above 9) come with
 * the notifications themselves; until the product sends any, it says 'No notifications yet'.
 */
export function NotificationsBell() {
  return (
    <Popover>
      <PopoverTrigger
        className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label="Notifications"
        data-testid="notifications-bell"
      >
        <BellIcon size={20} aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        </div>
        <p className="px-4 py-8 text-center text-sm text-slate-600">No notifications yet</p>
      </PopoverContent>
    </Popover>
  );
}
